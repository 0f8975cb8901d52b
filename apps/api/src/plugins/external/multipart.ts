import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/** Forms with pictures (products, categories, brands, profiles); read by lib/multipart.ts. */
async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: app.config.UPLOAD_MAX_BYTES, files: 12, fields: 40 },
  });
}

export default fp(multipartPlugin, { name: 'multipart', dependencies: ['config'] });
