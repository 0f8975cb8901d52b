import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { onMailQueued } from './outbox';

/**
 * The outbox's sender (decision 093): it takes queued messages one at a time and hands each to
 * the mail server. Any number of processes may run one on the same database: a message is
 * taken with `FOR UPDATE SKIP LOCKED` and held under a lease, so each is sent once, and one
 * whose sender died mid-send (kill -9) is taken again once the lease has run out.
 *
 * A refusal that may pass (a 4xx answer, a refused or dropped connection, a timeout) puts the
 * message back with a doubling wait; a permanent one (5xx) fails it at once. A message still
 * refused `retryForMs` after it was queued is marked failed, with what the server said, for
 * the admin's Mailbox to show and send again.
 */
export type MailSenderOptions = {
  db: Database;
  /** smtp://user:pass@host:port or smtps://…; never logged. */
  smtpUrl: string;
  /** `Name <address>`: the From of every message; its domain names the Message-IDs. */
  from: string;
  pollMs: number;
  leaseMs: number;
  retryBaseMs: number;
  retryForMs: number;
  /** Most messages one tick sends, so a long queue never holds the process for long. */
  batch?: number;
  /** How long `stop()` waits for a send in flight before it leaves it to the lease. */
  stopWaitMs?: number;
  log: {
    info: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
};

export type MailSender = {
  /** Look at the outbox soon, instead of at the next tick. */
  nudge: () => void;
  /** Sends what is due now, up to a batch; resolves with how many messages it took. */
  tick: () => Promise<number>;
  stop: () => Promise<void>;
};

/** The longest wait between two attempts at one message. */
const MAX_RETRY_WAIT_MS = 60 * 60_000;
/** A nudge waits this long, so the transaction that queued the message has committed. */
const NUDGE_DELAY_MS = 20;
/** …and once more this much later, in case the transaction took longer to commit. */
const NUDGE_RETRY_MS = 1000;
/** What the Mailbox keeps of an error: enough to read, never a whole transcript. */
const ERROR_MAX_CHARS = 500;

export type ClaimedMail = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  message_id: string;
  attempts: number;
};

type SmtpError = Error & { code?: string; responseCode?: number; response?: string };

/** The domain of `Name <user@domain>` or `user@domain`, for Message-IDs. */
export function mailDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/**
 * A refusal is permanent when the server said so (5xx), or when the message cannot be
 * addressed at all; everything else (4xx, refused connections, timeouts, TLS hiccups) may pass.
 */
export function isPermanent(error: SmtpError): boolean {
  if (typeof error.responseCode === 'number') return error.responseCode >= 500;
  return error.code === 'EENVELOPE';
}

/** What the Mailbox shows: the server's answer when there is one, else the error. */
export function describeError(error: SmtpError): string {
  const said = error.response?.trim();
  const text = said ? said : `${error.code ? `${error.code}: ` : ''}${error.message}`;
  return text.length > ERROR_MAX_CHARS ? `${text.slice(0, ERROR_MAX_CHARS - 1)}…` : text;
}

/** The wait before attempt `attempts + 1`: retryBaseMs, doubling, at most an hour. */
export function retryWaitMs(retryBaseMs: number, attempts: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_WAIT_MS);
}

/**
 * Takes the next due message (queued and due, or sending under a lease that ran out) for one
 * attempt, under a lease of `leaseMs`. Rows another sender is taking at this moment are
 * skipped, not waited for: two senders never take the same message.
 */
export async function claimMail(
  db: Database,
  input: { leaseMs: number; domain: string },
): Promise<ClaimedMail | null> {
  const leaseSeconds = input.leaseMs / 1000;
  const result = (await db.execute(sql`
    update ${mailOutbox}
    set status = 'sending',
        attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseSeconds}),
        message_id = coalesce(message_id, '<' || gen_random_uuid() || '@' || ${input.domain}::text || '>')
    where id = (
      select id from ${mailOutbox}
      where (status = 'queued' and next_attempt_at <= now())
         or (status = 'sending' and locked_until <= now())
      order by next_attempt_at, id
      limit 1
      for update skip locked
    )
    returning id, "to", subject, html, text, message_id, attempts
  `)) as unknown as { rows: ClaimedMail[] };
  return result.rows[0] ?? null;
}

