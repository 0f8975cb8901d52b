import { Component, Suspense, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { forgetFailedImports, lazyWithRetry } from '@/lib/lazy-with-retry';
import { hasToastBeenRequested, subscribeToastRequests } from '@/lib/toast';
import { useOnline } from '@/lib/use-online';

/** Whether the container's code has been fetched: from then on it needs no connection. */
let fetched = false;
const loadToastContainer = () =>
  import('./toast-container').then((module) => {
    fetched = true;
    return module;
  });
const AppToastContainer = lazyWithRetry(loadToastContainer);

/** How long a toast container that could not be fetched waits before it tries again. */
export const TOAST_RETRY_MS = 5_000;

/**
 * Around the toast container, outside every route's error boundary: a container whose code
 * could not be fetched (the first touch made offline, a deploy that replaced the files) renders
 * nothing and tries again once the connection is back, or after TOAST_RETRY_MS, instead of
 * taking the whole page down with it. The messages asked for meanwhile wait in lib/toast.ts's
 * queue and show once it has loaded.
 */
class ToastBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // A failure in the first render commits `failed` at mount; a later one, at an update.
  override componentDidMount() {
    this.waitIfFailed();
  }

  override componentDidUpdate(_: unknown, previous: { failed: boolean }) {
    if (!previous.failed) this.waitIfFailed();
  }

  private waitIfFailed() {
    if (!this.state.failed) return;
    window.addEventListener('online', this.retry);
    this.timer = setTimeout(this.retry, TOAST_RETRY_MS);
  }

  override componentWillUnmount() {
    this.stopWaiting();
  }

  private stopWaiting() {
    window.removeEventListener('online', this.retry);
    clearTimeout(this.timer);
  }

  private retry = () => {
    this.stopWaiting();
    forgetFailedImports();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts the toast container once the first toast is asked for, or at the visitor's first
 * touch, key or focus, when lib/toast.ts warms the toast code up (react-toastify, about 10 KB
 * gzip): not with the first page, and before a toast that says the connection is gone (after
 * Pay Now, say) needs the code.
 */
export function ToastHost() {
  const online = useOnline();
  const requested = useSyncExternalStore(
    subscribeToastRequests,
    hasToastBeenRequested,
    () => false,
  );
  // Asked for offline before its code came: the message waits in the queue until it can.
  if (!requested || (!fetched && !online)) return null;
  return (
    <ToastBoundary>
      <Suspense fallback={null}>
        <AppToastContainer />
      </Suspense>
    </ToastBoundary>
  );
}
