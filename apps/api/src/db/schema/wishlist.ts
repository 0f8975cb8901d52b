import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { users } from './users';
import { products } from './catalog';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_product_idx').on(t.productId),
  ],
);
