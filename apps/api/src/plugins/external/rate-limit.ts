import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/** Longest a request waits for Redis to count it before it goes on uncounted. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * RATE_LIMIT_PER_MINUTE requests per address a minute; 0 turns the limit off. With REDIS_URL the
 * counts live in Redis, so every process that names the same server shares one address's budget.
 * Redis being away never fails a request: it goes on uncounted (skipOnError), and the loss and
 * the return of Redis are logged once each (decision 047).
 */
async function rateLimitPlugin(app: FastifyInstance) {
  if (app.config.RATE_LIMIT_PER_MINUTE <= 0) return;
  const redisUrl = app.config.REDIS_URL;
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, {
      // Fail at once while disconnected instead of queueing the request behind a reconnection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // Reconnect forever, waiting 100 ms more each time up to 2 s.
      retryStrategy: (times) => Math.min(times * 100, 2000),
    });
    let reachable: boolean | null = null;
    redis.on('ready', () => {
      if (reachable === false) app.log.info('Redis is back: requests are counted again');
      reachable = true;
    });
    redis.on('error', (error: Error) => {
      if (reachable === false) return;
      reachable = false;
      app.log.warn(
        { err: error },
        'Redis is unreachable: requests go on without counting toward the request limit',
      );
    });
    const client = redis;
    app.addHook('onClose', async () => client.disconnect());
    // The first connection attempt, so that a store that starts with Redis counts from its
    // first request (one that starts without it serves uncounted until Redis answers).
    await new Promise<void>((resolve) => {
      if (client.status === 'ready') return resolve();
      const settled = () => {
        client.off('ready', settled).off('error', settled);
        resolve();
      };
      client.once('ready', settled).once('error', settled);
    });
  }
  await app.register(rateLimit, {
    max: app.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'electro-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['config'] });
