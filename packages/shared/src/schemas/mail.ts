import { z } from 'zod';
import { envelope } from '../api/responses';
import { paginationQuerySchema } from './catalog';

/**
 * Contract v1.2, Mail (admin): the outbox as the admin's Mailbox. A message is `queued` until
 * the mail server has taken it (`sent`), or until the sender gave up on it (`failed`, with
 * `lastError`). Without SMTP_URL nothing is sent: messages stay `queued` and the list says so
 * with `delivery: "kept"` (decision 093).
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** GET /admin/mail: newest first, paged; `status` keeps one status. */
export const mailQuerySchema = paginationQuerySchema(20).extend({
  status: z
    .enum(MAIL_STATUSES, { error: `status must be one of: ${MAIL_STATUSES.join(', ')}.` })
    .optional(),
});
export type MailQuery = z.infer<typeof mailQuerySchema>;

export const mailSummarySchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** order-confirmation, order-status, order-alert, password-reset, password-changed, … */
  kind: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** Delivery attempts since the message was (last) queued. */
  attempts: z.number(),
  /** What the mail server last answered when it did not take the message. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailMessageSchema = mailSummarySchema.extend({ html: z.string(), text: z.string() });
export type MailMessage = z.infer<typeof mailMessageSchema>;

/**
 * `smtp`: the store sends through a mail server. `kept`: no SMTP_URL is set, so queued
 * messages are kept here and not sent.
 */
export const MAIL_DELIVERIES = ['smtp', 'kept'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

export const mailListResponseSchema = envelope({
  messages: z.array(mailSummarySchema),
  totalMessages: z.number(),
  page: z.number(),
  limit: z.number(),
  totalPages: z.number(),
  delivery: z.enum(MAIL_DELIVERIES),
});
export type MailListResponse = z.infer<typeof mailListResponseSchema>;

/** GET /admin/mail/:id and POST /admin/mail/:id/resend. */
export const mailMessageResponseSchema = envelope({ mail: mailMessageSchema });
export type MailMessageResponse = z.infer<typeof mailMessageResponseSchema>;

export const mailMessages = {
  list: 'Mail fetched successfully',
  one: 'Message fetched successfully',
  resent: 'Message queued again',
  notFound: 'Message not found',
} as const;
