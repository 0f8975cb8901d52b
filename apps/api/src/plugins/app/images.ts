import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createImageStore, type ImageStore } from '../../lib/images';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    images: ImageStore;
  }
}

/** The uploaded pictures under DATA_DIR/uploads, unless the caller brings its own store. */
async function imagesPlugin(app: FastifyInstance, options: { images?: ImageStore }) {
  const { config } = app;
  app.decorate(
    'images',
    options.images ??
      createImageStore({
        root: path.join(config.DATA_DIR, 'uploads'),
        maxSide: config.IMAGE_MAX_SIDE,
        maxPixels: config.IMAGE_MAX_PIXELS,
      }),
  );
}

export default fp(imagesPlugin, { name: 'images', dependencies: ['config'] });
