import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  COMPRESS_THRESHOLD,
  compressBody,
  negotiateEncoding,
  type ContentCoding,
} from './external/compress';
import {
  INVALIDATION_CHANNEL,
  listenForInvalidations,
  type InvalidationListener,
} from './public-cache-listener';

export { LISTENER_APPLICATION_NAME } from './public-cache-listener';

/**
 * A short-lived, in-process cache of the public catalogue reads that every visitor makes the
 * same way (product lists, categories, brands, reviews): the same query on the same origin
 * gives the same bytes. Any successful write empties it, and a read that overlapped a write is
 * not stored, so within one process a reader never sees data older than the last write it could
 * observe. On a PostgreSQL server the write also sends a NOTIFY before its client hears back, and
 * every process LISTENs on a connection of its own and empties its cache when told; a process
 * whose listening connection is down serves no cached answer until it listens again
 * (decision 046). On the embedded database there is one process and no notification.
 *
 * Routes say what they are to the cache in their `config.publicCache` (see PublicCacheRole):
 * reads opt in with 'cached'; writes that change nothing a cached read shows (cart, wishlist,
 * login) opt out with 'unaffected'. A write route that says nothing empties the cache, so a new
 * one is safe before anyone thinks of the cache.
 *
 * It holds at most `maxBytes` of answers (the oldest go first, and expired ones within a TTL
 * even when nothing new arrives), keyed on the path and the query's parameters in sorted order,
 * and a hit is served after the per-address request limit has counted it (contract v1.1).
 *
 * An entry also keeps its body compressed in each coding a client asked for (br, gzip), made
 * on the first request that wants it and counted in `maxBytes`: a hit is then sent as it is
 * stored, never compressed again (decision 056). Every answer through the cache says
 * `Vary: Accept-Encoding`.
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

type Entry = {
  body: Buffer;
  contentType: string;
  expires: number;
  /** The body, the key and every compressed copy. */
  bytes: number;
  encoded: Partial<Record<ContentCoding, Buffer>>;
};

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

/** Adds `accept-encoding` to the answer's Vary header (CORS may have put `Origin` there). */
function varyOnEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const value = Array.isArray(current) ? current.join(', ') : String(current);
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(value)) {
    reply.header('vary', `${value}, accept-encoding`);
  }
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

  // Expired answers are let go once a TTL, not only when a new one needs their room: an idle
  // store holds none of them.
  const sweep = setInterval(() => makeRoom(0), Math.max(options.ttlMs, 250));
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  /** Another process wrote: what this one keeps may be stale, and so may reads in flight. */
  const forget = () => {
    generation += 1;
    clear();
  };

  // On a PostgreSQL server other processes may write: their NOTIFY empties this cache, and
  // while this process cannot hear them it keeps nothing.
  const instance = randomUUID();
  let listener: InvalidationListener | null = null;
  const databaseUrl = app.config.DATABASE_URL;
  if (databaseUrl) {
    app.addHook('onReady', async () => {
      listener = listenForInvalidations({
        databaseUrl,
        connectTimeoutMs: app.config.DB_CONNECT_TIMEOUT_MS,
        log: app.log,
        onNotification: (from) => {
          if (from !== instance) forget();
        },
        onListening: forget,
        onLost: forget,
      });
      await listener.started;
      if (!listener.listening()) {
        app.log.warn('the public cache cannot LISTEN yet: cached answers are off until it can');
      }
    });
    app.addHook('onClose', async () => listener?.close());
  }
  const usable = () => !databaseUrl || (listener?.listening() ?? false);
  const notifyOthers = async () => {
    try {
      await app.db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${instance})`);
    } catch (error) {
      app.log.warn(
        { err: error },
        'other processes could not be told to empty their public cache (they will within its TTL)',
      );
    }
  };

  /**
   * The entry's body in what the client accepts: the stored copy, else one made now and kept
   * when the budget allows (it may push older entries out, this one included: it is then sent
   * and not kept). Small bodies go as they are, as @fastify/compress would send them.
   */
  const encodedBody = async (key: string, entry: Entry, request: FastifyRequest) => {
    const coding = negotiateEncoding(request.headers);
    if (coding === 'identity' || entry.body.length < COMPRESS_THRESHOLD) return null;
    const stored = entry.encoded[coding];
    if (stored) return { coding, body: stored };
    const body = await compressBody(entry.body, coding);
    const size = body.length;
    if (entries.get(key) === entry && !entry.encoded[coding]) {
      if (entry.bytes + size <= options.maxBytes / LARGEST_SHARE) {
        makeRoom(size);
        if (entries.get(key) === entry) {
          entry.encoded[coding] = body;
          entry.bytes += size;
          bytes += size;
        }
      }
    }
    return { coding, body };
  };

  const sendEntry = async (
    key: string,
    entry: Entry,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    varyOnEncoding(reply);
    reply.header('content-type', entry.contentType);
    const encoded = await encodedBody(key, entry, request);
    if (!encoded) return entry.body;
    reply.header('content-encoding', encoded.coding);
    return encoded.body;
  };

  // preParsing runs after every onRequest hook, the per-address request limit's included, so
  // a cached answer still counts toward that limit.
  app.addHook('preParsing', async (request, reply) => {
    if (request.method !== 'GET' || roleOf(request) !== 'cached' || !usable()) return;
    const key = normalisedKey(request);
    const entry = entries.get(key);
    if (entry && entry.expires > Date.now()) {
      reply.header('x-cache', 'hit');
      return reply.send(await sendEntry(key, entry, request, reply));
    }
    request.publicCacheKey = { key, generation };
  });

  // The answer is kept before @fastify/compress sees it (its hook is the route's own, and runs
  // after this one); sent compressed from here, it passes through that plugin untouched.
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.publicCacheKey;
    if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    reply.header('x-cache', 'miss');
    varyOnEncoding(reply);
    const body = Buffer.from(payload);
    const size = body.length + pending.key.length;
    if (pending.generation !== generation || size > options.maxBytes / LARGEST_SHARE) {
      return payload;
    }
    remove(pending.key);
    makeRoom(size);
    const entry: Entry = {
      body,
      contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      expires: Date.now() + options.ttlMs,
      bytes: size,
      encoded: {},
    };
    entries.set(pending.key, entry);
    bytes += size;
    return sendEntry(pending.key, entry, request, reply);
  });

  // After the write's transaction has committed and before its client hears back.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      !READ_METHODS.has(request.method) &&
      reply.statusCode < 400 &&
      roleOf(request) !== 'unaffected'
    ) {
      forget();
      if (databaseUrl) await notifyOthers();
    }
    return payload;
  });

  app.decorate('publicCacheBytes', () => bytes);
  app.decorate('publicCacheListening', () => usable());
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Bytes the public cache holds now (0 when it is off). */
    publicCacheBytes?: () => number;
    /** Whether the cache may answer: always on the embedded database; on PostgreSQL, while
     * its LISTEN connection is up. */
    publicCacheListening?: () => boolean;
  }
}

// It reads DATABASE_URL from the settings and sends its NOTIFY through the database.
export default fp(publicCachePlugin, {
  name: 'public-cache',
  dependencies: ['config', 'database'],
});
