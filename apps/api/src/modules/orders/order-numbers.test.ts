import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema, ordersResponseSchema } from '@electro/shared';
import { MIGRATIONS_DIR, openDatabase } from '../../db/client';
import {
  apiCall,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  expectError,
  placeOrder,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;
let productId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const { category, brand } = await createCatalog(ctx);
  productId = (await createProduct(ctx, { categoryId: category.id, brandId: brand.id, stock: 100 }))
    .id;
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(async () => ctx.close());

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  apiCall(ctx, { user, method, url, payload });

describe('order numbers', () => {
  it('numbers a new store’s orders from 1001, increasing, in every answer', async () => {
    const customer = await createUser(ctx);
    const first = await placeOrder(ctx, customer, [{ productId, quantity: 1 }]);
    expect(first.number).toBe(1001);
    // A checkout that fails takes no number from anyone's point of view but may leave a gap:
    // numbers only have to grow.
    const cart = (await call(customer, 'GET', '/cart')).json().cart._id as string;
    expectError(await call(customer, 'POST', `/orders/${cart}`, { shoppingAddress: {} }), 400);
    const second = await placeOrder(ctx, customer, [{ productId, quantity: 1 }]);
    expect(second.number).toBeGreaterThan(first.number);

    const list = ordersResponseSchema.parse((await call(customer, 'GET', '/orders')).json());
    expect(list.orders.map((order) => order.number)).toEqual([second.number, first.number]);
    const one = orderResponseSchema.parse(
      (await call(admin, 'GET', `/orders/${first._id}`)).json(),
    );
    expect(one.order.number).toBe(1001);
    const stats = (await call(admin, 'GET', '/admin/stats')).json();
    expect(stats.stats.recentOrders[0].number).toBe(second.number);
  });

  it('finds an order by its number for its owner and an admin, 404 for anyone else', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const order = await placeOrder(ctx, owner, [{ productId, quantity: 1 }]);
    for (const user of [owner, admin]) {
      const res = await call(user, 'GET', `/orders/${order.number}`);
      expect(res.statusCode).toBe(200);
      expect(orderResponseSchema.parse(res.json()).order._id).toBe(order._id);
    }
    expectError(await call(other, 'GET', `/orders/${order.number}`), 404, 'Order not found');
    expectError(await call(admin, 'GET', '/orders/999999'), 404, 'Order not found');
    expectError(await call(admin, 'GET', '/orders/99999999999999999999'), 404, 'Order not found');
  });
});

describe('the migration that adds order numbers', () => {
  it('numbers the orders a store already has in the order they were placed', async () => {
    // The migrations before order numbers, in a folder of their own.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'electro-migrations-'));
    const journalFile = path.join(folder, 'meta', '_journal.json');
    await cp(MIGRATIONS_DIR, folder, { recursive: true });
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    const numbered = journal.entries.findIndex((entry) => entry.tag === '0004_order_number');
    expect(numbered).toBeGreaterThan(0);
    await writeFile(
      journalFile,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, numbered) }),
    );

    const handle = await openDatabase({ memory: true });
    try {
      const db = handle.db as unknown as Parameters<typeof migrate>[0];
      await migrate(db, { migrationsFolder: folder });
      await db.execute(sql`insert into users (id, name, email, password_hash)
        values ('u', 'Old Customer', 'old@example.test', 'x')`);
      // Inserted out of creation order: the physical order must not decide the numbers.
      for (const [id, day] of [
        ['c', '2024-03-03'],
        ['a', '2024-01-01'],
        ['b', '2024-02-02'],
      ]) {
        await db.execute(sql`insert into orders (id, user_id, city, street, phone, total_cents,
          created_at) values (${id}, 'u', 'Cairo', 'Tahrir', '01012345678', 100, ${day})`);
      }
      await handle.migrate();
      const rows = await db.execute(sql`select id, number from orders order by number`);
      expect(rows.rows).toEqual([
        { id: 'a', number: 1001 },
        { id: 'b', number: 1002 },
        { id: 'c', number: 1003 },
      ]);
      await db.execute(sql`insert into orders (id, user_id, city, street, phone, total_cents)
        values ('d', 'u', 'Cairo', 'Tahrir', '01012345678', 100)`);
      const next = await db.execute(sql`select number from orders where id = 'd'`);
      expect(next.rows).toEqual([{ number: 1004 }]);
    } finally {
      await handle.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
