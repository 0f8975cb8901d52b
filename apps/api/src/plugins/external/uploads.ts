import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFound } from '../../lib/errors';
import type { ThumbnailWidth } from '../../lib/images';

/** The uploaded pictures at /uploads/, and their narrower copies made on first request. */
async function uploadsPlugin(app: FastifyInstance) {
  // /uploads/w400/products/<id>.webp: the 400 px wide copy of /uploads/products/<id>.webp.
  app.get<{ Params: { width: string; '*': string } }>(
    '/uploads/w:width/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const width = Number(request.params.width) as ThumbnailWidth;
      const file = await app.images.thumbnail(request.params['*'], width);
      if (!file) throw notFound('Image');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(createReadStream(file));
    },
  );

  await app.register(fastifyStatic, {
    root: app.images.root,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    // Keys are random and never rewritten, so a year of caching is safe.
    setHeaders: (res) => {
      res.header('access-control-allow-origin', '*');
      res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}

export default fp(uploadsPlugin, { name: 'uploads', dependencies: ['images'] });
