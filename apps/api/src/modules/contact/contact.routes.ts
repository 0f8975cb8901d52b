import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessages,
  contactSchema,
  errorResponseSchema,
  messageResponseSchema,
} from '@electro/shared';
import { servicesOf } from '../../lib/services';
import { sendContactMessage } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);
  app.post(
    '/contact',
    {
      config: { publicCache: 'unaffected' },
      schema: {
        operationId: 'sendContactMessage',
        summary: "Send a message to the shop's owner from the Contact page",
        description:
          "Queues one mail to the owner (ORDER_ALERT_EMAIL, else every admin), naming the sender's " +
          'address; 5 messages an hour from one client address (429).',
        tags: ['contact'],
        body: contactSchema,
        response: {
          202: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await sendContactMessage(services, request.body, request.ip);
      return reply.status(202).send({ success: true, message: contactMessages.sent });
    },
  );
};
