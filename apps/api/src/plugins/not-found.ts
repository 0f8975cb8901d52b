import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canonicalStorefrontPath } from '@electro/shared';
import { sendShell } from './external/storefront';

/** The one message of an unknown route, whatever its method and address. */
export const NOT_FOUND_MESSAGE = 'Route not found';

function isPageRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !(request.url.startsWith('/api/') || request.url === '/api');
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * What an unknown address answers. The API keeps its JSON error. A browser asking for a page
 * (`Accept: text/html`) gets the storefront's shell with status 404, and the app shows its
 * not-found page (decision 096); a route of the storefront spelled another way (`/Shop`) is sent
 * to its one address with 301. The storefront's own routes are answered in modules/seo.
 */
async function notFound(app: FastifyInstance, options: { storefront: boolean }) {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (options.storefront && isPageRead(request)) {
      const question = request.url.indexOf('?');
      const path = question === -1 ? request.url : request.url.slice(0, question);
      const canonical = canonicalStorefrontPath(path);
      const query = question === -1 ? '' : request.url.slice(question);
      if (canonical) return reply.redirect(`${canonical}${query}`, 301);
      if (wantsHtml(request)) return sendShell(request, reply, 404);
    }
    // Never the address itself (docs/SECURITY.md): whatever a link put in it would come back.
    return reply.status(404).send({ success: false, message: NOT_FOUND_MESSAGE });
  });
}

export default fp(notFound, { name: 'not-found' });
