import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema/index';
import { createTestContext, createUser, type TestContext } from '../test/harness';
import { addressKey, createLoginGuard, pairKey } from './login-guard';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

let addresses = 0;
/** A fresh address per test, so the tests share no counts. */
const newAddress = () => `192.0.2.${(addresses += 1)}`;

function guardAt(
  clock: { now: number },
  limits: { maxFailures?: number; maxFailuresPerAddress?: number } = {},
) {
  return createLoginGuard({
    db: ctx.db,
    maxFailures: limits.maxFailures ?? 3,
    maxFailuresPerAddress: limits.maxFailuresPerAddress ?? 10,
    blockSeconds: 60,
    forgetAfterSeconds: 900,
    now: () => clock.now,
  });
}

const failuresOf = async (key: string) =>
  (await ctx.db.select().from(loginFailures).where(eq(loginFailures.key, key)))[0]?.failures;

describe('failed logins counted in the database', () => {
  it('blocks a pair after its limit, for blockSeconds, and a success resets the pair', async () => {
    const clock = { now: Date.now() };
    const guard = guardAt(clock);
    const address = newAddress();
    await guard.fail('a@example.test', address);
    await guard.fail('a@example.test', address);
    await guard.succeed('a@example.test', address);
    await guard.fail('a@example.test', address);
    await guard.fail('a@example.test', address);
    expect(await guard.retryAfter('a@example.test', address)).toBe(0);
    await guard.fail('a@example.test', address);
    expect(await guard.retryAfter('a@example.test', address)).toBe(60);
    clock.now += 59_500;
    expect(await guard.retryAfter('a@example.test', address)).toBe(1);
    expect(await guard.retryAfter('b@example.test', address)).toBe(0);
    expect(await guard.retryAfter('a@example.test', newAddress())).toBe(0);
    clock.now += 500;
    expect(await guard.retryAfter('a@example.test', address)).toBe(0);
  });

  it('counts an address over every account, successes included, and forgets it when quiet', async () => {
    const clock = { now: Date.now() };
    const guard = guardAt(clock, { maxFailuresPerAddress: 5 });
    const address = newAddress();
    for (let i = 0; i < 4; i += 1) await guard.fail(`spray${i}@example.test`, address);
    await guard.succeed('spray0@example.test', address);
    expect(await failuresOf(addressKey(address))).toBe(4);
    // Fifteen quiet minutes: the count starts over.
    clock.now += 900_001;
    await guard.fail('spray9@example.test', address);
    expect(await failuresOf(addressKey(address))).toBe(1);
    for (let i = 0; i < 4; i += 1) await guard.fail(`again${i}@example.test`, address);
    expect(await guard.retryAfter('anyone@example.test', address)).toBe(60);
  });

  it('loses no failure when several processes count at once', async () => {
    const clock = { now: Date.now() };
    // Two guards on one database, as two API processes have.
    const first = guardAt(clock, { maxFailures: 1000 });
    const second = guardAt(clock, { maxFailures: 1000 });
    const address = newAddress();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? first : second).fail('race@example.test', address),
      ),
    );
    expect(await failuresOf(pairKey('race@example.test', address))).toBe(40);
    expect(await failuresOf(addressKey(address))).toBe(40);
    expect(await first.retryAfter('race@example.test', address)).toBe(60);
  });

  it('deletes only rows whose expiry has passed, by itself on a timer', async () => {
    const clock = { now: Date.now() };
    const guard = guardAt(clock);
    const old = newAddress();
    await guard.fail('old@example.test', old);
    clock.now += 600_000;
    const recent = newAddress();
    await guard.fail('recent@example.test', recent);
    clock.now += 300_001;
    expect(await guard.cleanup()).toBeGreaterThanOrEqual(2);
    expect(await failuresOf(addressKey(old))).toBeUndefined();
    expect(await failuresOf(addressKey(recent))).toBe(1);

    // A blocked row lives as long as its block, even past the quiet period.
    const blocked = newAddress();
    const shortQuiet = createLoginGuard({
      db: ctx.db,
      maxFailures: 1,
      maxFailuresPerAddress: 100,
      blockSeconds: 3600,
      forgetAfterSeconds: 60,
      now: () => clock.now,
    });
    await shortQuiet.fail('held@example.test', blocked);
    clock.now += 120_000;
    await shortQuiet.cleanup();
    expect(await shortQuiet.retryAfter('held@example.test', blocked)).toBe(3480);

    const timed = createLoginGuard({
      db: ctx.db,
      maxFailures: 3,
      maxFailuresPerAddress: 5,
      blockSeconds: 60,
      forgetAfterSeconds: 1,
      cleanupEveryMs: 20,
    });
    const gone = newAddress();
    await timed.fail('gone@example.test', gone);
    try {
      await expect
        .poll(() => failuresOf(addressKey(gone)), { timeout: 5000, interval: 50 })
        .toBeUndefined();
    } finally {
      timed.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL', () => {
  it('share the failed-login count: failures split across them lead to 429', async () => {
    const shared = await createTestContext({ LOGIN_MAX_FAILURES: 4 });
    try {
      const other = await shared.addInstance();
      const user = await createUser(shared);
      const attempt = (app: typeof other, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: '203.0.113.40',
          payload: { email: user.email, password },
        });
      for (const app of [shared.app, other, shared.app, other]) {
        expect((await attempt(app, 'Wrong1234')).statusCode).toBe(401);
      }
      for (const app of [shared.app, other]) {
        const blocked = await attempt(app, user.password);
        expect(blocked.statusCode).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await shared.close();
    }
  });
});
