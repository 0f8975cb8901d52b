import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStorefrontPath } from '@electro/shared';

/**
 * What an unknown address answers. The API keeps its JSON error. A browser asking for a page
 * (`Accept: text/html`) that is a storefront route typed or shared without its `#`
 * (`/shop?page=2`) is redirected to the same route under `/#/`; any other page gets the
 * store's own 404 page, never raw JSON.
 */
const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Page not found · Electro</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #f8fafc; color: #0f172a; }
  main { max-width: 28rem; padding: 2rem; text-align: center; }
  h1 { font-size: 1.75rem; margin: 0 0 .75rem; }
  p { margin: 0 0 1.5rem; line-height: 1.5; color: #334155; }
  a { display: inline-block; padding: .75rem 1.5rem; border-radius: .5rem; background: #1d4ed8; color: #fff; text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
  @media (prefers-color-scheme: dark) { body { background: #0f172a; color: #f1f5f9; } p { color: #cbd5e1; } }
</style>
</head>
<body>
<main>
<p aria-hidden="true" style="font-size:3rem;margin:0">404</p>
<h1>Page not found</h1>
<p>The page you are looking for does not exist or has moved.</p>
<a href="/#/">Go to the store</a>
</main>
</body>
</html>
`;

/** The one message of an unknown route, whatever its method and address. */
export const NOT_FOUND_MESSAGE = 'Route not found';

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/') || request.url === '/api') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

async function notFound(app: FastifyInstance, options: { storefront: boolean }) {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (options.storefront && wantsPage(request)) {
      const question = request.url.indexOf('?');
      const path = question === -1 ? request.url : request.url.slice(0, question);
      if (isStorefrontPath(path)) return reply.redirect(`/#${request.url}`, 302);
      return reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
    }
    // Never the address itself (docs/SECURITY.md): whatever a link put in it would come back.
    return reply.status(404).send({ success: false, message: NOT_FOUND_MESSAGE });
  });
}

export default fp(notFound, { name: 'not-found' });
