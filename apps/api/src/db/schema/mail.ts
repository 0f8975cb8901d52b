import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './common';

/**
 * The outbox (decision 093): every message the store sends, written by `queueMail` in the same
 * transaction as what caused it, and delivered afterwards by the sender
 * (modules/mail/sender.ts). A row is never deleted: it is also the admin's Mailbox, and without
 * SMTP_URL the only place the messages go.
 *
 * `status` moves queued → sending → sent, or back to queued with a later `next_attempt_at`
 * while SMTP refuses, or to failed once the sender gives up. `sending` holds a lease
 * (`locked_until`): a sender that dies mid-send leaves the row to the next one after it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** What the message is (MailKind in modules/mail/outbox.ts). */
    kind: text('kind').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /**
     * `<random@host of MAIL_FROM>`, set by the first sender that picks the row (the host is the
     * sender's setting) and kept for every later attempt, so a message sent twice after a crash
     * carries one Message-ID that mail clients can recognise.
     */
    messageId: text('message_id'),
    /** queued, sending, sent or failed. */
    status: text('status').notNull().default('queued'),
    /** Delivery attempts since the message was (last) queued. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** What the mail server (or the connection to it) last answered, when it was not a yes. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** When the message was (last) queued: the sender gives up a bounded time after it. */
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** While `sending`: until when the sender holding it may finish before another takes it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('mail_outbox_message_id_key').on(t.messageId),
    index('mail_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
