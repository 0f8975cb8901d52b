/**
 * The queue in front of password hashing (decisions 012 and 074): a flood of logins is refused
 * at once with a Retry-After, a burst of sign-ups waits its turn and is served. What is tested
 * is the queue and its timing, the same over either database: CI runs this file once
 * (src/test/database-runs.ts).
 */
import { describe, expect, it } from 'vitest';
import { createTestContext, expectError } from '../../test/harness';

/** A sign-up's fields, each shopper by their own address. */
const signUp = (email: string) => ({
  name: 'Shopper',
  email,
  phone: '01155556666',
  address: '4 Nile Corniche',
  password: 'Secret123',
  confirmPassword: 'Secret123',
});

describe('password hashing under a login flood', () => {
  it('answers 503 with Retry-After at once when the hashing queue is full', async () => {
    // One hash at a time, none waiting, and hashes slow enough (256 MiB each, several hundred
    // ms) that a second of the eight user lookups finishes while the first hash runs, even on a
    // loaded machine (with 64 MiB and one waiting, a busy CI's lookups arrived one by one).
    const busy = await createTestContext({
      PASSWORD_HASH_CONCURRENCY: 1,
      PASSWORD_HASH_QUEUE: 0,
      ARGON2_MEMORY_KIB: 262_144,
    });
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          busy.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            remoteAddress: `192.0.2.${i + 1}`,
            payload: { email: `nobody${i}@example.test`, password: 'Secret123' },
          }),
        ),
      );
      const statuses = results.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(1);
      const refused = results.filter((res) => res.statusCode === 503);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const res of refused) {
        expectError(
          res,
          503,
          'The store is busy signing people in. Please try again in a few seconds.',
        );
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Refused requests did no hashing: the catalogue answers at once.
      const health = await busy.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});

describe('password hashing under a burst of sign-ups', () => {
  it('serves 40 shoppers registering and then logging in at the same moment', async () => {
    // The hashes a burst makes wait their turn and are served: a fixed 16 waiting refused about
    // half of these at once. What refuses is the expected wait alone (the flood below), here
    // allowed a minute, so that a machine busy with other work serves them too. Each shopper
    // comes from an address of their own, as they would.
    const patient = await createTestContext({ PASSWORD_HASH_MAX_WAIT_MS: 60_000 });
    try {
      const results = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const remoteAddress = `198.51.100.${i + 1}`;
          const email = `burst${i}@example.test`;
          const registered = await patient.app.inject({
            method: 'POST',
            url: '/api/v1/auth/register',
            remoteAddress,
            payload: signUp(email),
          });
          const loggedIn = await patient.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            remoteAddress,
            payload: { email, password: 'Secret123' },
          });
          return `${registered.statusCode} ${loggedIn.statusCode}`;
        }),
      );
      expect(results).toEqual(Array(40).fill('201 200'));
    } finally {
      await patient.close();
    }
  });

  it('still refuses a flood, with a Retry-After of its expected wait', async () => {
    // At most a second's wait: of 200 logins at once, those past it are refused.
    const busy = await createTestContext({
      PASSWORD_HASH_CONCURRENCY: 1,
      PASSWORD_HASH_MAX_WAIT_MS: 1000,
      ARGON2_MEMORY_KIB: 8192,
    });
    try {
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          busy.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            remoteAddress: `203.0.113.${i + 1}`,
            payload: { email: `flood${i}@example.test`, password: 'Secret123' },
          }),
        ),
      );
      const refused = results.filter((res) => res.statusCode === 503);
      expect(refused.length).toBeGreaterThan(100);
      for (const res of refused) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        // The wait it was expected to have: within the bound plus one hash, rounded up.
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(10);
      }
      expect(results.filter((res) => res.statusCode === 401).length).toBeGreaterThanOrEqual(1);
    } finally {
      await busy.close();
    }
  });
});
