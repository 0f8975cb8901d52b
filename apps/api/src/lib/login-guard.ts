import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema/index';

/**
 * Slows down password guessing without handing an attacker a way to lock people out
 * (contract v1.1):
 * - per (account, address) pair: after `maxFailures` failed logins in a row that pair waits
 *   `blockSeconds`; a success resets it. The account's owner, from another address, is not
 *   affected by anyone else's failures.
 * - per address, over every account: after `maxFailuresPerAddress` failures the address waits
 *   `blockSeconds`; successes do not reset this count (an attacker could log into an account of
 *   their own between guesses), it is forgotten after a quiet `forgetAfterSeconds`.
 * Counted in the database's `login_failures` table, so every API process on one database counts
 * the same failures: each failure is one atomic upsert, and rows past their expiry are deleted
 * every `cleanupEveryMs` (decision 045).
 */
export type LoginGuard = {
  /** Seconds this address must wait before trying this account, or 0 when a try is allowed. */
  retryAfter: (email: string, address: string) => Promise<number>;
  fail: (email: string, address: string) => Promise<void>;
  succeed: (email: string, address: string) => Promise<void>;
};

export type StoredLoginGuard = LoginGuard & {
  /** Deletes the rows whose expiry has passed; returns how many went. */
  cleanup: () => Promise<number>;
  /** Stops the cleanup timer. */
  close: () => void;
};

export const pairKey = (email: string, address: string) => `pair\n${email}\n${address}`;
export const addressKey = (address: string) => `address\n${address}`;

export function createLoginGuard(options: {
  db: Database;
  maxFailures: number;
  maxFailuresPerAddress: number;
  blockSeconds: number;
  forgetAfterSeconds?: number;
  /** How often expired rows are deleted; 0 never (the caller calls `cleanup`). */
  cleanupEveryMs?: number;
  /** Told when a cleanup fails (the database was away); the next one tries again. */
  onCleanupError?: (error: unknown) => void;
  now?: () => number;
}): StoredLoginGuard {
  const { db } = options;
  const now = options.now ?? Date.now;
  const forgetAfterMs = (options.forgetAfterSeconds ?? 15 * 60) * 1000;
  const blockMs = options.blockSeconds * 1000;

  /**
   * One failure more for `key`, in one statement: concurrent failures from several processes
   * queue on the row's lock and each adds its own. An expired row starts over at 1.
   */
  const count = async (key: string, limit: number) => {
    const at = now();
    const atDate = new Date(at);
    const blockedUntil = new Date(at + blockMs);
    const forgetAt = new Date(at + forgetAfterMs);
    const t = loginFailures;
    const expired = sql`${t.expiresAt} <= ${atDate}`;
    const failures = sql`case when ${expired} then 1 else ${t.failures} + 1 end`;
    const blocked = sql`case when ${failures} >= ${limit} then ${blockedUntil}::timestamptz
      when ${expired} then null else ${t.blockedUntil} end`;
    const firstBlocked = limit <= 1 ? blockedUntil : null;
    await db
      .insert(t)
      .values({
        key,
        failures: 1,
        blockedUntil: firstBlocked,
        expiresAt: firstBlocked && firstBlocked > forgetAt ? firstBlocked : forgetAt,
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures,
          blockedUntil: blocked,
          // greatest() skips a null.
          expiresAt: sql`greatest(${forgetAt}::timestamptz, ${blocked})`,
        },
      });
  };

  const cleanup = async () => {
    const gone = await db
      .delete(loginFailures)
      .where(lt(loginFailures.expiresAt, new Date(now())))
      .returning({ key: loginFailures.key });
    return gone.length;
  };

  let timer: NodeJS.Timeout | undefined;
  if (options.cleanupEveryMs && options.cleanupEveryMs > 0) {
    timer = setInterval(() => {
      cleanup().catch((error: unknown) => options.onCleanupError?.(error));
    }, options.cleanupEveryMs);
    timer.unref();
  }

  return {
    async retryAfter(email, address) {
      const at = now();
      const rows = await db
        .select({ blockedUntil: loginFailures.blockedUntil })
        .from(loginFailures)
        .where(
          and(
            inArray(loginFailures.key, [pairKey(email, address), addressKey(address)]),
            gt(loginFailures.blockedUntil, new Date(at)),
          ),
        );
      const until = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
      return until > at ? Math.ceil((until - at) / 1000) : 0;
    },
    async fail(email, address) {
      await count(pairKey(email, address), options.maxFailures);
      await count(addressKey(address), options.maxFailuresPerAddress);
    },
    async succeed(email, address) {
      await db.delete(loginFailures).where(eq(loginFailures.key, pairKey(email, address)));
    },
    cleanup,
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
