import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * The `Idempotency-Key`s of order-creating requests (lib/order-book/idempotency.ts): one row
 * per (user, key), inserted in the transaction that creates the order, so a second request with
 * the same key waits on the primary key and then answers the first one's order. A row means
 * nothing once `expires_at` has passed (24 hours); keyed requests delete such rows as they go.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** A hash of what the request asked for (operation, cart, body): a reuse must match it. */
    fingerprint: text('fingerprint').notNull(),
    /** Set in the same transaction, once the order exists. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);
