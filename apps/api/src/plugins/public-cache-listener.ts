/**
 * How the API processes on one PostgreSQL database tell each other to empty their public caches
 * (public-cache.ts, decision 046): a NOTIFY on a channel, and a LISTEN on a connection of each
 * process's own.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The channel every API process on one PostgreSQL database listens on. */
export const INVALIDATION_CHANNEL = 'electro_public_cache';
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const LISTENER_APPLICATION_NAME = 'electro-public-cache';

export type InvalidationListener = {
  /** True while the LISTEN connection is up: only then may the cache answer. */
  listening: () => boolean;
  /** Resolves once the first connection attempt has succeeded or failed. */
  started: Promise<void>;
  close: () => Promise<void>;
};

/**
 * A LISTEN on its own connection (not one of the pool's, which are lent to requests and may be
 * replaced at any time). When it drops or a heartbeat goes unanswered it is replaced, after 100
 * ms, doubling up to 5 s while the attempts fail. `onChange` is told of every notification and
 * of every (re)connection, since notifications sent while it was away are lost.
 */
export function listenForInvalidations(options: {
  databaseUrl: string;
  connectTimeoutMs: number;
  log: FastifyBaseLogger;
  onNotification: (payload: string) => void;
  onListening: () => void;
  onLost: () => void;
  heartbeatMs?: number;
}): InvalidationListener {
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  let client: pg.Client | null = null;
  let up = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const drop = (reason: unknown) => {
    const old = client;
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    if (old) {
      old.removeAllListeners();
      old.on('error', () => undefined);
      old.end().catch(() => undefined);
    }
    if (up) {
      up = false;
      options.onLost();
      options.log.warn(
        { err: reason },
        'the public cache lost its LISTEN connection: cached answers are off until it is back',
      );
    }
    if (closed) return;
    const delay = Math.min(100 * 2 ** failures, 5000);
    failures += 1;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  const connect = async () => {
    retry = undefined;
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: options.connectTimeoutMs,
      query_timeout: options.connectTimeoutMs,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client = next;
    next.on('error', (error) => {
      if (client === next) drop(error);
    });
    next.on('end', () => {
      if (client === next) drop(new Error('the connection ended'));
    });
    next.on('notification', (message) => {
      if (client === next && message.channel === INVALIDATION_CHANNEL) {
        options.onNotification(message.payload ?? '');
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      options.log.debug({ err: error }, 'the public cache could not LISTEN yet');
      if (client === next) drop(error);
      return;
    }
    if (client !== next) return;
    failures = 0;
    up = true;
    options.onListening();
    if (heartbeatMs > 0) {
      heartbeat = setInterval(() => {
        next.query('select 1').catch((error: unknown) => {
          if (client === next) drop(error);
        });
      }, heartbeatMs);
      heartbeat.unref();
    }
  };

  const started = connect();
  return {
    listening: () => up,
    started,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      if (heartbeat) clearInterval(heartbeat);
      const last = client;
      client = null;
      up = false;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}
