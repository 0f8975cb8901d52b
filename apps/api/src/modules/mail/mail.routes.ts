import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  mailListResponseSchema,
  mailMessageResponseSchema,
  mailMessages,
  mailQuerySchema,
  opaqueId,
} from '@electro/shared';
import { requireForAll } from '../../plugins/app/auth';
import { servicesOf } from '../../lib/services';
import { toMailMessage, toMailSummary } from './mail.mappers';
import { findMailMessage, findMailPage, resendMail } from './mail.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const params = z.object({ id: opaqueId('Message id') });

/**
 * Contract v1.2, Mail (admin): the outbox as the admin's Mailbox (decision 093). Every message
 * the store sent or would have sent, readable as its recipient sees it, and a way to send one
 * again.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);
  requireForAll(app, 'admin');
  const delivery = services.config.SMTP_URL ? ('smtp' as const) : ('kept' as const);

  app.get(
    '/admin/mail',
    {
      schema: {
        operationId: 'listMail',
        summary: 'The outbox, newest first, paged (admin)',
        description:
          'Every message the store sent or would have sent. `status` keeps queued, sent or failed messages; `delivery` is `kept` when no SMTP_URL is set, so queued messages are kept here and not sent.',
        tags: ['admin'],
        querystring: mailQuerySchema,
        response: { 200: mailListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const { rows, total, totalPages } = await findMailPage(services, { page, limit, status });
      return {
        success: true as const,
        message: mailMessages.list,
        messages: rows.map(toMailSummary),
        totalMessages: total,
        page,
        limit,
        totalPages,
        delivery,
      };
    },
  );

  app.get(
    '/admin/mail/:id',
    {
      schema: {
        operationId: 'getMail',
        summary: 'One message with its HTML and text (admin)',
        tags: ['admin'],
        params,
        response: { 200: mailMessageResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: mailMessages.one,
      mail: toMailMessage(await findMailMessage(services, request.params.id)),
    }),
  );

  app.post(
    '/admin/mail/:id/resend',
    {
      schema: {
        operationId: 'resendMail',
        summary: 'Queue a message again (admin)',
        description:
          'The message is queued from scratch: no attempts, due now, with a new Message-ID. One being sent at this moment is answered as it is.',
        tags: ['admin'],
        params,
        response: { 200: mailMessageResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: mailMessages.resent,
      mail: toMailMessage(await resendMail(services, request.params.id)),
    }),
  );
};
