import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema, newsletterSchema } from '@electro/shared';
import { newsletterSubscribers } from '../../db/schema/index';

export const newsletterMessages = {
  subscribed: 'Thank you for subscribing to our newsletter.',
  already: 'You are already subscribed to our newsletter.',
} as const;

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        tags: ['newsletter'],
        body: newsletterSchema,
        response: {
          200: messageResponseSchema,
          201: messageResponseSchema,
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const inserted = await app.db
        .insert(newsletterSubscribers)
        .values({ email: request.body.email })
        .onConflictDoNothing()
        .returning({ email: newsletterSubscribers.email });
      if (inserted.length > 0) {
        return reply.status(201).send({ success: true, message: newsletterMessages.subscribed });
      }
      return reply.status(200).send({ success: true, message: newsletterMessages.already });
    },
  );
};
