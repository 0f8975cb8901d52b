import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

async function compressPlugin(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 costs little CPU per response; the storefront's files are compressed at
    // build time at the highest level and served as they are (preCompressed in storefront.ts).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export default fp(compressPlugin, { name: 'compress' });
