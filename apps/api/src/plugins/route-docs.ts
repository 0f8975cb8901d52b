import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponseSchema } from '@electro/shared';

/**
 * Documents, on every /api/v1 route, the answers any route can give besides its own: the
 * OpenAPI document is what generated clients and the fuzz run check the store against, so a
 * status the store may send must be listed there.
 * - 400: a malformed address (a bad %-escape) reaches no route's own validation;
 * - 414: a path parameter longer than the router keeps;
 * - 413 and 415: a body too large or of another type, on any method that may carry one;
 * - 429: the per-address request limit (every route but /health);
 * - 503: the database is away, or a bounded queue is full.
 * Signed-in routes are documented by the auth plugin (security, 401, 403).
 */
type Schema = { response?: Record<string | number, unknown> };

export function addResponses(route: RouteOptions, statuses: number[]) {
  const schema = (route.schema ??= {}) as Schema;
  const response = (schema.response ??= {});
  for (const status of statuses) response[status] ??= errorResponseSchema;
}

async function routeDocs(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1') || (route.schema as { hide?: boolean })?.hide) return;
    const statuses = [400, 503];
    if (route.url.includes(':')) statuses.push(414);
    const methods = [route.method].flat();
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) statuses.push(413, 415);
    const rateLimited = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false;
    if (rateLimited && app.config.RATE_LIMIT_PER_MINUTE > 0) statuses.push(429);
    addResponses(route, statuses);
  });
}

export default fp(routeDocs, { name: 'route-docs', dependencies: ['database'] });
