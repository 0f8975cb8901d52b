import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema, newsletterSchema } from '@electro/shared';
import { servicesOf } from '../../lib/services';
import { newsletterMessages, subscribe } from './newsletter.service';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);
  app.post(
    '/newsletter',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'subscribeToNewsletter',
        summary: 'Subscribe an email address to the newsletter',
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
      if (await subscribe(services, request.body.email)) {
        return reply.status(201).send({ success: true, message: newsletterMessages.subscribed });
      }
      return reply.status(200).send({ success: true, message: newsletterMessages.already });
    },
  );
};
