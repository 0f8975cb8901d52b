import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '@electro/shared';
import { idempotencyKeys, orders } from '../../db/schema/index';
import { deleteExpiredKeys, idempotencyMessages } from '../../lib/order-book/idempotency';
import {
  auth,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  expectError,
  fillCart,
  stockOf,
  testAddress as address,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let productId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const { category, brand } = await createCatalog(ctx);
  productId = (
    await createProduct(ctx, { categoryId: category.id, brandId: brand.id, stock: 1000 })
  ).id;
});
afterAll(async () => ctx.close());

const checkout = (user: TestUser, cartId: string, key?: string, shoppingAddress = address) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${cartId}`,
    headers: { ...auth(user), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { shoppingAddress },
  });

const ordersOf = async (user: TestUser) => {
  const [row] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, user.id));
  return row?.n ?? 0;
};

describe('Idempotency-Key on checkout', () => {
  it('two concurrent checkouts with one key create one order, both answer it', async () => {
    const user = await createUser(ctx);
    const cartId = await fillCart(ctx, user, [{ productId, quantity: 2 }]);
    const before = await stockOf(ctx, productId);

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => checkout(user, cartId, 'pay-now-1')),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const ids = answers.map((res) => orderResponseSchema.parse(res.json()).order._id);
    expect(new Set(ids).size).toBe(1);
    expect(await ordersOf(user)).toBe(1);
    expect(await stockOf(ctx, productId)).toEqual({
      stock: (before?.stock ?? 0) - 2,
      sold: (before?.sold ?? 0) + 2,
    });
  });

  it('a later repeat answers the same order with 200 and changes nothing', async () => {
    const user = await createUser(ctx);
    const cartId = await fillCart(ctx, user, [{ productId, quantity: 1 }]);
    const first = await checkout(user, cartId, 'key with spaces ~!');
    expect(first.statusCode).toBe(201);
    const order = orderResponseSchema.parse(first.json()).order;

    // The shopper fills the cart again: a replay must not order it.
    await fillCart(ctx, user, [{ productId, quantity: 3 }]);
    const stock = await stockOf(ctx, productId);
    const again = await checkout(user, cartId, 'key with spaces ~!');
    expect(again.statusCode).toBe(200);
    expect(orderResponseSchema.parse(again.json()).order).toMatchObject({
      _id: order._id,
      number: order.number,
    });
    expect(await ordersOf(user)).toBe(1);
    expect(await stockOf(ctx, productId)).toEqual(stock);
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/v1/cart', headers: auth(user) });
    expect(cart.json().count).toBe(1);

    // Without the key, or with a new one, it is a new checkout.
    expect((await checkout(user, cartId, 'another key')).statusCode).toBe(201);
    expect(await ordersOf(user)).toBe(2);
  });

  it('answers 409 for a key reused with another body or cart; keys are per user', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const cartId = await fillCart(ctx, user, [{ productId, quantity: 1 }]);
    expect((await checkout(user, cartId, 'k1')).statusCode).toBe(201);
    await fillCart(ctx, user, [{ productId, quantity: 1 }]);
    expectError(
      await checkout(user, cartId, 'k1', { ...address, city: 'Giza' }),
      409,
      idempotencyMessages.reused,
    );
    const otherCart = await fillCart(ctx, other, [{ productId, quantity: 1 }]);
    expectError(await checkout(user, otherCart, 'k1'), 409, idempotencyMessages.reused);
    // Another user's same key is theirs.
    expect((await checkout(other, otherCart, 'k1')).statusCode).toBe(201);
    expect(await ordersOf(user)).toBe(1);
  });

  it('a first request that failed leaves the key free for the retry', async () => {
    const user = await createUser(ctx);
    const cartId = await fillCart(ctx, user, []);
    expectError(await checkout(user, cartId, 'retry-me'), 400, 'Your cart is empty.');
    await fillCart(ctx, user, [{ productId, quantity: 1 }]);
    expect((await checkout(user, cartId, 'retry-me')).statusCode).toBe(201);
  });

  it.each([
    ['', 'empty'],
    ['x'.repeat(201), 'too long'],
    ['caf\u00e9', 'not ASCII'],
  ])('answers 400 naming the header for a key that is %s', async (key, _why) => {
    const user = await createUser(ctx);
    const cartId = await fillCart(ctx, user, [{ productId, quantity: 1 }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${cartId}`,
      headers: { ...auth(user), 'idempotency-key': Buffer.from(key, 'utf8').toString('latin1') },
      payload: { shoppingAddress: address },
    });
    const body = expectError(res, 400);
    expect(body.message).toContain('Idempotency-Key');
    expect(await ordersOf(user)).toBe(0);
  });

  it('accepts a key of 200 characters', async () => {
    const user = await createUser(ctx);
    const cartId = await fillCart(ctx, user, [{ productId, quantity: 1 }]);
    expect((await checkout(user, cartId, 'k'.repeat(200))).statusCode).toBe(201);
  });

  it('forgets a key after 24 hours, and keyed requests delete expired keys', async () => {
    const user = await createUser(ctx);
    const cartId = await fillCart(ctx, user, [{ productId, quantity: 1 }]);
    const first = orderResponseSchema.parse((await checkout(user, cartId, 'old-key')).json());
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000);
    await ctx.db
      .update(idempotencyKeys)
      .set({ expiresAt: dayAgo })
      .where(eq(idempotencyKeys.userId, user.id));

    // An expired key is a new key: even another body is accepted, as a new order.
    await fillCart(ctx, user, [{ productId, quantity: 1 }]);
    const again = await checkout(user, cartId, 'old-key', { ...address, city: 'Giza' });
    expect(again.statusCode).toBe(201);
    expect(orderResponseSchema.parse(again.json()).order._id).not.toBe(first.order._id);

    // Someone's expired key goes when anyone sends a keyed request.
    const idle = await createUser(ctx);
    const idleCart = await fillCart(ctx, idle, [{ productId, quantity: 1 }]);
    expect((await checkout(idle, idleCart, 'idle-key')).statusCode).toBe(201);
    await ctx.db
      .update(idempotencyKeys)
      .set({ expiresAt: dayAgo })
      .where(eq(idempotencyKeys.userId, idle.id));
    const cart = await fillCart(ctx, user, [{ productId, quantity: 1 }]);
    expect((await checkout(user, cart, 'fresh-key')).statusCode).toBe(201);
    const idleKeys = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, idle.id));
    expect(idleKeys).toEqual([]);
    expect(await deleteExpiredKeys(ctx.db, new Date())).toBe(0);
  });
});
