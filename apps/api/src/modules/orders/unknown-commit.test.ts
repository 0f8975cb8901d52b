/**
 * A checkout whose COMMIT reached the database but whose answer was lost with the connection
 * (a restart, a killed connection) made the order. Answered 503 "try again", the shopper saw a
 * failure for an order that exists; a keyless client that tried again ordered twice. With an
 * Idempotency-Key the store looks the key up before answering and answers the order.
 *
 * Only a PostgreSQL server has a connection to lose: the file runs where TEST_DATABASE_URL names
 * one (CI's second pass). The relay (test/tcp-proxy.ts) lets the COMMIT through and then drops
 * that connection, the way a database restart right after a commit does.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '@electro/shared';
import { orders } from '../../db/schema/index';
import {
  auth,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  fillCart,
  stockOf,
  testAddress,
  type TestContext,
  type TestUser,
} from '../../test/harness';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('an order whose COMMIT answer is lost', () => {
  let ctx: TestContext;
  let productId: string;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({}, { databaseProxy: true });
    const { category, brand } = await createCatalog(ctx);
    productId = (
      await createProduct(ctx, { categoryId: category.id, brandId: brand.id, stock: 100 })
    ).id;
    admin = await createUser(ctx, { role: 'admin' });
  });
  afterAll(async () => ctx.close());

  const relay = () => {
    if (!ctx.proxy) throw new Error('the test needs the database relay');
    return ctx.proxy;
  };
  const checkout = (user: TestUser, cartId: string, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${cartId}`,
      headers: { ...auth(user), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { shoppingAddress: testAddress },
    });
  const addOrder = (customer: TestUser, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders',
      headers: { ...auth(admin), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { userId: customer.id, items: [{ productId }], shoppingAddress: testAddress },
    });
  const ordersOf = async (user: TestUser) => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, user.id));
    return row?.n ?? 0;
  };

  it('a keyed checkout answers the order it committed, and a retry answers the same one', async () => {
    const user = await createUser(ctx);
    const cartId = await fillCart(ctx, user, [{ productId, quantity: 2 }]);
    const before = await stockOf(ctx, productId);

    const cut = relay().cutAfter('commit');
    const res = await checkout(user, cartId, 'lost-answer-1');
    await cut;
    expect(res.statusCode).toBe(201);
    const order = orderResponseSchema.parse(res.json()).order;
    expect(order.orderItems).toHaveLength(1);

    const retry = await checkout(user, cartId, 'lost-answer-1');
    expect(retry.statusCode).toBe(200);
    expect(orderResponseSchema.parse(retry.json()).order._id).toBe(order._id);
    expect(await ordersOf(user)).toBe(1);
    expect((await stockOf(ctx, productId))?.stock).toBe((before?.stock ?? 0) - 2);
  });

  it('a keyed add-order answers the order it committed, never a duplicate', async () => {
    const customer = await createUser(ctx);
    const cut = relay().cutAfter('commit');
    const res = await addOrder(customer, 'admin-form-1');
    await cut;
    expect(res.statusCode).toBe(201);
    const order = orderResponseSchema.parse(res.json()).order;

    const retry = await addOrder(customer, 'admin-form-1');
    expect(retry.statusCode).toBe(200);
    expect(orderResponseSchema.parse(retry.json()).order._id).toBe(order._id);
    expect(await ordersOf(customer)).toBe(1);
  });

  it('a transaction cut before its COMMIT is a 503, and the retry with the key orders once', async () => {
    const user = await createUser(ctx);
    const cartId = await fillCart(ctx, user, [{ productId, quantity: 1 }]);
    const cut = relay().cutAfter('insert into "idempotency_keys"');
    const res = await checkout(user, cartId, 'rolled-back-1');
    await cut;
    expect(res.statusCode).toBe(503);
    expect(await ordersOf(user)).toBe(0);

    const retry = await checkout(user, cartId, 'rolled-back-1');
    expect(retry.statusCode).toBe(201);
    expect(await ordersOf(user)).toBe(1);
  });

  it('a keyless request has nothing to look up: 503, though its order exists', async () => {
    // Why docs/API.md calls a keyless add-order unsafe to retry, and the admin screen sends a key.
    const customer = await createUser(ctx);
    const cut = relay().cutAfter('commit');
    const res = await addOrder(customer);
    await cut;
    expect(res.statusCode).toBe(503);
    expect(await ordersOf(customer)).toBe(1);
  });
});
