import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestContext,
  createUser,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let customer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  customer = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(async () => ctx.close());

const get = (url: string, user?: TestUser) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user ? auth(user) : {} });

describe('answers that depend on the token', () => {
  it.each(['/users', '/cart', '/wishlist', '/orders'])(
    "tell shared caches not to keep %s (a customer's own)",
    async (url) => {
      const res = await get(url, customer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  );

  it.each(['/admin/stats', '/admin/customers', '/products/export'])(
    "tell shared caches not to keep %s (the admin's)",
    async (url) => {
      const res = await get(url, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('say so on refusals too: a missing token, or a customer at an admin page', async () => {
    const missing = await get('/cart');
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    const forbidden = await get('/admin/stats', customer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['cache-control']).toBe('private, no-store');
  });

  it('leave public answers as they were, with a token sent or not', async () => {
    for (const user of [undefined, customer]) {
      const res = await get('/products', user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });
});
