import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@electro/shared';
import { mailOutbox, passwordResetTokens } from '../../db/schema/index';
import { createTestContext, createUser, expectError, type TestContext } from '../../test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import {
  RESET_REQUESTS_PER_CLIENT_PER_HOUR,
  RESET_REQUESTS_PER_EMAIL_PER_HOUR,
} from './password-reset.service';

/**
 * Password reset (contract v1.2) end to end: the links arrive at a real SMTP server started
 * here, through the outbox's sender, as a customer's mail client would receive them.
 */
let smtp: TestSmtpServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestContext({
    PUBLIC_URL: 'https://shop.example',
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: 50,
  });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.stop();
});

// Each test starts under the limits; the limits' own test counts from zero.
beforeEach(async () => {
  await ctx.db.execute(sql`delete from login_failures where key like 'reset-%'`);
});

type QueuedMail = { to: string; subject: string; kind: string; html: string; text: string };

/** What the store queued for `to`, oldest first. */
async function mailTo(to: string, store: TestContext = ctx): Promise<QueuedMail[]> {
  const m = mailOutbox;
  return store.db
    .select({ to: m.to, subject: m.subject, kind: m.kind, html: m.html, text: m.text })
    .from(m)
    .where(eq(m.to, to))
    .orderBy(asc(m.createdAt), asc(m.id));
}

const forgot = (email: string, remoteAddress = '10.0.0.1', store: TestContext = ctx) =>
  store.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });

const reset = (token: string, password = 'Fresh1234', confirmPassword = password) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    payload: { token, password, confirmPassword },
  });

const RESET_SUBJECT = 'Reset your Electro password';

