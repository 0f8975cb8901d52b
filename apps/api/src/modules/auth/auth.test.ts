import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema/index';
import { registrationKey } from '../../lib/registration-limit';
import { createTestContext, createUser, expectError, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_FAILURES: 5, LOGIN_BLOCK_SECONDS: 60 });
});
afterAll(async () => ctx.close());

const valid = {
  name: 'Mona',
  email: 'mona@example.test',
  phone: '01012345678',
  address: '12 Tahrir Square',
  password: 'Secret123',
  confirmPassword: 'Secret123',
};

describe('POST /auth/register', () => {
  it('creates a customer and never returns the password hash', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: valid,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      name: 'Mona',
      email: 'mona@example.test',
      role: 'user',
      profile: null,
    });
    expect(body.user._id).toBe(body.user.id);
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('refuses a taken email with 409, whatever its case', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...valid, email: 'MONA@example.test' },
    });
    expectError(res, 409, 'This email is already registered.');
  });

  it.each([
    [{ name: 'Mo' }, 'Your Name Must be More than 3 characters'],
    [{ name: 'Mohammed Ali' }, 'Your Name Must be less than 10 characters'],
    [{ email: 'not-an-email' }, 'Enter a valid Email'],
    [{ email: '' }, 'Email must be required'],
    [{ phone: '12345' }, 'Enter an Egyptian Number'],
    [
      { password: 'secret123', confirmPassword: 'secret123' },
      'Password must start with an uppercase letter and be more than 5 characters',
    ],
    [{ password: '', confirmPassword: '' }, 'Enter Your Password'],
    [{ confirmPassword: 'Secret124' }, 'Confirm Password must be equal to Password'],
    [{ address: '' }, 'Address is required.'],
  ])('answers 400 with the message of docs/PRODUCT.md for %o', async (change, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...valid, email: 'other@example.test', ...change },
    });
    expectError(res, 400, message);
  });

  it('answers 400, not 500, to wrong types and malformed JSON', async () => {
    const wrongTypes = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...valid, name: 42, email: ['x'] },
    });
    expect(wrongTypes.statusCode).toBe(400);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Mona",',
    });
    expectError(malformed, 400, 'The request body is not valid JSON.');
  });
});

describe('POST /auth/login', () => {
  it('returns a token and the user with its role', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'mona@example.test', password: 'Secret123' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user.role).toBe('user');
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({
      userId: body.user.id,
      name: 'Mona',
      email: 'mona@example.test',
      role: 'user',
    });
    expect(payload.exp - payload.iat).toBe(24 * 60 * 60);
  });

  it('gives one message for an unknown email and a wrong password', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.test', password: 'Secret123' },
    });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'mona@example.test', password: 'Wrong1234' },
    });
    expectError(unknown, 401, 'Invalid Credentials ');
    expectError(wrong, 401, 'Invalid Credentials ');
  });

  it('slows an account down with 429 only after 5 failed logins in a row', async () => {
    const user = await createUser(ctx, { email: 'target@example.test' });
    const attempt = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password },
      });
    for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong1234')).statusCode).toBe(401);
    // A success resets the count.
    expect((await attempt(user.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await attempt('Wrong1234')).statusCode).toBe(401);
    const blocked = await attempt(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are not affected.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'mona@example.test', password: 'Secret123' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('never keeps the owner out because of a flood from another address', async () => {
    const owner = await createUser(ctx, { email: 'owner@example.test' });
    const from = (remoteAddress: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress,
        payload: { email: owner.email, password },
      });
    for (let i = 0; i < 10; i += 1) await from('203.0.113.7', 'Wrong1234');
    const attacker = await from('203.0.113.7', owner.password);
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('198.51.100.20', owner.password)).statusCode).toBe(200);
  });

  it('slows down an address that fails on many accounts, and only that address', async () => {
    const user = await createUser(ctx, { email: 'sprayed@example.test' });
    const from = (remoteAddress: string, email: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress,
        payload: { email, password },
      });
    // One wrong guess on each of 20 accounts (the per-address limit): no pair reaches 5.
    for (let i = 0; i < 20; i += 1) {
      expect((await from('203.0.113.9', `guess${i}@example.test`, 'Wrong1234')).statusCode).toBe(
        401,
      );
    }
    const sprayer = await from('203.0.113.9', user.email, user.password);
    expect(sprayer.statusCode).toBe(429);
    expect((await from('198.51.100.21', user.email, user.password)).statusCode).toBe(200);
  });

  it('validates the login form with the messages of docs/PRODUCT.md', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'mona@example.test' },
    });
    expectError(res, 400, 'Enter Your Password');
  });
});

describe('tokens', () => {
  it('accepts the token header and Authorization: Bearer, and refuses bad tokens', async () => {
    const user = await createUser(ctx);
    const viaHeader = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { token: user.token },
    });
    const viaBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaBearer.statusCode).toBe(200);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/users' }), 401);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: { token: 'garbage' } }),
      401,
    );
    const tampered = user.token.slice(0, -3) + (user.token.endsWith('aaa') ? 'bbb' : 'aaa');
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: { token: tampered } }),
      401,
    );
  });
});

describe('registrations per address', () => {
  it('lets one address create SIGNUPS_PER_ADDRESS_PER_HOUR accounts an hour, then 429', async () => {
    const limited = await createTestContext({ SIGNUPS_PER_ADDRESS_PER_HOUR: 3 });
    try {
      const signUp = (email: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          remoteAddress,
          payload: { ...valid, email },
        });
      // Ten at once from one address: the count is atomic, so three get in, not all ten.
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signUp(`many${i}@example.test`, '192.0.2.50')),
      );
      const statuses = burst.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, ...Array(7).fill(429)]);
      const refused = burst.find((res) => res.statusCode === 429);
      if (!refused) throw new Error('no refusal');
      expectError(
        refused,
        429,
        'Too many accounts were created from your network. Please try again in 60 minutes.',
      );
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);

      // Another address is not affected, and logins from the limited one still work.
      expect((await signUp('elsewhere@example.test', '192.0.2.51')).statusCode).toBe(201);
      const created = burst.findIndex((res) => res.statusCode === 201);
      const login = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '192.0.2.50',
        payload: { email: `many${created}@example.test`, password: valid.password },
      });
      expect(login.statusCode).toBe(200);

      // Once the hour has passed, the address may sign up again.
      await limited.db
        .update(loginFailures)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(loginFailures.key, registrationKey('192.0.2.50')));
      expect((await signUp('later@example.test', '192.0.2.50')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
