import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactMessages, messages } from '@electro/shared';
import { mailOutbox } from '../../db/schema/index';
import { createTestContext, createUser, expectError, type TestContext } from '../../test/harness';
import { contactServiceMessages } from './contact.service';

/**
 * POST /contact: the Contact page's form reaches the owner's Mailbox as one queued message, with
 * the shopper's words, name and address; bad input is a 400 that names the field, and one client
 * address sends at most 5 messages an hour.
 */
const OWNER = 'owner@shop.example';

type QueuedMail = { to: string; subject: string; kind: string; html: string; text: string };

async function contactMail(ctx: TestContext): Promise<QueuedMail[]> {
  const m = mailOutbox;
  return ctx.db
    .select({ to: m.to, subject: m.subject, kind: m.kind, html: m.html, text: m.text })
    .from(m)
    .where(eq(m.kind, 'contact-message'))
    .orderBy(asc(m.createdAt), asc(m.to));
}

const send = (ctx: TestContext, payload: unknown, remoteAddress = '10.1.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    payload: payload as object,
    remoteAddress,
  });

const valid = {
  name: 'Mona Hassan',
  email: 'mona@example.test',
  message: 'Do you have the 256 GB model in blue?\nI would pick it up on Saturday.',
};

describe('POST /contact, with ORDER_ALERT_EMAIL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ ORDER_ALERT_EMAIL: OWNER });
    // An admin exists too: the setting wins, as it does for order alerts.
    await createUser(ctx, { role: 'admin', email: 'admin@shop.example' });
  }, 60_000);
  afterAll(async () => ctx?.close());
  beforeEach(async () => {
    await ctx.db.execute(sql`delete from mail_outbox`);
    await ctx.db.execute(sql`delete from login_failures where key like 'contact%'`);
  });

  it("queues exactly one message to the owner with the shopper's words", async () => {
    const response = await send(ctx, valid);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, message: contactMessages.sent });

    const queued = await contactMail(ctx);
    expect(queued).toHaveLength(1);
    const [mail] = queued;
    expect(mail?.to).toBe(OWNER);
    expect(mail?.subject).toBe('Contact form: message from Mona Hassan');
    // The outbox keeps no Reply-To: the body names the address and links a reply to it.
    expect(mail?.text).toContain('From: Mona Hassan <mona@example.test>');
    expect(mail?.text).toContain(valid.message);
    expect(mail?.html).toContain('Do you have the 256 GB model in blue?');
    expect(mail?.html).toContain('href="mailto:mona@example.test?subject=');
  });

  it('trims the name and the message, and keeps a name on one line in the subject', async () => {
    const response = await send(ctx, {
      name: '  Mona\r\nBcc: x@evil.example ',
      email: 'Mona@Example.test',
      message: `   ${valid.message}   `,
    });
    expect(response.statusCode).toBe(202);
    const [mail] = await contactMail(ctx);
    expect(mail?.subject).toBe('Contact form: message from Mona Bcc: x@evil.example');
    expect(mail?.text).toContain(`\n${valid.message}\n`);
    expect(mail?.text).toContain('<Mona@Example.test>');
  });

  it('escapes hostile input in the HTML the owner opens', async () => {
    const response = await send(ctx, {
      name: '<img src=x onerror=alert(1)>',
      email: 'attacker@example.test',
      message: '<script>alert("owner")</script> and <a href="javascript:alert(2)">click</a>',
    });
    expect(response.statusCode).toBe(202);
    const [mail] = await contactMail(ctx);
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;owner&quot;)&lt;/script&gt;');
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail?.html).not.toMatch(/<script|<img src=x|href="javascript:/i);
    // The text part is plain text: the words as written.
    expect(mail?.text).toContain('<script>alert("owner")</script>');
  });

  it.each([
    [{ ...valid, name: undefined }, contactMessages.nameRequired],
    [{ ...valid, name: '   ' }, contactMessages.nameRequired],
    [{ ...valid, name: 42 }, contactMessages.nameRequired],
    [{ ...valid, name: 'x'.repeat(CONTACT_LIMITS.name + 1) }, contactMessages.nameMax],
    [{ ...valid, email: '' }, messages.emailRequired],
    [{ ...valid, email: 'mona@' }, messages.emailInvalid],
    [{ ...valid, message: undefined }, contactMessages.messageRequired],
    [{ ...valid, message: 'Too short' }, contactMessages.messageMin],
    [{ ...valid, message: `  ${'a'.repeat(8)}          ` }, contactMessages.messageMin],
    [{ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) }, contactMessages.messageMax],
    [{ ...valid, message: `Hello there\u0000!` }, 'Message must not contain a NUL character.'],
  ])('refuses %j with a 400 that names the field, and queues nothing', async (body, message) => {
    const response = await send(ctx, body);
    expectError(response, 400, message);
    expect(await contactMail(ctx)).toEqual([]);
  });

  it('refuses a body that is not an object with a 400, never a 500', async () => {
    for (const payload of ['"hello"', '[]', 'null', '{"name":']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
    expect(await contactMail(ctx)).toEqual([]);
  });

  it('takes 5 messages an hour from one client address, then answers 429', async () => {
    for (let i = 0; i < CONTACT_LIMITS.perAddressPerHour; i += 1) {
      expect((await send(ctx, valid, '198.51.100.7')).statusCode).toBe(202);
    }
    const refused = await send(ctx, valid, '198.51.100.7');
    expectError(refused, 429, contactMessages.tooMany(60 * 60));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60 * 59);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(await contactMail(ctx)).toHaveLength(CONTACT_LIMITS.perAddressPerHour);

    // Another address has its own budget.
    expect((await send(ctx, valid, '198.51.100.8')).statusCode).toBe(202);
  });
});

describe('POST /contact, without ORDER_ALERT_EMAIL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(async () => ctx?.close());

  it('says the shop cannot take messages while it has nobody to send them to', async () => {
    await createUser(ctx, { role: 'user', email: 'customer@shop.example' });
    const response = await send(ctx, valid);
    expectError(response, 503, contactServiceMessages.noRecipient);
    expect(await contactMail(ctx)).toEqual([]);
  });

  it("sends one message to each admin's address, as order alerts do", async () => {
    await createUser(ctx, { role: 'admin', email: 'first-admin@shop.example' });
    await createUser(ctx, { role: 'admin', email: 'second-admin@shop.example' });
    const response = await send(ctx, valid, '10.1.0.2');
    expect(response.statusCode).toBe(202);
    const queued = await contactMail(ctx);
    expect(queued.map((mail) => mail.to)).toEqual([
      'first-admin@shop.example',
      'second-admin@shop.example',
    ]);
    expect(new Set(queued.map((mail) => mail.subject))).toEqual(
      new Set(['Contact form: message from Mona Hassan']),
    );
  });
});
