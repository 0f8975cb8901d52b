import { StrictMode } from 'react';
import { HashRouter, MemoryRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole storefront. In the browser (main.tsx) it follows the location hash; given a
 * `location`, it renders that route alone: the build pre-renders the shell that way
 * (prerender.tsx), and both trees must produce the same markup for hydration.
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
          <MemoryRouter initialEntries={[location]}>
            <AppRoutes />
          </MemoryRouter>
        )}
      </AppProviders>
    </StrictMode>
  );
}
