import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bucketSettings, createBucketClient, createS3ImageStore } from '../../lib/image-store-s3';
import { createImageStore, type ImageStore } from '../../lib/images';

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
  const root = path.join(config.DATA_DIR, 'uploads');
  const encoding = { maxSide: config.IMAGE_MAX_SIDE, maxPixels: config.IMAGE_MAX_PIXELS };
  const settings = bucketSettings(config);
  if (!settings) {
    app.decorate('images', createImageStore({ root, ...encoding }));
    return;
  }
  const client = createBucketClient(settings);
  app.addHook('onClose', async () => client.destroy());
  app.decorate('images', createS3ImageStore({ root, ...encoding, settings, client, log: app.log }));
}

export default fp(imagesPlugin, { name: 'images', dependencies: ['config'] });
