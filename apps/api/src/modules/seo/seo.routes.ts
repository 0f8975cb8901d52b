import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { STOREFRONT_ROUTES, canonicalStorefrontPath, matchStorefrontRoute } from '@electro/shared';
import { publicOrigin } from '../../lib/http';
import { servicesOf } from '../../lib/services';
import { sendShell } from '../../plugins/external/storefront';
import {
  robotsText,
  sitemapFile,
  sitemapIndex,
  storefrontPageExists,
  type SitemapKind,
} from './seo.service';
import { pageHtml, splitShell, type RenderedContent } from './seo.head';
import { readPageQueries } from './seo.page-data';
import { PAGES_RENDERED, PAGES_WITH_HEAD, storefrontPage, type StorefrontPage } from './seo.pages';
import { pageRendererLoader } from './seo.render';

/** Not part of the API's contract: left out of the OpenAPI document. */
const hidden = { hide: true };

/**
 * The origin the store's addresses are written with: PUBLIC_URL, else the request's own, whose
 * Host the allowed-hosts rule has checked and whose X-Forwarded-* headers count only from a
 * trusted proxy (lib/allowed-hosts.ts, lib/proxy-trust.ts): a forged Host never names another
 * domain here, and the public cache keys its answers on the origin anyway.
 */
function storeOrigin(request: FastifyRequest): string {
  const configured = request.server.config.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

const SITEMAP_FILE = /^(pages|categories|brands|products)-([1-9]\d{0,6})\.xml$/;
const XML = 'application/xml; charset=utf-8';

/** robots.txt and the sitemaps, at the site's root (decision 097). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const services = servicesOf(app);
  const perFile = app.config.SITEMAP_URLS_PER_FILE;

  app.get(
    '/robots.txt',
    { config: { publicCache: 'cached' }, schema: hidden },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(robotsText(storeOrigin(request))),
  );

  app.get(
    '/sitemap.xml',
    { config: { publicCache: 'cached' }, schema: hidden },
    async (request, reply) =>
      reply.type(XML).send(await sitemapIndex(services, storeOrigin(request), perFile)),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { config: { publicCache: 'cached' }, schema: hidden },
    async (request, reply) => {
      const named = SITEMAP_FILE.exec(request.params.file);
      if (!named) return reply.callNotFound();
      const kind = named[1] as SitemapKind;
      const file = Number(named[2]) - 1;
      const body = await sitemapFile(services, storeOrigin(request), perFile, kind, file);
      if (body === undefined) return reply.callNotFound();
      reply.type(XML);
      return reply.send(typeof body === 'string' ? body : Readable.from(body));
    },
  );
};

/**
 * The storefront's pages at their real addresses (decision 096): each route of
 * STOREFRONT_ROUTES answers the app's shell, with 404 when it names a product, category or
 * content page that is not there (the app then shows its not-found page). Another spelling of a
 * route (`/Shop`, `/shop/`) is sent to the route's own with 301, its query kept.
 *
 * A public page (PAGES_WITH_HEAD, `/` included) has its own head written into the shell
 * (decision 102) and is kept by the public cache like the API's public answers: the catalogue
 * writes that empty one empty the other, in every process (plugins/public-cache.ts), so a
 * price or a sell-out shows on the next request. The rest are the shell as built.
 */
export const storefrontPageRoutes: FastifyPluginAsync = async (app) => {
  const services = servicesOf(app);
  const shell = splitShell(app.storefrontShell ?? '');
  const renderer = pageRendererLoader(app.config.WEB_DIST, app.log);

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const question = request.url.indexOf('?');
    const path = question === -1 ? request.url : request.url.slice(0, question);
    const query = question === -1 ? '' : request.url.slice(question);
    const match = matchStorefrontRoute(path);
    if (!match) {
      // The router took `/shop/` for `/shop` (ignoreTrailingSlash); the address has one form.
      const canonical = canonicalStorefrontPath(path);
      if (canonical) return reply.redirect(`${canonical}${query}`, 301);
      return sendShell(request, reply, 404);
    }
    if (!PAGES_WITH_HEAD.has(match.route)) {
      let exists = true;
      try {
        exists = await storefrontPageExists(services, match);
      } catch (error) {
        // The database is away: the app's page, which says so itself when it asks for its data.
        request.log.warn({ err: error }, 'storefront page lookup failed');
      }
      return sendShell(request, reply, exists ? 200 : 404);
    }
    let page: StorefrontPage | null | undefined;
    try {
      page = await storefrontPage(services, match, new URLSearchParams(query), {
        store: storeOrigin(request),
        images: publicOrigin(request),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'storefront page lookup failed');
      return sendShell(request, reply, 200);
    }
    if (page === undefined) return sendShell(request, reply, 404);
    if (page === null) return sendShell(request, reply, 200);
    let content: RenderedContent | undefined;
    const loaded = PAGES_RENDERED.has(match.route) ? await renderer() : null;
    if (loaded) {
      try {
        // The product page's data comes from the services (page.queries); the others' from
        // the API's public reads, under the keys the web app's renderer names (decision 103).
        const read = await readPageQueries(request, loaded.pageQueries(request.url));
        const rendered = await loaded.renderPage(request.url, [...(page.queries ?? []), ...read]);
        content = { ...rendered, location: request.url };
      } catch (error) {
        // The head alone, and the browser renders the page as it does without the server.
        request.log.error({ err: error }, 'storefront page render failed');
      }
    }
    return reply.type('text/html; charset=utf-8').send(pageHtml(shell, page.head, content));
  };

  for (const route of STOREFRONT_ROUTES) {
    const withHead = PAGES_WITH_HEAD.has(route);
    app.get(
      route,
      {
        schema: hidden,
        ...(withHead
          ? {
              config: { publicCache: 'cached' as const },
              // Revalidated as the shell is; set before the cache may answer (preParsing).
              onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
                reply.header('cache-control', 'no-cache');
              },
            }
          : {}),
      },
      answer,
    );
  }
};
