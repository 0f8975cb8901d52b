import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type MailRow = typeof mailOutbox.$inferSelect;

/** The outbox statuses each status of the contract covers: `sending` is still queued to a reader. */
const STORED_STATUSES = {
  queued: ['queued', 'sending'],
  sent: ['sent'],
  failed: ['failed'],
} as const;

export type MailStatusFilter = keyof typeof STORED_STATUSES;

const listColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};
export type MailListRow = { [K in keyof typeof listColumns]: MailRow[K] };

function statusIs(status: MailStatusFilter | undefined): SQL | undefined {
  return status ? inArray(mailOutbox.status, [...STORED_STATUSES[status]]) : undefined;
}

/** Newest first (the created index), without the bodies: a page of the Mailbox. */
export async function listMail(
  executor: Executor,
  input: { status?: MailStatusFilter; limit: number; offset: number },
): Promise<MailListRow[]> {
  return executor
    .select(listColumns)
    .from(mailOutbox)
    .where(statusIs(input.status))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(input.limit)
    .offset(input.offset);
}

export async function countMail(executor: Executor, status?: MailStatusFilter): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(mailOutbox).where(statusIs(status));
  return row?.total ?? 0;
}

export async function findMail(executor: Executor, id: string): Promise<MailRow | undefined> {
  const [row] = await executor.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/**
 * Queues a message again, from scratch: no attempts, due now, a new bounded time to be
 * delivered in, and a new Message-ID (set when it is next sent), so a mail client that kept
 * the first copy does not drop this one as a duplicate. A message a sender holds under a live
 * lease is being sent at this moment and is left alone. Undefined when nothing was changed.
 */
export async function requeueMail(executor: Executor, id: string): Promise<MailRow | undefined> {
  const [row] = await executor
    .update(mailOutbox)
    .set({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      queuedAt: sql`now()`,
      lastError: null,
      sentAt: null,
      lockedUntil: null,
      messageId: null,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        or(sql`${mailOutbox.status} <> 'sending'`, sql`${mailOutbox.lockedUntil} <= now()`),
      ),
    )
    .returning();
  return row;
}
