import type { FastifyRequest } from 'fastify';
import type { ServerQuery } from './seo.pages';

/** What the web app's renderer asks for a page's queries (apps/web/src/app/entry-server-data.ts). */
export type PageQuery = { queryKey: readonly unknown[]; path: string; field?: string };

/** Where the API's routes are mounted (app.ts). */
const API_PREFIX = '/api/v1';

/** The headers that decide a request's origin and client address, passed on unchanged. */
const FORWARDED = ['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'];

/**
 * The answers of a server-rendered page's queries (decision 103), each read through the API's
 * own public GET route in this process (Fastify's inject: no socket), so the data is exactly
 * what the browser would have been answered: the same validation of the shop's filters, the
 * same search, the same shapes, and the same public cache, emptied by the same writes. The
 * request carries the visitor's Host, forwarding headers and address, so the pictures' origin
 * is the page's own and the reads count toward the visitor's request limit as the browser's
 * own requests (which the page no longer makes) would have.
 *
 * A query whose read does not answer 200 (a page past the last, a filter the API refuses, a
 * content page that is not there) is left out: the page renders its loading state there and the
 * browser asks for it, as it would without the server.
 */
export async function readPageQueries(
  request: FastifyRequest,
  queries: readonly PageQuery[],
): Promise<ServerQuery[]> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const read = await Promise.all(
    queries.map(async ({ queryKey, path, field }): Promise<ServerQuery | undefined> => {
      if (!path.startsWith('/')) return undefined;
      const response = await request.server.inject({
        method: 'GET',
        url: `${API_PREFIX}${path}`,
        headers,
        ...(request.socket.remoteAddress ? { remoteAddress: request.socket.remoteAddress } : {}),
      });
      if (response.statusCode !== 200) {
        if (response.statusCode >= 500) {
          request.log.warn({ path, status: response.statusCode }, 'page data read failed');
        }
        return undefined;
      }
      const body = response.json<Record<string, unknown>>();
      const data = field === undefined ? body : body[field];
      return data === undefined ? undefined : { queryKey, data };
    }),
  );
  return read.filter((query): query is ServerQuery => query !== undefined);
}
