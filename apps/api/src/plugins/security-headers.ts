import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { inlineScriptHashes } from '../lib/inline-scripts';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers, fitted to how the store is reached. `upgrade-insecure-requests` and HSTS
 * make a browser fetch every asset over https: on a store served over plain HTTP (a laptop's
 * `HOST=0.0.0.0` opened from a phone on the same network) the page would stay blank. So both
 * are sent only when the store is served over HTTPS: PUBLIC_URL is https, or the request came
 * over https (directly, or through a trusted proxy's `x-forwarded-proto`).
 */
async function securityHeaders(app: FastifyInstance) {
  const { config } = app;
  await app.register(helmet, {
    // The storefront is a Vite build whose only inline script (the entry page's preloads) is
    // allowed by its hash; images may come from any https origin an admin configures
    // (PUBLIC_URL, a CDN), and from blob: URLs for previews.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(path.join(config.WEB_DIST, 'index.html'))],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
    // API clients on other origins show our images and fetch them to re-edit a form.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  const alwaysHttps = config.PUBLIC_URL?.startsWith('https:') ?? false;
  app.addHook('onRequest', async (request, reply) => {
    if (!alwaysHttps && request.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
    }
  });
}

export default fp(securityHeaders, { name: 'security-headers', dependencies: ['database'] });
