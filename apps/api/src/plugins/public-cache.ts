import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A short-lived, in-process cache of the public catalogue reads that every visitor makes the
 * same way (product lists, categories, brands, reviews): the same URL on the same origin
 * gives the same bytes. Any successful write to the catalogue or to orders (which move stock)
 * empties it, and a read that overlapped a write is not stored, so within one process a reader
 * never sees data older than the last write it could observe. Other processes sharing a
 * PostgreSQL server see a change after at most the TTL.
 */
export type PublicCacheOptions = { ttlMs: number; maxEntries?: number };

const CACHEABLE = /^\/api\/v1\/(products|categories|brands|reviews)\/?(\?|$)/;
const INVALIDATING = /^\/api\/v1\/(products|categories|brands|reviews|orders|admin)(\/|\?|$)/;

type Entry = { body: string; contentType: string; expires: number };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    publicCacheKey?: { key: string; generation: number };
  }
}

async function publicCachePlugin(app: FastifyInstance, options: PublicCacheOptions) {
  if (options.ttlMs <= 0) return;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, Entry>();
  let generation = 0;

  const keyOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !CACHEABLE.test(request.url)) return;
    const key = keyOf(request);
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
      if (pending.generation === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(pending.key, {
          body: payload,
          contentType: String(reply.getHeader('content-type') ?? 'application/json'),
          expires: Date.now() + options.ttlMs,
        });
      }
      reply.header('x-cache', 'miss');
    }
    return payload;
  });

  // After the write's transaction has committed and before its client hears back.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      if (reply.statusCode < 400 && INVALIDATING.test(request.url)) {
        generation += 1;
        entries.clear();
      }
    }
    return payload;
  });
}

export default fp(publicCachePlugin, { name: 'public-cache' });
