import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A short-lived, in-process cache of the public catalogue reads that every visitor makes the
 * same way (product lists, categories, brands, reviews): the same query on the same origin
 * gives the same bytes. Any successful write empties it, and a read that overlapped a write is
 * not stored, so within one process a reader never sees data older than the last write it could
 * observe. Other processes sharing a PostgreSQL server see a change after at most the TTL.
 *
 * Routes say what they are to the cache in their `config.publicCache` (see PublicCacheRole):
 * reads opt in with 'cached'; writes that change nothing a cached read shows (cart, wishlist,
 * login) opt out with 'unaffected'. A write route that says nothing empties the cache, so a new
 * one is safe before anyone thinks of the cache.
 *
 * It holds at most `maxBytes` of answers (the oldest go first), keyed on the path and the
 * query's parameters in sorted order, and a hit is served after the per-address request limit
 * has counted it (contract v1.1).
 */
export type PublicCacheOptions = { ttlMs: number; maxBytes: number };

/**
 * 'cached': a public GET whose answer depends only on its URL (never on who asks).
 * 'unaffected': a write that changes nothing a cached read shows.
 */
export type PublicCacheRole = 'cached' | 'unaffected';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    publicCache?: PublicCacheRole;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const roleOf = (request: FastifyRequest): PublicCacheRole | undefined =>
  request.routeOptions.config.publicCache;

/** An answer larger than this share of the budget is served but not kept. */
const LARGEST_SHARE = 8;

type Entry = { body: string; contentType: string; expires: number; bytes: number };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    publicCacheKey?: { key: string; generation: number };
  }
}

/** `/api/v1/products/?b=2&a=1` and `/api/v1/products?a=1&b=2` are one entry. */
export function normalisedKey(request: FastifyRequest): string {
  const url = request.url;
  const question = url.indexOf('?');
  let end = question === -1 ? url.length : question;
  while (end > 1 && url[end - 1] === '/') end -= 1;
  const path = url.slice(0, end);
  if (question === -1) return `${request.protocol}://${request.host}${path}`;
  const params = new URLSearchParams(url.slice(question + 1));
  params.sort();
  return `${request.protocol}://${request.host}${path}?${params.toString()}`;
}

async function publicCachePlugin(app: FastifyInstance, options: PublicCacheOptions) {
  if (options.ttlMs <= 0 || options.maxBytes <= 0) return;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  /** Every entry lives as long as the others, so the oldest inserted expire first. */
  const makeRoom = (needed: number) => {
    const now = Date.now();
    for (const [key, entry] of entries) {
      if (entry.expires > now && bytes + needed <= options.maxBytes) break;
      remove(key);
    }
  };

  // preParsing runs after every onRequest hook, the per-address request limit's included, so
  // a cached answer still counts toward that limit.
  app.addHook('preParsing', async (request, reply) => {
    if (request.method !== 'GET' || roleOf(request) !== 'cached') return;
    const key = normalisedKey(request);
    const entry = entries.get(key);
    if (entry && entry.expires > Date.now()) {
      reply.header('content-type', entry.contentType).header('x-cache', 'hit');
      return reply.send(entry.body);
    }
    request.publicCacheKey = { key, generation };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.publicCacheKey;
    if (pending && reply.statusCode === 200 && typeof payload === 'string') {
      const size = Buffer.byteLength(payload) + pending.key.length;
      if (pending.generation === generation && size <= options.maxBytes / LARGEST_SHARE) {
        remove(pending.key);
        makeRoom(size);
        entries.set(pending.key, {
          body: payload,
          contentType: String(reply.getHeader('content-type') ?? 'application/json'),
          expires: Date.now() + options.ttlMs,
          bytes: size,
        });
        bytes += size;
      }
      reply.header('x-cache', 'miss');
    }
    return payload;
  });

  // After the write's transaction has committed and before its client hears back.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      !READ_METHODS.has(request.method) &&
      reply.statusCode < 400 &&
      roleOf(request) !== 'unaffected'
    ) {
      generation += 1;
      clear();
    }
    return payload;
  });

  app.decorate('publicCacheBytes', () => bytes);
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Bytes the public cache holds now (0 when it is off). */
    publicCacheBytes?: () => number;
  }
}

export default fp(publicCachePlugin, { name: 'public-cache' });
