import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { BrowserRouter, Router, createPath } from 'react-router';
import type { Navigator } from 'react-router';
import { InAppLinks } from './in-app-links';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/*
 * The router the build renders with: fixed at one location, writing links as <BrowserRouter>
 * does ('/login'), so the pre-rendered markup is what the browser's router renders.
 */
const prerenderNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * The whole storefront. In the browser (main.tsx) it follows the address's path (decision 096);
 * given a `location`, it renders that route alone, as the build pre-renders the shell
 * (prerender.tsx) and the server renders a page (entry-server.tsx, with the page's data in a
 * `queryClient` of its own). Both must produce the same markup for hydration.
 */
export function App({ location, queryClient }: { location?: string; queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders client={queryClient}>
        {location === undefined ? (
          <BrowserRouter>
            <InAppLinks />
            <AppRoutes />
          </BrowserRouter>
        ) : (
          <Router location={location} navigator={prerenderNavigator}>
            {/* Here too, so that both trees have the same shape (useId's ids follow it). */}
            <InAppLinks />
            <AppRoutes />
          </Router>
        )}
      </AppProviders>
    </StrictMode>
  );
}
