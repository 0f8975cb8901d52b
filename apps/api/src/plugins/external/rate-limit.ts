import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/** RATE_LIMIT_PER_MINUTE requests per address a minute; 0 turns the limit off. */
async function rateLimitPlugin(app: FastifyInstance) {
  if (app.config.RATE_LIMIT_PER_MINUTE <= 0) return;
  await app.register(rateLimit, {
    max: app.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['config'] });
