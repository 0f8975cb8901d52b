/** The admin's customers list, a customer's page and the dashboard's stats. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerResponseSchema,
  customersResponseSchema,
  orderResponseSchema,
  ordersResponseSchema,
  statsResponseSchema,
} from '@electro/shared';
import { orders, users } from '../../db/schema/index';
import { createUser, expectError, type TestContext, type TestUser } from '../../test/harness';
import { useOrdersStore } from '../../test/order-calls';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
const { state, product, call } = useOrdersStore();
beforeAll(async () => {
  ({ ctx, admin } = state);
  customer = await createUser(ctx, { name: 'Mona', email: 'mona.admin@example.test' });
});

const address = { city: 'Giza', street: 'Pyramids', phone: '+201112345678' };

describe('GET /admin/customers', () => {
  it('lists customers only, newest first, searchable by name or email', async () => {
    const older = await createUser(ctx, { name: 'Zed Older', email: 'zed.older@example.test' });
    const newer = await createUser(ctx, { name: 'Zed Newer', email: 'zed_newer@example.test' });

    const res = await call(admin, 'GET', '/admin/customers?search=zed');
    expect(res.statusCode).toBe(200);
    const body = customersResponseSchema.parse(res.json());
    expect(body.customers.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(res.body).not.toMatch(/password|argon2/i);

    // `_` is a literal, not a wildcard.
    const literal = (await call(admin, 'GET', '/admin/customers?search=zed_')).json();
    expect(literal.customers.map((c: { id: string }) => c.id)).toEqual([newer.id]);

    const all = (await call(admin, 'GET', '/admin/customers?limit=100')).json();
    expect(all.customers.every((c: { role: string }) => c.role === 'user')).toBe(true);
    expect(all.customers.map((c: { id: string }) => c.id)).not.toContain(admin.id);
    expect((await call(admin, 'GET', '/admin/customers?limit=1')).json().customers).toHaveLength(1);
    expectError(await call(admin, 'GET', '/admin/customers?limit=0'), 400);
  });

  it("pages, searches the phone, and carries each customer's order figures", async () => {
    const quiet = await createUser(ctx, { name: 'Yara Quiet', email: 'yara.q@example.test' });
    const buyer = await createUser(ctx, { name: 'Yara Buyer', email: 'yara.b@example.test' });
    await ctx.db.update(users).set({ phone: '01155500077' }).where(eq(users.id, buyer.id));
    const item = await product({ priceCents: 1000, stock: 20 });
    const place = async (quantity: number) => {
      const res = await call(admin, 'POST', '/admin/orders', {
        userId: buyer.id,
        items: [{ productId: item.id, quantity }],
        shoppingAddress: address,
      });
      return orderResponseSchema.parse(res.json()).order;
    };
    await place(2); // 20.00
    const cancelled = await place(5); // 50.00, cancelled below
    const last = await place(3); // 30.00
    await call(admin, 'PATCH', `/orders/${cancelled.id}`, { status: 'cancelled' });

    const res = await call(admin, 'GET', '/admin/customers?search=yara');
    const body = customersResponseSchema.parse(res.json());
    expect(body).toMatchObject({ totalCustomers: 2, page: 1, limit: 20, totalPages: 1 });
    expect(body.customers).toEqual([
      expect.objectContaining({
        _id: buyer.id,
        name: 'Yara Buyer',
        ordersCount: 3,
        totalSpent: 50,
        lastOrderAt: last.createdAt,
      }),
      expect.objectContaining({ _id: quiet.id, ordersCount: 0, totalSpent: 0, lastOrderAt: null }),
    ]);

    const byPhone = customersResponseSchema.parse(
      (await call(admin, 'GET', '/admin/customers?search=5550007')).json(),
    );
    expect(byPhone.customers.map((c) => c.id)).toEqual([buyer.id]);

    const second = customersResponseSchema.parse(
      (await call(admin, 'GET', '/admin/customers?search=yara&page=2&limit=1')).json(),
    );
    expect(second).toMatchObject({ totalCustomers: 2, page: 2, limit: 1, totalPages: 2 });
    expect(second.customers.map((c) => c.id)).toEqual([quiet.id]);
    expectError(await call(admin, 'GET', '/admin/customers?page=0'), 400);
    expectError(await call(admin, 'GET', `/admin/customers?search=${'y'.repeat(201)}`), 400);
  });
});

describe("a customer's page", () => {
  it('GET /admin/customers/:id answers the customer with their figures, 404 for others', async () => {
    const buyer = await createUser(ctx, { name: 'Nour Page', email: 'nour.page@example.test' });
    const item = await product({ priceCents: 12_50, stock: 10 });
    const placed = await call(admin, 'POST', '/admin/orders', {
      userId: buyer.id,
      items: [{ productId: item.id, quantity: 2 }],
      shoppingAddress: address,
    });
    const order = orderResponseSchema.parse(placed.json()).order;

    const res = await call(admin, 'GET', `/admin/customers/${buyer.id}`);
    expect(res.statusCode).toBe(200);
    const body = customerResponseSchema.parse(res.json());
    expect(body.message).toBe('Customer found');
    expect(body.customer).toMatchObject({
      _id: buyer.id,
      name: 'Nour Page',
      email: 'nour.page@example.test',
      ordersCount: 1,
      totalSpent: 25,
      lastOrderAt: order.createdAt,
    });
    expect(res.body).not.toMatch(/password|argon2/i);
    expectError(await call(admin, 'GET', '/admin/customers/nobody'), 404, 'Customer not found');
    // An admin is not a customer.
    expectError(await call(admin, 'GET', `/admin/customers/${admin.id}`), 404);
  });

  it("GET /orders?user= lists one customer's orders for an admin, and only one's own for others", async () => {
    const first = await createUser(ctx, { name: 'Omar One' });
    const second = await createUser(ctx, { name: 'Omar Two' });
    const item = await product({ stock: 10 });
    const place = async (userId: string) =>
      orderResponseSchema.parse(
        (
          await call(admin, 'POST', '/admin/orders', {
            userId,
            items: [{ productId: item.id }],
            shoppingAddress: address,
          })
        ).json(),
      ).order;
    const older = await place(first.id);
    const other = await place(second.id);
    const newer = await place(first.id);

    const res = await call(admin, 'GET', `/orders?user=${first.id}&limit=1&page=2`);
    const page = ordersResponseSchema.parse(res.json());
    expect(page).toMatchObject({ totalOrders: 2, page: 2, totalPages: 2 });
    expect(page.orders.map((o) => o.id)).toEqual([older.id]);
    const all = ordersResponseSchema.parse(
      (await call(admin, 'GET', `/orders?user=${first.id}`)).json(),
    );
    expect(all.orders.map((o) => o.id)).toEqual([newer.id, older.id]);

    // A customer asking for someone else's orders still gets only their own.
    const own = ordersResponseSchema.parse(
      (await call(second, 'GET', `/orders?user=${first.id}`)).json(),
    );
    expect(own.orders.map((o) => o.id)).toEqual([other.id]);
  });
});

describe('GET /admin/stats', () => {
  it('adds up the orders created in this test', async () => {
    // A fresh picture: earlier tests in this file placed orders too.
    await ctx.db.delete(orders);
    const item = await product({ priceCents: 10_00, stock: 100 });
    const place = async (quantity: number) => {
      const res = await call(admin, 'POST', '/admin/orders', {
        userId: customer.id,
        items: [{ productId: item.id, quantity }],
        shoppingAddress: address,
      });
      return orderResponseSchema.parse(res.json()).order;
    };
    const first = await place(1); // 10.00
    const second = await place(2); // 20.00
    const third = await place(4); // 40.00, cancelled below
    const fourth = await place(3); // 30.00
    await call(admin, 'PATCH', `/orders/${third.id}`, { status: 'cancelled' });
    // One sale from 40 days ago only counts in the totals, not in the last 30 days.
    const old = await place(5); // 50.00
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, old.id));

    const res = await call(admin, 'GET', '/admin/stats');
    expect(res.statusCode).toBe(200);
    const { stats } = statsResponseSchema.parse(res.json());
    expect(stats.totalSales).toBe(110);
    expect(stats.totalOrders).toBe(5);
    // The orders the sales figures count: the cancelled one is left out, as in the average.
    expect(stats.salesOrders).toBe(4);
    expect(stats.averageOrder).toBe(27.5);
    expect(stats.recentOrders.map((o) => o.id)).toEqual([
      fourth.id,
      third.id,
      second.id,
      first.id,
      old.id,
    ]);

    expect(stats.salesByDay).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.salesByDay.at(-1)).toEqual({ date: today, total: 60, orders: 3 });
    expect(stats.salesByDay[0]?.date).toBe(
      new Date(Date.now() - 29 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    );
    expect(stats.salesByDay.slice(0, -1).every((day) => day.total === 0 && day.orders === 0)).toBe(
      true,
    );

    const customers = (await call(admin, 'GET', '/admin/customers?limit=100')).json().customers;
    expect(stats.totalCustomers).toBe(customers.length);
    expect(stats.recentCustomers.map((c) => c.id)).toEqual(
      customers.slice(0, 5).map((c: { id: string }) => c.id),
    );
  });

  it('averages to 0 when there are no sales', async () => {
    await ctx.db.delete(orders);
    const { stats } = (await call(admin, 'GET', '/admin/stats')).json();
    expect(stats).toMatchObject({
      totalSales: 0,
      averageOrder: 0,
      totalOrders: 0,
      salesOrders: 0,
      recentOrders: [],
    });
    expect(stats.salesByDay.every((day: { total: number }) => day.total === 0)).toBe(true);
  });
});
