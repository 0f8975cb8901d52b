import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { loginFailures } from '../db/schema/index';

/**
 * Registrations counted per client address over a fixed hour from the first one, in the
 * database (the `login_failures` table of counters that expire, under a key of their own), so
 * every API process on one database counts the same sign-ups and the login guard's cleanup
 * deletes the expired counts. 60 accounts from one address took 0.94 s before (decision 075).
 *
 * Every attempt that reaches the route's handler counts, refused ones included: the count is
 * one atomic upsert, so a burst of concurrent sign-ups cannot all slip under the limit.
 */
export type RegistrationLimit = {
  /** Counts one registration from `address`: 0 when it may go ahead, else seconds to wait. */
  take: (address: string) => Promise<number>;
};

export const registrationKey = (address: string) => `register\n${address}`;

const HOUR_MS = 60 * 60 * 1000;

/**
 * One more request under `key` in the hour that started with the first one, in one atomic
 * upsert on the shared counters' table, so every API process counts the same requests (the
 * sign-up and contact limits here, the password-reset requests in `executor`'s transaction).
 * Returns the count and when the hour ends.
 */
export async function countRequestInHour(
  executor: Executor,
  key: string,
  at: Date,
): Promise<{ count: number; expiresAt: Date }> {
  const windowEnd = new Date(at.getTime() + HOUR_MS);
  const t = loginFailures;
  const expired = sql`${t.expiresAt} <= ${at}`;
  const [row] = await executor
    .insert(t)
    .values({ key, failures: 1, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${t.failures} + 1 end`,
        expiresAt: sql`case when ${expired} then ${windowEnd}::timestamptz else ${t.expiresAt} end`,
      },
    })
    .returning({ count: t.failures, expiresAt: t.expiresAt });
  if (!row) throw new Error('counter upsert returned no row');
  return row;
}

export function createRegistrationLimit(options: {
  db: Database;
  /** Registrations an hour from one address; 0: no limit. */
  perHour: number;
  now?: () => number;
}): RegistrationLimit {
  return createHourlyAddressLimit({ ...options, key: registrationKey });
}

/**
 * The same count for another public write that reaches someone (the Contact page's messages),
 * under a key of its own so the two budgets never mix.
 */
export function createHourlyAddressLimit(options: {
  db: Database;
  /** Writes an hour from one address; 0: no limit. */
  perHour: number;
  /** The counter's key for an address: `<what is counted>\n<address>`. */
  key: (address: string) => string;
  now?: () => number;
}): RegistrationLimit {
  const now = options.now ?? Date.now;
  return {
    async take(address) {
      if (options.perHour <= 0) return 0;
      const at = new Date(now());
      const row = await countRequestInHour(options.db, options.key(address), at);
      if (row.count <= options.perHour) return 0;
      // At most the hour: a concurrent request may have opened the window a moment after `at`.
      const waitMs = Math.min(HOUR_MS, row.expiresAt.getTime() - at.getTime());
      return Math.max(1, Math.ceil(waitMs / 1000));
    },
  };
}
