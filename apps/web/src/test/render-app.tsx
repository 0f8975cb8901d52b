import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from '@/lib/theme-provider';

export type RenderAppOptions = {
  /** The address the router starts at (default '/'). */
  path?: string;
  /**
   * Other routes, by path: stubs for where the page may navigate ('/profile': <h1>Profile
   * stub</h1>). With them, `ui` is the route at `path`; without them, `ui` is rendered as it
   * is (it may hold its own <Routes>).
   */
  routes?: Record<string, ReactNode>;
  queryClient?: QueryClient;
};

/** A query client for one test: no retries, so a failed answer shows at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders with the app's providers: the query client, the theme and a memory router. */
export function renderApp(ui: ReactNode, options: RenderAppOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const path = options.path ?? '/';
  const routes = options.routes;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          {routes ? (
            <Routes>
              <Route path={path.split(/[?#]/)[0]} element={ui} />
              {Object.entries(routes).map(([stubPath, element]) => (
                <Route key={stubPath} path={stubPath} element={element} />
              ))}
            </Routes>
          ) : (
            ui
          )}
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
