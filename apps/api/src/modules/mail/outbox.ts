import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

/** What a message is: the Mailbox shows it, and tests find a message by it. */
export const MAIL_KINDS = [
  'order-confirmation',
  'order-status',
  'order-alert',
  'password-reset',
  'password-changed',
  'account-changed',
  'contact-message',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export type OutgoingMail = {
  to: string;
  subject: string;
  kind: MailKind;
  html: string;
  text: string;
};

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Calls `listener` whenever this process queues a message, so its sender looks at the outbox
 * at once instead of at its next tick. Returns the function that stops the calls.
 */
export function onMailQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Queues a message for the sender (decision 093): one INSERT in `executor`, which should be
 * the transaction of what caused the message, so the message exists exactly when that was
 * committed: a rolled-back order mails nothing, and a committed one cannot lose its mail to a
 * crash or to a mail server that is away. Delivery happens afterwards, never in the request.
 */
export async function queueMail(
  executor: Executor,
  message: OutgoingMail,
): Promise<{ id: string }> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      kind: message.kind,
      html: message.html,
      text: message.text,
    })
    .returning({ id: mailOutbox.id });
  mailQueued();
  return { id: row!.id };
}

/**
 * Tells this process's sender that a message is due. The transaction that queued it may not
 * have committed yet: the sender waits a moment after a nudge, and a row it cannot see yet is
 * found at its next tick.
 */
export function mailQueued(): void {
  for (const listener of listeners) listener();
}
