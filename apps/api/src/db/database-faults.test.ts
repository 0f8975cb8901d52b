/**
 * The database going away under load must never end the process (a terminated backend inside
 * an open transaction used to raise an unhandled 'error' event). These faults only exist on a
 * PostgreSQL server: the embedded database runs inside the process and has no connection to
 * lose, so the file runs where TEST_DATABASE_URL names a server (CI's second pass).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from './schema/index';
import {
  apiCall,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  fillCart,
  testAddress,
  type TestContext,
  type TestUser,
} from '../test/harness';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('a PostgreSQL server that goes away', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { databaseProxy: true });
  });
  afterAll(async () => ctx.close());

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function terminateStoreConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const result = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [ctx.databaseName],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('answers 503 on /health while unreachable and 200 once it is back, in the same process', async () => {
    expect((await apiCall(ctx, { user: null, method: 'GET', url: '/health' })).statusCode).toBe(
      200,
    );
    ctx.proxy?.cut();
    const away = await apiCall(ctx, { user: null, method: 'GET', url: '/health' });
    expect(away.statusCode).toBe(503);
    const read = await apiCall(ctx, { user: null, method: 'GET', url: '/products' });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({
      success: false,
      message: 'The store is briefly unavailable. Please try again shortly.',
    });
    expect(Number(read.headers['retry-after'])).toBeGreaterThan(0);
    ctx.proxy?.restore();
    const back = await apiCall(ctx, { user: null, method: 'GET', url: '/health' });
    expect(back.statusCode).toBe(200);
  });

  it('survives every store connection being terminated during checkouts, and loses no acknowledged order', async () => {
    const { category, brand } = await createCatalog(ctx);
    const product = await createProduct(ctx, {
      categoryId: category.id,
      brandId: brand.id,
      stock: 10_000,
    });
    const customers: TestUser[] = [];
    for (let i = 0; i < 8; i += 1) customers.push(await createUser(ctx));

    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    /** One unit into the cart, then a checkout: the status it ended with. */
    const checkoutOnce = async (customer: TestUser): Promise<number> => {
      let status: number;
      try {
        const cartId = await fillCart(ctx, customer, [{ productId: product.id, quantity: 1 }]);
        const res = await apiCall(ctx, {
          user: customer,
          method: 'POST',
          url: `/orders/${cartId}`,
          payload: { shoppingAddress: testAddress },
        });
        status = res.statusCode;
        if (status === 201) acknowledged.push(res.json().order._id as string);
      } catch {
        // fillCart throws when a cart call answered 503.
        status = 503;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      return status;
    };
    let running = true;
    const shopper = async (customer: TestUser) => {
      while (running) expect([201, 409, 503]).toContain(await checkoutOnce(customer));
    };
    const load = Promise.all(customers.map(shopper));
    await sleep(500);
    let terminated = 0;
    for (let round = 0; round < 3; round += 1) {
      terminated += await terminateStoreConnections();
      await sleep(300);
    }
    running = false;
    await load;
    expect(terminated).toBeGreaterThan(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);

    // Checkouts work again within 5 s, served by the same process and pool.
    const customer = customers[0] as TestUser;
    const deadline = Date.now() + 5000;
    let recovered = false;
    while (!recovered && Date.now() < deadline) {
      recovered = (await checkoutOnce(customer)) === 201;
      if (!recovered) await sleep(100);
    }
    expect(recovered).toBe(true);

    // Every acknowledged order is stored, and the stock moved by exactly what was sold.
    const stored = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, acknowledged));
    expect(stored.length).toBe(acknowledged.length);
    const [row] = await ctx.db
      .select({ stock: products.stock, sold: products.sold })
      .from(products)
      .where(eq(products.id, product.id));
    // A failed checkout leaves its line in the cart, so an order may hold several units.
    const [{ units } = { units: 0 }] = await ctx.db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    expect(units).toBeGreaterThan(0);
    expect(row?.sold).toBe(units);
    expect(row?.stock).toBe(10_000 - units);
  });
});
