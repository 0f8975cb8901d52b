import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** The pre-rendered shell every page of the storefront starts from (apps/web/build). */
const SHELL = 'index.html';

/**
 * The built storefront (WEB_DIST): hashed assets cached for a year, the rest revalidated.
 * Files are served pre-compressed (.br, .gz) when the build wrote them, with
 * `Vary: Accept-Encoding`.
 */
async function storefrontPlugin(app: FastifyInstance) {
  const root = app.config.WEB_DIST;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // reply.sendFile, for sendShell below.
    decorateReply: true,
    wildcard: false,
    // `/` is a page like the others, with its own head (modules/seo).
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const cacheable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Read once, as the CSP's hashes of its inline script are (plugins/external/helmet.ts).
  app.decorate('storefrontShell', readFileSync(path.join(root, SHELL), 'utf8'));
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** The built storefront's index.html, where a page's head and content are written. */
    storefrontShell?: string;
  }
}

/**
 * Answers with the storefront's shell, as `/` does (same file, compressed copies, caching
 * headers and validators), with `status`: 200 for a page of the app, 404 for an address that
 * names nothing (the app shows its not-found page). A 404 is always sent whole: a revalidation
 * answered 304 would carry a 200's meaning.
 */
export function sendShell(request: FastifyRequest, reply: FastifyReply, status: 200 | 404) {
  if (status === 404) {
    delete request.raw.headers['if-none-match'];
    delete request.raw.headers['if-modified-since'];
  }
  return reply.code(status).sendFile(SHELL);
}

export default fp(storefrontPlugin, { name: 'storefront', dependencies: ['config'] });
