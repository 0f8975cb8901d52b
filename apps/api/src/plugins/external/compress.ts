import { promisify } from 'node:util';
import zlib, { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** The codings the API compresses its answers in, best first. */
export type ContentCoding = 'br' | 'gzip';
export type ResponseEncoding = ContentCoding | 'identity';

/** Answers smaller than this are sent as they are: compressing them saves next to nothing. */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Answers up to this size are compressed in one synchronous call (a 27 KB page takes well under
 * a millisecond at these levels); larger ones stream through zlib off the main thread.
 */
export const SYNC_COMPRESS_LIMIT = 64 * 1024;

// Quality 4 costs little CPU per response; the storefront's files are compressed at build time
// at the highest level and served as they are (preCompressed in storefront.ts).
const brotliOptions = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };
const zlibOptions = { level: 6 };

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** The body in `coding`, at the same levels as every other answer of the API. */
export async function compressBody(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (body.length <= SYNC_COMPRESS_LIMIT) {
    return coding === 'br'
      ? zlib.brotliCompressSync(body, brotliOptions)
      : zlib.gzipSync(body, zlibOptions);
  }
  return coding === 'br' ? brotliAsync(body, brotliOptions) : gzipAsync(body, zlibOptions);
}

const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to answer in, from the request's Accept-Encoding (RFC 9110 §12.5.3): a coding's
 * weight is its own q, else that of `*`, else 0. The heaviest coding wins, br before gzip on a
 * tie; identity wins only over a heavier weight of its own (`identity` or `*`), or when no coding
 * is acceptable. No header, an empty one or `x-no-compression` mean identity.
 */
export function negotiateEncoding(headers: FastifyRequest['headers']): ResponseEncoding {
  const header = headers['accept-encoding'];
  if (typeof header !== 'string' || headers['x-no-compression'] !== undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';');
    let coding = name.trim();
    if (coding === '') continue;
    if (coding === 'x-gzip') coding = 'gzip';
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    weights.set(coding, Math.max(q, weights.get(coding) ?? 0));
  }
  const any = weights.get('*');
  let best: ResponseEncoding = 'identity';
  let bestWeight = 0;
  for (const coding of CODINGS) {
    const weight = weights.get(coding) ?? any ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  const identity = weights.get('identity') ?? any;
  return bestWeight > 0 && (identity === undefined || bestWeight >= identity) ? best : 'identity';
}

async function compressPlugin(app: FastifyInstance) {
  // @fastify/compress's own choice ignores identity's weight and reads `*` as gzip: the request
  // is told the negotiated coding once, and the plugin (and the static files' precompressed
  // copies, and the public cache) all answer in it.
  app.addHook('onRequest', async (request) => {
    if (request.headers['accept-encoding'] !== undefined) {
      request.headers['accept-encoding'] = negotiateEncoding(request.headers);
    }
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    syncThreshold: SYNC_COMPRESS_LIMIT,
    encodings: [...CODINGS],
    brotliOptions,
    zlibOptions,
  });
}

export default fp(compressPlugin, { name: 'compress' });