export function startMailSender(options: MailSenderOptions): MailSender {
  const { db, log } = options;
  const batch = options.batch ?? 20;
  const domain = mailDomain(options.from);
  // No phase of one conversation may outlast the lease: a send still going when another
  // process may take the message would be sent twice.
  const phaseMs = Math.max(50, Math.floor(options.leaseMs / 4));
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: phaseMs,
    greetingTimeout: phaseMs,
    socketTimeout: phaseMs,
    dnsTimeout: phaseMs,
    logger: false,
  });

  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  let soon = false;
  let later = false;

  const claim = () => claimMail(db, { leaseMs: options.leaseMs, domain });

  async function markSent(mail: ClaimedMail): Promise<void> {
    // Only while this sender still holds it: `attempts` names this very claim.
    await db.execute(sql`
      update ${mailOutbox}
      set status = 'sent', sent_at = now(), locked_until = null, last_error = null
      where id = ${mail.id} and status = 'sending' and attempts = ${mail.attempts}
    `);
  }

  async function markRefused(mail: ClaimedMail, error: SmtpError): Promise<'queued' | 'failed'> {
    const permanent = isPermanent(error);
    const waitSeconds = retryWaitMs(options.retryBaseMs, mail.attempts) / 1000;
    const retryForSeconds = options.retryForMs / 1000;
    const result = (await db.execute(sql`
      update ${mailOutbox}
      set status = case
            when ${permanent}::boolean
              or queued_at + make_interval(secs => ${retryForSeconds})
                 <= now() + make_interval(secs => ${waitSeconds})
            then 'failed' else 'queued' end,
          next_attempt_at = now() + make_interval(secs => ${waitSeconds}),
          locked_until = null,
          last_error = ${describeError(error)}
      where id = ${mail.id} and status = 'sending' and attempts = ${mail.attempts}
      returning status
    `)) as unknown as { rows: { status: 'queued' | 'failed' }[] };
    return result.rows[0]?.status ?? 'queued';
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      // A server that drips its answers never trips a socket timeout: the whole conversation
      // ends before the lease does, so no other sender takes the message while it goes on.
      const overdue = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              Object.assign(new Error('the mail server took too long to answer'), {
                code: 'ETIMEDOUT',
              }),
            ),
          Math.floor(options.leaseMs * 0.8),
        );
      });
      await Promise.race([
        transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.message_id,
        }),
        overdue,
      ]);
    } catch (caught) {
      const error = caught as SmtpError;
      const status = await markRefused(mail, error);
      const details = {
        mailId: mail.id,
        attempt: mail.attempts,
        smtpCode: error.responseCode ?? error.code,
      };
      if (status === 'failed') {
        log.error(details, 'mail failed: the sender gave up on it');
      } else {
        log.warn(details, 'mail refused for now: it will be tried again');
        // Look again when it is due, rather than at the next tick (which may be much later).
        lookAt(retryWaitMs(options.retryBaseMs, mail.attempts));
      }
      return;
    } finally {
      clearTimeout(timer);
    }
    await markSent(mail);
  }

  async function run(): Promise<number> {
    let taken = 0;
    try {
      while (!stopped && taken < batch) {
        const mail = await claim();
        if (!mail) break;
        taken += 1;
        await deliver(mail);
      }
    } catch (error) {
      // The database away or closing: the next tick tries again, and the lease keeps any
      // message this one took.
      if (!stopped) log.warn({ err: error }, 'mail sender could not reach the outbox');
    }
    return taken;
  }

  function tick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = run().then((taken) => {
      running = null;
      // Nudged meanwhile, or a full batch (there may be more): go on now, not at the next tick.
      if (!stopped && (again || taken >= batch)) {
        again = false;
        void tick();
      }
      return taken;
    });
    return running;
  }

  const timers = new Set<NodeJS.Timeout>();

  /** A look at the outbox `delayMs` from now. */
  function lookAt(delayMs: number, fired?: () => void): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      fired?.();
      void tick();
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  /**
   * A message was queued in this process. Its transaction commits a moment later, so the
   * sender looks shortly after, and once more a second later in case the commit was slow (a
   * look finds nothing it cannot see yet); nudges that come together share those looks.
   */
  function nudge(): void {
    if (stopped) return;
    if (!soon) {
      soon = true;
      lookAt(NUDGE_DELAY_MS, () => (soon = false));
    }
    if (!later) {
      later = true;
      lookAt(NUDGE_RETRY_MS, () => (later = false));
    }
  }

  const interval = setInterval(() => void tick(), options.pollMs);
  interval.unref();
  const stopListening = onMailQueued(nudge);
  nudge();

  return {
    nudge,
    tick,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(interval);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      stopListening();
      if (running) {
        // A send in flight finishes if it can; past the wait it is left to the lease.
        const wait = options.stopWaitMs ?? 5000;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          running.catch(() => 0),
          new Promise((resolve) => {
            timer = setTimeout(resolve, wait);
          }),
        ]);
        clearTimeout(timer);
      }
      transport.close();
    },
  };
}
