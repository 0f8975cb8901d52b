import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderedContent } from './seo.head';
import type { PageQuery } from './seo.page-data';
import type { ServerQuery } from './seo.pages';

/** apps/web/src/app/entry-server.tsx as built: the storefront's pages rendered by React. */
export type PageRenderer = {
  renderPage: (location: string, queries: readonly ServerQuery[]) => Promise<RenderedContent>;
  /** The queries the page at a location reads first, under the keys its hooks use. */
  pageQueries: (location: string) => PageQuery[];
};

/** Where `npm run build` writes it: dist-server beside the storefront's dist (WEB_DIST). */
export const rendererPath = (webDist: string) =>
  path.join(webDist, '..', 'dist-server', 'entry-server.js');

/**
 * The server renderer of the storefront's pages (decision 101), or null when the web app was
 * built without it (then the pages carry their head only and render in the browser).
 */
async function loadPageRenderer(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const file = rendererPath(webDist);
  if (!existsSync(file)) return null;
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    if (typeof loaded.renderPage !== 'function') throw new Error(`${file} has no renderPage`);
    // A renderer built before decision 103 reads no list: its pages render their loading state.
    const pageQueries = loaded.pageQueries ?? (() => []);
    return { renderPage: loaded.renderPage, pageQueries };
  } catch (error) {
    log.error({ err: error }, 'the storefront page renderer could not be loaded');
    return null;
  }
}

/**
 * The renderer, imported on the first page that needs it and kept: a process that serves no
 * product page (or a test of other routes) never loads the storefront's code.
 */
export function pageRendererLoader(
  webDist: string,
  log: FastifyBaseLogger,
): () => Promise<PageRenderer | null> {
  let loading: Promise<PageRenderer | null> | undefined;
  return () => (loading ??= loadPageRenderer(webDist, log));
}
