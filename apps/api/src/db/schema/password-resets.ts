import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { users } from './users';

/**
 * The password reset link an account may use (decision 094): at most one per account, so a
 * newer request replaces, and so voids, the older link, and the table never holds more rows
 * than there are accounts. Only the SHA-256 of the link's 32 random bytes is kept: a copy of
 * the database does not hand out working links. Using the link deletes the row.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token the link carries. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash)],
);
