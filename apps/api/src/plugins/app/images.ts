import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { configuredImageStore } from '../../lib/image-store-s3';
import type { ImageStore } from '../../lib/images';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    images: ImageStore;
  }
}

/**
 * The uploaded pictures: in the S3_BUCKET bucket when one is set, else under DATA_DIR/uploads;
 * unless the caller brings its own store.
 */
async function imagesPlugin(app: FastifyInstance, options: { images?: ImageStore }) {
  const { config } = app;
  if (options.images) {
    app.decorate('images', options.images);
    return;
  }
  const { store, close } = configuredImageStore(config, app.log);
  app.addHook('onClose', async () => close());
  app.decorate('images', store);
}

export default fp(imagesPlugin, { name: 'images', dependencies: ['config'] });
