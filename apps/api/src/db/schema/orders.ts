import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './common';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    /**
     * What people call the order ("Order #1042"): unique, increasing with time and never reused,
     * from an identity sequence that starts at 1001 (rolled-back checkouts leave gaps).
     */
    number: integer('number').notNull().generatedByDefaultAsIdentity({ startWith: 1001 }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    city: text('city').notNull(),
    street: text('street').notNull(),
    phone: text('phone').notNull(),
    // 100 lines of 10,000 units at up to 1,000,000 each: more than an int4 of cents holds.
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method', { enum: ['cash'] })
      .notNull()
      .default('cash'),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** When it last moved to shipped; null while pending (a move back to pending clears it). */
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    status: text('status', { enum: ['pending', 'shipped', 'delivered', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_number_key').on(t.number),
  ],
);

/** A snapshot of the line at checkout: no foreign key, so history outlives the product. */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    imageCover: text('image_cover').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);
