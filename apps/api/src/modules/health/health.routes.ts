import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, healthResponseSchema } from '@electro/shared';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (
  app,
  options,
) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'getHealth',
        summary: 'Whether the store and its database can serve',
        tags: ['health'],
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await options.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database did not answer');
        return reply
          .status(503)
          .send({ success: false, message: 'The database is not available.' });
      }
      return { success: true as const, status: 'ok' as const };
    },
  );
};
