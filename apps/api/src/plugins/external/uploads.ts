import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFound } from '../../lib/errors';
import { fixedImageOrigin } from '../../lib/http';
import {
  IMAGE_CACHE_CONTROL,
  isImageKey,
  THUMBNAIL_WIDTHS,
  type ThumbnailWidth,
} from '../../lib/images';

/** /uploads/{key} or /uploads/w{width}/{key}, as the store writes them; anything else is not. */
function isUploadPath(pathname: string): boolean {
  const copy = /^w(\d+)\/(.+)$/.exec(pathname);
  if (!copy) return isImageKey(pathname);
  return THUMBNAIL_WIDTHS.includes(Number(copy[1]) as ThumbnailWidth) && isImageKey(copy[2] ?? '');
}

/**
 * The uploaded pictures at /uploads/, and their narrower copies made on first request. When a
 * bucket holds them, /uploads/... only redirects there: URLs handed out before the move (a
 * cached page, an old link) still show the picture.
 */
async function uploadsPlugin(app: FastifyInstance) {
  const elsewhere = app.images.publicUrl ? fixedImageOrigin(app.config, app.images) : null;
  if (elsewhere) {
    app.get<{ Params: { '*': string } }>(
      '/uploads/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const pathname = request.params['*'];
        if (!isUploadPath(pathname)) throw notFound('Image');
        return reply.redirect(`${elsewhere}/uploads/${pathname}`, 302);
      },
    );
    return;
  }

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
        .header('cache-control', IMAGE_CACHE_CONTROL)
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
