import type { Executor } from '../db/client';

/** Moves of an order its customer is told of. */
export type OrderMailMove = 'shipped' | 'delivered' | 'cancelled';

/** Changes of an account its owner is told of, at the address it had before. */
export type AccountMailChange = 'password-reset' | 'password-changed' | 'profile-changed';

/**
 * The messages the store sends, as its modules cause them (decision 094). Each call renders its
 * message and queues it in the outbox with one INSERT in `tx`, the caller's transaction: the
 * mail exists exactly when what caused it was committed, and is delivered afterwards by the
 * outbox's sender. Given to services as a dependency (plugins/app/store-mail.ts), since the
 * orders, users and auth modules all queue mail.
 */
export type StoreMail = {
  /** The confirmation to the customer and the alert to the owner (ORDER_ALERT_EMAIL, else every admin). */
  orderPlaced: (tx: Executor, orderId: string) => Promise<void>;
  orderMoved: (
    tx: Executor,
    orderId: string,
    move: OrderMailMove,
    reason?: string | null,
  ) => Promise<void>;
  /**
   * The reset link. Without a user (an address with no account) the message is still rendered,
   * so the request costs the same, and nothing is queued.
   */
  passwordReset: (tx: Executor, user: MailUser | undefined, token: string) => Promise<void>;
  accountChanged: (tx: Executor, user: MailUser, change: AccountMailChange) => Promise<void>;
  /**
   * A message from the Contact page's form, to the owner (as the order alert: ORDER_ALERT_EMAIL,
   * else every admin). Answers how many messages were queued: 0 when the store has nobody to
   * send it to.
   */
  contactMessage: (tx: Executor, contact: ContactMail) => Promise<number>;
};

export type ContactMail = { name: string; email: string; message: string };

export type MailUser = { name: string; email: string };

export const isMailedMove = (status: string): status is OrderMailMove =>
  status === 'shipped' || status === 'delivered' || status === 'cancelled';
