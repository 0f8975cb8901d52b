import { Suspense, lazy } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useScrollRestoration } from '@/hooks/use-scroll-restoration';
import { ClientOnlyContent, isPrerendering } from '@/lib/hydration';
import { RouteErrorBoundary } from '../route-error-boundary';
import { Header } from './header';
import { NewsletterBox } from '@/features/newsletter/components/newsletter-box';
import { TopBar } from './top-bar';

// Below the fold on every page: loaded after the first render.
const Footer = lazy(() => import('./footer'));

export function PublicLayout() {
  // A new page starts at the top; back and forward return to where the page was left.
  useScrollRestoration();
  return (
    <>
      <a href="#main" className="skip-link" onClick={skipToMain}>
        Skip to content
      </a>
      <TopBar />
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <RouteErrorBoundary inLayout>
          <Suspense fallback={<PageFallback />}>
            <VisitorContent>
              <Outlet />
            </VisitorContent>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <NewsletterBox />
      <Suspense fallback={<div className="min-h-96" />}>
        <Footer />
      </Suspense>
    </>
  );
}

/**
 * The page itself depends on the route, the session and the API: the build writes the fallback
 * into index.html in its place, and the browser renders it (lib/hydration.ts).
 */
function VisitorContent({ children }: { children: ReactNode }) {
  if (isPrerendering()) throw new ClientOnlyContent();
  return children;
}

// With hash routing, href="#main" would be read as a route; move focus instead.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

// As tall as the screen: the newsletter and footer stay below the fold until the page arrives,
// so they do not jump down when it renders (a layout shift Lighthouse counts).
function PageFallback() {
  return (
    <div className="grid min-h-svh place-items-center">
      <Spinner label="Loading page" />
    </div>
  );
}
