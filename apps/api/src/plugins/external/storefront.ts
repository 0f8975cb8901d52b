import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * The built storefront (WEB_DIST): hashed assets cached for a year, the rest revalidated.
 * Files are served pre-compressed (.br, .gz) when the build wrote them.
 */
async function storefrontPlugin(app: FastifyInstance) {
  const root = app.config.WEB_DIST;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const cacheable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export default fp(storefrontPlugin, { name: 'storefront', dependencies: ['config'] });
