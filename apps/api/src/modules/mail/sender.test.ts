import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailListResponseSchema, mailMessageResponseSchema } from '@electro/shared';
import { mailOutbox } from '../../db/schema/index';
import {
  auth,
  createTestContext,
  createUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { startTestSmtpServer, until, type TestSmtpServer } from '../../test/smtp-server';
import { queueMail } from './outbox';
import { claimMail, startMailSender } from './sender';
import { openDatabase } from '../../db/client';

/**
 * The outbox's sender against a real SMTP server started here (decision 093): what is queued
 * arrives, once, with its Message-ID; refusals that may pass delay mail and lose none; a 5xx
 * fails it for the Mailbox to show and send again; several processes send each message once;
 * a process killed mid-send leaves its message to the next sender after the lease.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const FROM = 'Electro Shop <shop@mail.electro.test>';
const LEASE_MS = 1500;

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: TestUser;
const logLines: string[] = [];
let counter = 0;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestContext(
    {
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
      // Every delivery below comes from a nudge or a retry's own timer, never from the tick.
      MAIL_POLL_MS: 60_000,
      MAIL_RETRY_BASE_MS: 50,
      MAIL_LEASE_MS: LEASE_MS,
      MAIL_RETRY_HOURS: 1,
    },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  admin = await createUser(ctx, { role: 'admin' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.stop();
});

const recipient = (label: string) => `${label}-${(counter += 1)}@customer.test`;

async function queue(to: string, subject = `Order #${1000 + counter} confirmed`) {
  const { id } = await ctx.db.transaction(async (tx) =>
    queueMail(tx, {
      to,
      subject,
      kind: 'order-confirmation',
      html: `<p>Thank you for order <b>#${1000 + counter}</b></p>`,
      text: `Thank you for order #${1000 + counter}`,
    }),
  );
  return id;
}

async function row(id: string) {
  const [found] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

const admin$ = (method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: auth(admin) });

/** Lets a sender that would wrongly send twice do so before the test counts. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the mail sender', () => {
  it('delivers a queued message with its recipient, subject, parts and Message-ID', async () => {
    const to = recipient('arrives');
    const id = await queue(to, 'Order #1042 confirmed');
    const [mail] = await smtp.waitFor(1, to);
    expect(mail).toMatchObject({ to: [to], subject: 'Order #1042 confirmed' });
    expect(mail!.from).toContain('shop@mail.electro.test');
    expect(mail!.html).toContain('<b>#');
    expect(mail!.text).toContain('Thank you for order #');
    expect(mail!.messageId).toMatch(/^<[0-9a-f-]{36}@mail\.electro\.test>$/);

    await until(async () => (await row(id)).status === 'sent', 'the row to be sent');
    const stored = await row(id);
    expect(stored).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null });
    expect(stored.messageId).toBe(mail!.messageId);

    const list = mailListResponseSchema.parse((await admin$('GET', '/admin/mail')).json());
    expect(list.delivery).toBe('smtp');
    expect(list.messages.find((message) => message._id === id)).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
    await settle();
    expect(smtp.received.filter((received) => received.to.includes(to))).toHaveLength(1);
  });

  it('retries while the server answers 451, and delivers once it takes mail again', async () => {
    const to = recipient('greylisted');
    smtp.answer({ code: 451, message: '4.7.1 Greylisted, try again later' }, to);
    const id = await queue(to);
    // An attempt that times out on a busy machine (each phase has a quarter of the lease) is
    // retried as a refusal is: the test waits for three attempts, the last one refused with 451.
    await until(async () => {
      const { attempts, lastError } = await row(id);
      return attempts >= 3 && Boolean(lastError?.includes('451'));
    }, 'three attempts, the last refused with 451');
    expect((await row(id)).status).toMatch(/queued|sending/);

    smtp.answer('accept', to);
    await smtp.waitFor(1, to);
    await until(async () => (await row(id)).status === 'sent', 'the row to be sent');
    await settle();
    expect(smtp.received.filter((received) => received.to.includes(to))).toHaveLength(1);
    expect((await row(id)).lastError).toBeNull();
  });

  it('keeps mail while the server is not listening, and delivers it when it is back', async () => {
    const to = recipient('server-away');
    await smtp.stop();
    try {
      const id = await queue(to);
      await until(async () => (await row(id)).attempts >= 2, 'two refused connections');
      expect((await row(id)).lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
      expect((await row(id)).status).not.toBe('failed');
    } finally {
      await smtp.start();
    }
    await smtp.waitFor(1, to);
    await settle();
    expect(smtp.received.filter((received) => received.to.includes(to))).toHaveLength(1);
  });

  it('fails a message the server refuses for good, shows it, and sends it again on request', async () => {
    const to = recipient('no-such-user');
    smtp.answer({ code: 550, message: '5.1.1 No such user here' }, to);
    const id = await queue(to);
    await until(async () => (await row(id)).status === 'failed', 'the message to fail');
    expect(await row(id)).toMatchObject({ attempts: 1 });

    const failed = mailListResponseSchema.parse(
      (await admin$('GET', '/admin/mail?status=failed')).json(),
    );
    const shown = failed.messages.find((message) => message._id === id);
    expect(shown).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(shown?.lastError).toContain('550');
    const firstMessageId = (await row(id)).messageId;

    smtp.answer('accept', to);
    const resent = await admin$('POST', `/admin/mail/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(mailMessageResponseSchema.parse(resent.json()).mail).toMatchObject({
      status: 'queued',
      attempts: 0,
      lastError: null,
    });
    const [mail] = await smtp.waitFor(1, to);
    await until(async () => (await row(id)).status === 'sent', 'the resent message to be sent');
    // A new Message-ID, so a mail client that kept an earlier copy does not drop this one.
    expect(mail!.messageId).toBe((await row(id)).messageId);
    expect(mail!.messageId).not.toBe(firstMessageId);
  });

  it('sends a delivered message again when the admin asks', async () => {
    const to = recipient('lost-it');
    const id = await queue(to);
    await smtp.waitFor(1, to);
    await until(async () => (await row(id)).status === 'sent', 'the first copy to be sent');
    expect((await admin$('POST', `/admin/mail/${id}/resend`)).statusCode).toBe(200);
    const copies = await smtp.waitFor(2, to);
    expect(new Set(copies.map((copy) => copy.messageId)).size).toBe(2);
  });

  it('gives up on a message still refused after MAIL_RETRY_HOURS', async () => {
    const to = recipient('given-up');
    smtp.answer({ code: 421, message: '4.3.2 Service shutting down' }, to);
    // Queued an hour ago (the setting above), in the same transaction, so no sender sees
    // it younger: the next refusal is its last.
    const { id } = await ctx.db.transaction(async (tx) => {
      const queued = await queueMail(tx, {
        to,
        subject: 'Your order has shipped',
        kind: 'order-status',
        html: '<p>Shipped</p>',
        text: 'Shipped',
      });
      await tx
        .update(mailOutbox)
        .set({ queuedAt: sql`now() - interval '1 hour'` })
        .where(eq(mailOutbox.id, queued.id));
      return queued;
    });
    await until(async () => (await row(id)).status === 'failed', 'the sender to give up');
    expect(await row(id)).toMatchObject({ attempts: 1, sentAt: null });
    expect((await row(id)).lastError).toContain('421');
  });

  it('never writes the SMTP password to the logs', () => {
    expect(logLines.some((line) => line.includes('mail refused for now'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(smtp.password);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('mail senders of several processes', () => {
  let other: FastifyInstance | undefined;

  it('send each of many messages exactly once', async () => {
    other = await ctx.addInstance();
    expect(other.mailSender).not.toBeNull();
    const tos = Array.from({ length: 40 }, () => recipient('many'));
    const ids = await ctx.db.transaction(async (tx) => {
      const queued: string[] = [];
      for (const to of tos) {
        const mail = await queueMail(tx, {
          to,
          subject: `Order for ${to}`,
          kind: 'order-confirmation',
          html: `<p>${to}</p>`,
          text: to,
        });
        queued.push(mail.id);
      }
      return queued;
    });
    await until(
      () => tos.every((to) => smtp.received.some((mail) => mail.to.includes(to))),
      'every message to arrive',
      20_000,
    );
    await settle();
    for (const to of tos) {
      expect(
        smtp.received.filter((mail) => mail.to.includes(to)),
        to,
      ).toHaveLength(1);
    }
    const rows = await ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((stored) => stored.status === 'sent' && stored.attempts === 1)).toBe(true);
  }, 30_000);

  it('send a message again after its sender was killed mid-send, once its lease ran out', async () => {
    // Only the child below sends until it is killed.
    await ctx.app.mailSender?.stop();
    await other?.mailSender?.stop();
    const to = recipient('killed');
    smtp.answer('hold', to);
    const starts = smtp.dataStarts();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `
        import { openDatabase } from ${JSON.stringify(path.join(here, '../../db/client.ts'))};
        import { startMailSender } from ${JSON.stringify(path.join(here, 'sender.ts'))};
        const handle = await openDatabase({ databaseUrl: process.env.OUTBOX_DATABASE_URL });
        const quiet = () => {};
        startMailSender({
          db: handle.db,
          smtpUrl: process.env.OUTBOX_SMTP_URL,
          from: ${JSON.stringify(FROM)},
          pollMs: 50,
          leaseMs: ${LEASE_MS},
          retryBaseMs: 50,
          retryForMs: 3_600_000,
          log: { info: quiet, warn: quiet, error: quiet },
        });
        setInterval(() => {}, 1000);
        `,
      ],
      {
        cwd: path.join(here, '../../..'),
        env: {
          ...process.env,
          OUTBOX_DATABASE_URL: ctx.databaseUrl!,
          OUTBOX_SMTP_URL: smtp.url,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      const id = await queue(to);
      await smtp.waitForData(starts + 1, 20_000);
      const held = await row(id);
      expect(held).toMatchObject({ status: 'sending', attempts: 1 });
      child.kill('SIGKILL');
      await exited;

      smtp.answer('accept', to);
      const restarted = startMailSender({
        db: ctx.db,
        smtpUrl: smtp.url,
        from: FROM,
        pollMs: 50,
        leaseMs: LEASE_MS,
        retryBaseMs: 50,
        retryForMs: 3_600_000,
        log: { info: () => {}, warn: () => {}, error: () => {} },
      });
      try {
        await smtp.waitFor(1, to, 10_000);
        // Not before the dead sender's lease ran out: it might still have been sending.
        expect(Date.now()).toBeGreaterThanOrEqual(held.lockedUntil!.getTime() - 50);
        await until(async () => (await row(id)).status === 'sent', 'the row to be sent');
        expect(await row(id)).toMatchObject({ attempts: 2 });
      } finally {
        await restarted.stop();
      }
      await settle();
      expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    } finally {
      child.kill('SIGKILL');
    }
  }, 40_000);
  it('never let two senders take the same message, however close together they look', async () => {
    await ctx.app.mailSender?.stop();
    await other?.mailSender?.stop();
    const ids = new Set<string>();
    for (let i = 0; i < 30; i += 1) ids.add(await queue(recipient('claimed')));
    const pools = await Promise.all(
      [0, 1, 2].map(() => openDatabase({ databaseUrl: ctx.databaseUrl!, poolMax: 10 })),
    );
    try {
      // 45 claims at once over three processes' pools, for 30 due messages.
      const claimed = await Promise.all(
        Array.from({ length: 45 }, (_, i) =>
          claimMail(pools[i % 3]!.db, { leaseMs: 60_000, domain: 'mail.electro.test' }),
        ),
      );
      const taken = claimed.flatMap((mail) => (mail && ids.has(mail.id) ? [mail.id] : []));
      expect(new Set(taken).size).toBe(taken.length);
      expect(new Set(taken)).toEqual(ids);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
  }, 30_000);
});
