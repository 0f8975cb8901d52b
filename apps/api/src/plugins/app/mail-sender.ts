import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startMailSender, type MailSender } from '../../modules/mail/sender';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Null without SMTP_URL: mail is then kept in the outbox, unsent (decision 093). */
    mailSender: MailSender | null;
  }
}

/**
 * Delivers the outbox through SMTP_URL while the app runs, and stops with it: `close()` waits
 * a few seconds for a message in flight, then leaves it to its lease. Without SMTP_URL there
 * is nothing to deliver to, and messages wait, queued, in the admin's Mailbox.
 */
async function mailSenderPlugin(app: FastifyInstance) {
  const { config } = app;
  if (!config.SMTP_URL) {
    app.decorate('mailSender', null);
    return;
  }
  const sender = startMailSender({
    db: app.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    pollMs: config.MAIL_POLL_MS,
    leaseMs: config.MAIL_LEASE_MS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
    retryForMs: config.MAIL_RETRY_HOURS * 60 * 60_000,
    log: app.log.child({ module: 'mail' }),
  });
  app.decorate('mailSender', sender);
  app.addHook('onClose', async () => sender.stop());
}

export default fp(mailSenderPlugin, { name: 'mail-sender', dependencies: ['config', 'database'] });