/** The token of the `count`th reset link that reached `to` through SMTP. */
async function linkToken(to: string, count = 1): Promise<string> {
  await smtp.waitFor(count, to);
  const resets = smtp.received.filter(
    (mail) => mail.to.includes(to) && mail.subject === RESET_SUBJECT,
  );
  const text = resets[count - 1]?.text ?? '';
  const match = /https:\/\/shop\.example\/reset-password\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

const sameAnswer = { success: true, message: messages.resetRequested };

describe('POST /auth/forgot-password', () => {
  it('mails a link and keeps only the hash of its token', async () => {
    const user = await createUser(ctx);
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(sameAnswer);
    const token = await linkToken(user.email);
    const [mail] = smtp.received.filter((received) => received.to.includes(user.email));
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.subject).toBe(RESET_SUBJECT);
    expect(mail?.html).toContain(`https://shop.example/reset-password?token=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await ctx.db
      .select({ token_hash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('answers an unknown address the same, and mails nothing', async () => {
    const res = await forgot('nobody-here@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(sameAnswer);
    // An account's link asked for after it arrives: by then the sender has seen the outbox.
    const user = await createUser(ctx);
    await forgot(user.email);
    await linkToken(user.email);
    expect(await mailTo('nobody-here@example.test')).toEqual([]);
    expect(smtp.received.filter((mail) => mail.to.includes('nobody-here@example.test'))).toEqual(
      [],
    );
  });

  it('finds the account whatever the case and width of the address as typed', async () => {
    const user = await createUser(ctx, { email: `wide-${Date.now()}@example.test` });
    const typed = user.email.toUpperCase().replace('EXAMPLE', 'ＥＸＡＭＰＬＥ');
    expect((await forgot(typed)).statusCode).toBe(200);
    expect((await mailTo(user.email)).map((mail) => mail.kind)).toEqual(['password-reset']);
    await linkToken(user.email);
  });

  it('refuses a malformed address with the register messages', async () => {
    expectError(await forgot('not-an-email'), 400, messages.emailInvalid);
    expectError(await forgot(''), 400, messages.emailRequired);
  });

  it('limits requests per address asked for, known or not, and per client', async () => {
    for (const email of ['limit@example.test', (await createUser(ctx)).email]) {
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL_PER_HOUR; i++) {
        expect((await forgot(email, `10.1.0.${i}`)).statusCode).toBe(200);
      }
      const refused = await forgot(email, '10.1.1.1');
      const body = expectError(refused, 429);
      expect(body.message).toMatch(/^Too many password reset requests\. Please try again in/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    for (let i = 0; i < RESET_REQUESTS_PER_CLIENT_PER_HOUR; i++) {
      expect((await forgot(`someone-${i}@example.test`, '10.2.0.1')).statusCode).toBe(200);
    }
    expectError(await forgot('one-more@example.test', '10.2.0.1'), 429);
    // Another client is not affected.
    expect((await forgot('one-more@example.test', '10.2.0.2')).statusCode).toBe(200);
  });

  it('takes about as long for an unknown address as for an account', async () => {
    // A store of its own without SMTP_URL: the messages stay in the outbox. The file's store
    // delivers each account's link to the SMTP server in this process 50 ms later, and that
    // work fell on whichever timed request came next; the store's sender polls on its own
    // timer (MAIL_POLL_MS), never on a request's path, so the request's own work is what
    // an attacker could time, and what this measures.
    const quiet = await createTestContext({ PUBLIC_URL: 'https://shop.example' });
    try {
      const user = await createUser(quiet);
      const timed = async (email: string) => {
        await quiet.db.execute(sql`delete from login_failures where key like 'reset-%'`);
        const started = performance.now();
        const res = await forgot(email, '10.0.0.1', quiet);
        const ms = performance.now() - started;
        expect(res.json()).toEqual(sameAnswer);
        return ms;
      };
      // Warm both paths, then time them in pairs, each in the other order than the last: a
      // slow moment of a busy machine falls on one pair, and the median of the pairs'
      // differences leaves it out.
      await timed(user.email);
      await timed('warm-up@example.test');
      const differences: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 21; i++) {
        const first = i % 2 === 0;
        const ghost = first ? await timed(`ghost-${i}@example.test`) : 0;
        const account = await timed(user.email);
        const other = first ? ghost : await timed(`ghost-${i}@example.test`);
        differences.push(account - other);
        unknown.push(other);
      }
      // The account's requests queued their links; the unknown addresses' queued nothing.
      expect(await mailTo(user.email, quiet)).toHaveLength(22);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
      // Generous, for a busy machine: the paths differ by one INSERT (the queued message), a
      // few milliseconds at most. Without the same work (no count, no token saved, no message
      // rendered in the transaction for an unknown address) an account's request took 30 to
      // 50 ms longer, on either database.
      expect(Math.abs(median(differences))).toBeLessThan(Math.max(20, median(unknown) * 0.4));
    } finally {
      await quiet.close();
    }
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the password once, refuses every earlier token, and tells the owner', async () => {
    const user = await createUser(ctx);
    await forgot(user.email);
    const token = await linkToken(user.email);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.passwordReset });

    // The token the user had before the reset no longer works.
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(before.statusCode).toBe(401);
    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password },
        remoteAddress: '10.9.9.9',
      });
    expect((await login('Fresh1234')).statusCode).toBe(200);
    expect((await login(user.password)).statusCode).toBe(401);

    const [, notice] = await smtp.waitFor(2, user.email);
    expect(notice?.subject).toBe('Your password was reset');
    expect(notice?.text).toContain('If this was not you');
    expect((await mailTo(user.email)).map((mail) => mail.kind)).toEqual([
      'password-reset',
      'password-changed',
    ]);

    // Once only.
    expectError(await reset(token, 'Other1234'), 400, messages.resetLinkInvalid);
    expect((await login('Fresh1234')).statusCode).toBe(200);
  });

  it('refuses a link that a newer request voided', async () => {
    const user = await createUser(ctx);
    await forgot(user.email);
    const older = await linkToken(user.email);
    await forgot(user.email);
    const newer = await linkToken(user.email, 2);
    expect(newer).not.toBe(older);
    expectError(await reset(older), 400, messages.resetLinkInvalid);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('refuses a link after its hour', async () => {
    const user = await createUser(ctx);
    await forgot(user.email);
    const token = await linkToken(user.email);
    const [row] = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(3595_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(3600_000);
    await ctx.db.execute(sql`update password_reset_tokens
      set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    expectError(await reset(token), 400, messages.resetLinkInvalid);
  });

  it('refuses an unknown or malformed token, and a password outside the register rules', async () => {
    expectError(await reset('x'.repeat(43)), 400, messages.resetLinkInvalid);
    expectError(await reset(''), 400, messages.resetLinkInvalid);
    expectError(await reset('x'.repeat(5000)), 400, messages.resetLinkInvalid);
    const user = await createUser(ctx);
    await forgot(user.email);
    const token = await linkToken(user.email);
    expectError(await reset(token, 'lowercase1'), 400, messages.passwordPattern);
    expectError(await reset(token, 'Fresh1234', 'Fresh12345'), 400, messages.confirmPasswordMatch);
    // A refused attempt does not use the link up.
    expect((await reset(token)).statusCode).toBe(200);
  });
});
