/**
 * Slows down password guessing without handing an attacker a way to lock people out
 * (contract v1.1):
 * - per (account, address) pair: after `maxFailures` failed logins in a row that pair waits
 *   `blockSeconds`; a success resets it. The account's owner, from another address, is not
 *   affected by anyone else's failures.
 * - per address, over every account: after `maxFailuresPerAddress` failures the address waits
 *   `blockSeconds`; successes do not reset this count (an attacker could log into an account of
 *   their own between guesses), it is forgotten after a quiet `forgetAfterSeconds`.
 * Kept in this process's memory, bounded in entries (see docs/decisions).
 */
export type LoginGuard = {
  /** Seconds this address must wait before trying this account, or 0 when a try is allowed. */
  retryAfter: (email: string, address: string) => Promise<number>;
  fail: (email: string, address: string) => Promise<void>;
  succeed: (email: string, address: string) => Promise<void>;
};

type Counter = { failures: number; blockedUntil: number; lastFailureAt: number };

export const LOGIN_GUARD_MAX_ENTRIES = 100_000;

export function createLoginGuard(options: {
  maxFailures: number;
  maxFailuresPerAddress: number;
  blockSeconds: number;
  forgetAfterSeconds?: number;
  now?: () => number;
}): LoginGuard {
  const now = options.now ?? Date.now;
  const forgetAfterMs = (options.forgetAfterSeconds ?? 15 * 60) * 1000;
  const counters = new Map<string, Counter>();
  const pairKey = (email: string, address: string) => `pair\n${email}\n${address}`;
  const addressKey = (address: string) => `address\n${address}`;

  const current = (key: string): Counter | undefined => {
    const counter = counters.get(key);
    if (counter && now() - counter.lastFailureAt > forgetAfterMs && counter.blockedUntil <= now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };
  const wait = (key: string) => {
    const left = (current(key)?.blockedUntil ?? 0) - now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  };
  const count = (key: string, limit: number) => {
    const counter = current(key) ?? { failures: 0, blockedUntil: 0, lastFailureAt: 0 };
    if (!counters.has(key) && counters.size >= LOGIN_GUARD_MAX_ENTRIES) {
      // Map order is insertion order: the oldest entry goes.
      const oldest = counters.keys().next().value;
      if (oldest !== undefined) counters.delete(oldest);
    }
    counter.failures += 1;
    counter.lastFailureAt = now();
    if (counter.failures >= limit) counter.blockedUntil = now() + options.blockSeconds * 1000;
    counters.set(key, counter);
  };

  return {
    async retryAfter(email, address) {
      return Math.max(wait(pairKey(email, address)), wait(addressKey(address)));
    },
    async fail(email, address) {
      count(pairKey(email, address), options.maxFailures);
      count(addressKey(address), options.maxFailuresPerAddress);
    },
    async succeed(email, address) {
      counters.delete(pairKey(email, address));
    },
  };
}
