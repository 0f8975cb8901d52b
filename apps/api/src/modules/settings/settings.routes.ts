import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsResponseSchema } from '@electro/shared';

/**
 * The settings a client needs before it shows an amount: read once a session by the web app
 * (decision 081). Public and the same for everyone, so the public cache may keep it.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: { publicCache: 'cached' },
      schema: {
        operationId: 'getSettings',
        summary: "The store's public settings (its currency and time zone)",
        tags: ['settings'],
        response: { 200: settingsResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      message: 'Store settings',
      settings: { currency: app.config.CURRENCY, timeZone: app.config.SHOP_TIME_ZONE },
    }),
  );
};
