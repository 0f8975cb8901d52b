import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { forgetFailedImports } from '@/lib/lazy-with-retry';
import { ErrorPage } from './pages/error-page';

type Props = { children: ReactNode; inLayout?: boolean };
type State = { error: unknown; hasError: boolean };

class Boundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  constructor(props: Props) {
    super(props);
    // A new page (the boundary is keyed by the path): pages that failed to load import again.
    forgetFailedImports();
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    forgetFailedImports();
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (this.state.hasError) {
      return (
        <ErrorPage error={this.state.error} inLayout={this.props.inLayout} onRetry={this.retry} />
      );
    }
    return this.props.children;
  }
}

/**
 * The app's error page for anything a page throws; a navigation or Try again clears it and
 * renders the page again (a page chunk that failed is then fetched again: lazyWithRetry).
 */
export function RouteErrorBoundary({ children, inLayout }: Props) {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname} inLayout={inLayout}>
      {children}
    </Boundary>
  );
}
