/**
 * Slows down password guessing on one account: after `maxFailures` failed logins in a row the
 * account answers 429 for `blockSeconds`. Kept in memory per process (see docs/DECISIONS.md).
 */
export type LoginGuard = {
  /** Seconds left to wait, or 0 when a try is allowed. */
  retryAfter: (email: string) => number;
  fail: (email: string) => void;
  succeed: (email: string) => void;
};

export function createLoginGuard(options: {
  maxFailures: number;
  blockSeconds: number;
  now?: () => number;
}): LoginGuard {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { failures: number; blockedUntil: number }>();
  const MAX_ENTRIES = 100_000;
  return {
    retryAfter(email) {
      const entry = entries.get(email);
      if (!entry) return 0;
      const left = entry.blockedUntil - now();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },
    fail(email) {
      if (entries.size >= MAX_ENTRIES && !entries.has(email)) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const entry = entries.get(email) ?? { failures: 0, blockedUntil: 0 };
      entry.failures += 1;
      if (entry.failures >= options.maxFailures) {
        entry.blockedUntil = now() + options.blockSeconds * 1000;
      }
      entries.set(email, entry);
    },
    succeed(email) {
      entries.delete(email);
    },
  };
}
