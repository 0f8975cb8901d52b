import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { fixedImageOrigin } from '../../lib/http';
import { inlineScriptHashes } from '../../lib/inline-scripts';

/**
 * Helmet's headers, worked out once at start. (@fastify/helmet builds a new helmet middleware,
 * parsing every directive again, on each request; none of these headers depends on the
 * request.)
 *
 * `upgrade-insecure-requests` and HSTS make a browser fetch every asset over https: on a store
 * served over plain HTTP (a laptop's `HOST=0.0.0.0` opened from a phone on the same network)
 * the page would stay blank. So both are sent only when the store is served over HTTPS:
 * PUBLIC_URL is https, or the request came over https (directly, or through a trusted proxy's
 * `x-forwarded-proto`).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** The origin of an image URL prefix (`https://cdn.example/shop` -> `https://cdn.example`). */
function imageOrigins(prefix: string | null): string[] {
  if (!prefix) return [];
  try {
    return [new URL(prefix).origin];
  } catch {
    return [];
  }
}

async function securityHeaders(app: FastifyInstance) {
  const { config } = app;
  const directives = {
    defaultSrc: ["'self'"],
    // Images may come from any origin an admin configures (PUBLIC_URL, a CDN), and from blob:
    // URLs for previews.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The storefront's only inline script (the entry page's preloads) is allowed by its hash.
    scriptSrc: ["'self'", ...inlineScriptHashes(path.join(config.WEB_DIST, 'index.html'))],
    // The admin's product form fetches the saved gallery images to send them again; when they
    // live in a bucket or behind a CDN, that origin too.
    connectSrc: ["'self'", ...imageOrigins(fixedImageOrigin(config, app.images))],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  };
  const common = {
    // API clients on other origins show our images and fetch them to re-edit a form.
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    crossOriginEmbedderPolicy: false,
  };
  const plain = helmetHeaders({
    ...common,
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
  const secure = helmetHeaders({
    ...common,
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: [] } },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });

  const alwaysHttps = config.PUBLIC_URL?.startsWith('https:') ?? false;
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(alwaysHttps || request.protocol === 'https' ? secure : plain);
  });
}

export default fp(securityHeaders, {
  name: 'security-headers',
  dependencies: ['config', 'images'],
});
