/**
 * One address, one account: an address is compared in Unicode's compatibility form (NFKC), in
 * lower case, so `customer@electro.ｔｅｓｔ` (full-width letters, which a phone keyboard or a copy
 * from a styled page can produce) is the same address as `customer@electro.test`, at
 * registration, at login, on a profile change and on the newsletter list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectError, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const registration = {
  name: 'Mona',
  phone: '01012345678',
  address: 'Cairo',
  password: 'Secret123',
  confirmPassword: 'Secret123',
};
const register = (email: string, name = 'Mona') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { ...registration, name, email },
  });
const login = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: registration.password },
  });

describe('email addresses', () => {
  it('refuses a full-width spelling of a registered address, and signs it in instead', async () => {
    const first = await register('customer@electro.test');
    expect(first.statusCode).toBe(201);
    const id = first.json().user._id as string;

    for (const twin of [
      'customer@electro.\uff54\uff45\uff53\uff54',
      '\uff23\uff35\uff33\uff34\uff2f\uff2d\uff25\uff32@electro.test',
      'customer\uff20electro.test',
    ]) {
      expectError(await register(twin, 'Eve'), 409, 'This email is already registered.');
      const signedIn = await login(twin);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user._id).toBe(id);
    }
  });

  it('stores and answers the address in its plain form', async () => {
    const res = await register('\uff4e\uff4f\uff52\uff41@Example.test', 'Nora');
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe('nora@example.test');
  });

  it("refuses a profile change to another account's address in another spelling", async () => {
    expect((await register('owner@electro.test', 'Owner')).statusCode).toBe(201);
    expect((await register('other@electro.test', 'Other')).statusCode).toBe(201);
    const token = (await login('other@electro.test')).json().token as string;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/update-account',
      headers: { token },
      payload: { email: '\uff4f\uff57\uff4e\uff45\uff52@electro.test' },
    });
    expectError(res, 409, 'This email is already registered.');
  });

  it('keeps one newsletter subscription per address', async () => {
    const subscribe = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email } });
    const first = await subscribe('reader@electro.test');
    const twin = await subscribe('reader@electro.\uff54\uff45\uff53\uff54');
    expect(first.statusCode).toBe(201);
    // 200: already subscribed.
    expect(twin.statusCode).toBe(200);
  });
});
