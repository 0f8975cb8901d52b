import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { App } from './app';

export { pageQueries, type PageQuery } from './entry-server-data';

/** One answer the page's queries read, under the key the page asks with. */
export type ServerQuery = { queryKey: readonly unknown[]; data: unknown };

export type RenderedPage = {
  /** The markup of #root. */
  html: string;
  /** The queries' data, for main.tsx to hydrate the query cache with. */
  state: DehydratedState;
};

/**
 * A public page rendered on the server from the same components as in the browser (decision
 * 101): the API answers a product page by loading its data from its own services, putting it
 * here under the keys the page's queries use, and rendering the route at `location` with React's
 * static prerender (every lazy page and Suspense boundary resolved, no inline script). Queries
 * the server was not given stay pending and render their loading state, as they do in the browser
 * while hydrating, and load there afterwards.
 *
 * Built by `vite build --ssr` into dist-server/entry-server.js (npm run build).
 */
export async function renderPage(
  location: string,
  queries: readonly ServerQuery[],
): Promise<RenderedPage> {
  // A client per request: nothing of one visitor's page reaches another's.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, gcTime: Infinity } },
  });
  for (const { queryKey, data } of queries) client.setQueryData(queryKey, data);
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(<App location={location} queryClient={client} />, {
      // Every boundary inline, as it is to be hydrated: never outlined behind an inline script
      // (which the CSP would refuse) however large the page.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    });
    if (errors.length > 0) throw new AggregateError(errors, `${location} failed to render`);
    const html = await new Response(prelude).text();
    return { html, state: dehydrate(client) };
  } finally {
    client.clear();
  }
}
