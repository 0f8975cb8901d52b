import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed logins, counted per (account, address) pair and per address (lib/login-guard.ts), in
 * the database so that every API process on it counts the same failures. A row means nothing
 * once `expires_at` has passed; the guard deletes such rows now and then.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /**
     * `pair` + email + address, or `address` + address (see lib/login-guard.ts); `register` +
     * address counts sign-ups (lib/registration-limit.ts), `failures` being their number.
     */
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** Until when this pair or address waits (429); null while under its limit. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
    /** The later of the last failure + the quiet period and `blocked_until`. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('login_failures_expires_at_idx').on(table.expiresAt)],
);
