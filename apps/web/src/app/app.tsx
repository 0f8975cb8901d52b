import { StrictMode } from 'react';
import { HashRouter, Router, createPath } from 'react-router';
import type { Navigator } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/*
 * The router the build renders with: fixed at one location, writing links as <HashRouter>
 * does ('#/login'), so the pre-rendered markup is what the browser's router renders.
 */
const prerenderNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * The whole storefront. In the browser (main.tsx) it follows the location hash; given a
 * `location`, it renders that route alone, as the build pre-renders the shell (prerender.tsx).
 * Both must produce the same markup for hydration.
 */
export function App({ location }: { location?: string }) {
  return (
    <StrictMode>
      <AppProviders>
        {location === undefined ? (
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        ) : (
          <Router location={location} navigator={prerenderNavigator}>
            <AppRoutes />
          </Router>
        )}
      </AppProviders>
    </StrictMode>
  );
}
