import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailListResponseSchema, mailMessageResponseSchema } from '@electro/shared';
import { mailOutbox } from '../../db/schema/index';
import {
  auth,
  createTestContext,
  createUser,
  expectError,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { queueMail } from './outbox';

/**
 * The admin's Mailbox (contract v1.2, Mail) on a store without SMTP_URL, the laptop default:
 * mail is kept, not sent and not faked (decision 093).
 */
let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
  customer = await createUser(ctx);
});
afterAll(async () => ctx.close());

const get = (url: string, user: TestUser | null = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user ? auth(user) : {} });
const post = (url: string, user: TestUser | null = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user ? auth(user) : {} });

const message = (to: string, subject = `Order #1001 confirmed`) => ({
  to,
  subject,
  kind: 'order-confirmation' as const,
  html: `<p>Thank you, <b>${to}</b></p>`,
  text: `Thank you, ${to}`,
});

describe('the Mailbox without SMTP_URL', () => {
  it('keeps what a committed transaction queued, and nothing a rolled-back one did', async () => {
    const { id } = await ctx.db.transaction(async (tx) =>
      queueMail(tx, message('kept@example.test')),
    );
    await ctx.db
      .transaction(async (tx) => {
        await queueMail(tx, message('rolled-back@example.test'));
        throw new Error('the order failed');
      })
      .catch(() => undefined);

    const res = await get('/admin/mail');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = mailListResponseSchema.parse(res.json());
    expect(body.delivery).toBe('kept');
    const recipients = body.messages.map((mail) => mail.to);
    expect(recipients).toContain('kept@example.test');
    expect(recipients).not.toContain('rolled-back@example.test');
    const kept = body.messages.find((mail) => mail._id === id)!;
    expect(kept).toMatchObject({
      subject: 'Order #1001 confirmed',
      kind: 'order-confirmation',
      status: 'queued',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(Date.parse(kept.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // No sender runs: the message is still queued, untouched, a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, messageId: null });
  });

  it('answers one message with its HTML and text, as the customer would read it', async () => {
    const { id } = await queueMail(ctx.db, message('reader@example.test'));
    const res = await get(`/admin/mail/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { mail } = mailMessageResponseSchema.parse(res.json());
    expect(mail).toMatchObject({
      _id: id,
      to: 'reader@example.test',
      html: '<p>Thank you, <b>reader@example.test</b></p>',
      text: 'Thank you, reader@example.test',
    });
    expectError(await get('/admin/mail/no-such-message'), 404, 'Message not found');
    expectError(await post('/admin/mail/no-such-message/resend'), 404, 'Message not found');
  });

  it('pages newest first and filters by status', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { id } = await queueMail(ctx.db, message(`page-${i}@example.test`));
      ids.push(id);
      // The embedded database's clock reads whole milliseconds: two queued in one would tie.
      // Minutes apart, and after every message the file's other tests queued.
      await ctx.db
        .update(mailOutbox)
        .set({ createdAt: sql`now() + ${i + 1} * interval '1 minute'` })
        .where(eq(mailOutbox.id, id));
    }
    const [failedId] = ids;
    await ctx.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 4, lastError: '550 5.1.1 No such user' })
      .where(eq(mailOutbox.id, failedId!));

    const first = mailListResponseSchema.parse((await get('/admin/mail?limit=2')).json());
    expect(first.limit).toBe(2);
    expect(first.page).toBe(1);
    expect(first.messages.map((mail) => mail._id)).toEqual([ids[2], ids[1]]);
    expect(first.totalPages).toBe(Math.ceil(first.totalMessages / 2));
    const second = mailListResponseSchema.parse((await get('/admin/mail?limit=2&page=2')).json());
    expect(second.messages[0]?._id).toBe(ids[0]);

    const failed = mailListResponseSchema.parse((await get('/admin/mail?status=failed')).json());
    expect(failed.totalMessages).toBe(1);
    expect(failed.messages[0]).toMatchObject({
      _id: failedId,
      status: 'failed',
      lastError: '550 5.1.1 No such user',
    });
    const queued = mailListResponseSchema.parse((await get('/admin/mail?status=queued')).json());
    expect(queued.messages.every((mail) => mail.status === 'queued')).toBe(true);
    expect(queued.messages.map((mail) => mail._id)).not.toContain(failedId);

    expectError(
      await get('/admin/mail?status=bounced'),
      400,
      'status must be one of: queued, sent, failed.',
    );
    expectError(await get('/admin/mail?page=0'), 400);
  });

  it('queues a failed message again from scratch', async () => {
    const { id } = await queueMail(ctx.db, message('again@example.test'));
    await ctx.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 7, lastError: '451 4.3.0 Try later' })
      .where(eq(mailOutbox.id, id));
    const res = await post(`/admin/mail/${id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(mailMessageResponseSchema.parse(res.json()).mail).toMatchObject({
      _id: id,
      status: 'queued',
      attempts: 0,
      lastError: null,
    });
  });

  it('is for admins only', async () => {
    expectError(await get('/admin/mail', null), 401);
    expectError(await get('/admin/mail', customer), 403);
    const { id } = await queueMail(ctx.db, message('private@example.test'));
    expectError(await get(`/admin/mail/${id}`, customer), 403);
    expectError(await post(`/admin/mail/${id}/resend`, customer), 403);
  });
});
