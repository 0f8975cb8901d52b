import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '@electro/shared';
import { orders } from '../../db/schema/index';
import { CSV_BATCH, keysetRows } from '../../lib/csv/send-csv';
import {
  apiCall,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  expectError,
  type TestContext,
  type TestUser,
} from '../../test/harness';
import { exportFileName, ordersExport } from './orders-export';

let ctx: TestContext;
let catalog: Awaited<ReturnType<typeof createCatalog>>;
let admin: TestUser;
beforeAll(async () => {
  // A zone without summer time, so the expected offset never moves.
  ctx = await createTestContext({ CURRENCY: 'EGP', SHOP_TIME_ZONE: 'Asia/Kolkata' });
  catalog = await createCatalog(ctx);
  admin = await createUser(ctx, { role: 'admin', name: 'Boss' });
});
afterAll(async () => ctx.close());

const address = { city: 'Giza', street: 'Pyramids', phone: '+201112345678' };

const product = (options: { priceCents?: number; stock?: number; title?: string } = {}) =>
  createProduct(ctx, { categoryId: catalog.category.id, brandId: catalog.brand.id, ...options });

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) => apiCall(ctx, { user, method, url, payload });

describe('guards', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    const customer = await createUser(ctx, { name: 'Curious' });
    expectError(await call(null, 'GET', '/orders/export'), 401);
    expectError(
      await call(customer, 'GET', '/orders/export'),
      403,
      'You are not allowed to do this.',
    );
  });
});

/** An ISO time as the shop in Asia/Kolkata (UTC+05:30) writes it, to the second. */
const kolkata = (iso: string) =>
  `${new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 19)}+05:30`;

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** The rows of a CSV body without its header, each split on commas (the test's cells hold none). */
const csvRows = (body: string) =>
  body
    .trim()
    .split('\r\n')
    .flatMap((line) => line.split('\n'));

describe('GET /orders/export', () => {
  it('streams the filtered orders as CSV, newest first, formulas neutralised', async () => {
    const buyer = await createUser(ctx, {
      name: '=HYPERLINK("x")',
      email: 'csv.buyer@example.test',
    });
    const lamp = await product({ title: 'Export Lamp', priceCents: 19_99, stock: 10 });
    const desk = await product({ title: '@Export Desk', priceCents: 100_00, stock: 10 });
    const place = async (productId: string, quantity: number, city: string) => {
      const res = await call(admin, 'POST', '/admin/orders', {
        userId: buyer.id,
        items: [{ productId, quantity }],
        shoppingAddress: { ...address, city },
      });
      return orderResponseSchema.parse(res.json()).order;
    };
    const first = await place(lamp.id, 2, 'Exportvil');
    const second = await place(desk.id, 1, 'Exportvil');
    const other = await place(lamp.id, 1, 'Elsewhr');
    await call(admin, 'PATCH', `/orders/${second.id}`, { status: 'delivered' });
    await call(admin, 'PATCH', `/orders/${other.id}`, { status: 'cancelled' });

    const res = await call(admin, 'GET', '/orders/export?search=exportvil');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders-search-exportvil-${today()}.csv"`,
    );
    const [header, ...rows] = csvRows(res.body);
    // The first eleven columns keep their places; street and currency came later, at the end.
    expect(header).toBe(
      'number,date,customer,email,phone,city,items,total,paid,delivered,status,street,currency',
    );
    expect(rows).toEqual([
      `${second.number},${kolkata(second.createdAt)},"'=HYPERLINK(""x"")",` +
        `csv.buyer@example.test,'+201112345678,Exportvil,'@Export Desk x 1,100.00,yes,yes,` +
        `delivered,Pyramids,EGP`,
      `${first.number},${kolkata(first.createdAt)},"'=HYPERLINK(""x"")",` +
        `csv.buyer@example.test,'+201112345678,Exportvil,Export Lamp x 2,39.98,no,no,` +
        `pending,Pyramids,EGP`,
    ]);

    const cancelled = await call(admin, 'GET', `/orders/export?status=cancelled&user=${buyer.id}`);
    expect(cancelled.headers['content-disposition']).toBe(
      `attachment; filename="orders-status-cancelled-customer-${buyer.id}-${today()}.csv"`,
    );
    expect(
      csvRows(cancelled.body)
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toEqual([String(other.number)]);
    const none = await call(admin, 'GET', '/orders/export?search=no-such-order-anywhere');
    expect(csvRows(none.body)).toHaveLength(1);
    const unfiltered = await call(admin, 'GET', '/orders/export');
    expect(unfiltered.headers['content-disposition']).toBe(
      `attachment; filename="orders-${today()}.csv"`,
    );
    expectError(await call(admin, 'GET', '/orders/export?status=lost'), 400);
  });

  it('reads the orders in batches and writes each once', async () => {
    const buyer = await createUser(ctx, { name: 'Batch Buyer', email: 'batch@example.test' });
    const count = CSV_BATCH + 3;
    const now = Date.now();
    await ctx.db.insert(orders).values(
      Array.from({ length: count }, (_, index) => ({
        userId: buyer.id,
        city: 'Batchtown',
        street: 'One',
        phone: '01000000000',
        totalCents: 100,
        createdAt: new Date(now - index * 1000),
      })),
    );
    const res = await call(admin, 'GET', `/orders/export?user=${buyer.id}`);
    const rows = csvRows(res.body).slice(1);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(count);
  });
});

describe('reading the export a page at a time', () => {
  it('neither repeats nor skips an order when others are placed or deleted meanwhile', async () => {
    const buyer = await createUser(ctx, { name: 'Keyset Buyer' });
    // Six orders within one millisecond, 100 µs apart, the last two at the same instant: a
    // page that ended on a time rounded to the millisecond, or on a position, would be lost.
    const placed = await ctx.db
      .insert(orders)
      .values(
        [0, 1, 2, 3, 4, 4].map((step) => ({
          userId: buyer.id,
          city: 'Keysetville',
          street: 'One',
          phone: '01000000000',
          totalCents: 100,
          createdAt: sql`timestamptz '2026-01-01 12:00:00.000900+00'
            - ${step} * interval '100 microseconds'`,
        })),
      )
      .returning({ id: orders.id });
    const { read } = ordersExport(
      { db: ctx.db },
      {
        user: { id: admin.id, name: admin.name, email: admin.email, role: 'admin' },
        filter: {},
        customerId: buyer.id,
        locale: { currency: 'EGP', timeZone: 'UTC' },
        now: new Date(),
      },
    );
    // The list's order, as the export must write it.
    const listed = (await read({ limit: 100 })).map((record) => record.id);
    expect(new Set(listed)).toEqual(new Set(placed.map((row) => row.id)));

    const rows = keysetRows(read, 2);
    const written: string[] = [];
    const take = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        const next = await rows.next();
        if (!next.done) written.push(next.value.id);
      }
    };
    await take(2);
    // After the first page: one order already written goes, and one still to come.
    await ctx.db.delete(orders).where(inArray(orders.id, [listed[0]!, listed[4]!]));
    await take(2);
    // After the second: a newer order lands ahead of everything written so far.
    await ctx.db.insert(orders).values({
      userId: buyer.id,
      city: 'Keysetville',
      street: 'One',
      phone: '01000000000',
      totalCents: 100,
      createdAt: new Date('2026-01-02T00:00:00Z'),
    });
    for await (const record of rows) written.push(record.id);

    expect(written).toEqual([listed[0], listed[1], listed[2], listed[3], listed[5]]);
  });
});

describe('the file name of an export', () => {
  const now = new Date('2026-11-26T20:30:00Z');

  it("names the filter with safe characters only, on the shop's day", () => {
    expect(exportFileName({ status: 'shipped' }, now, 'UTC')).toBe(
      'orders-status-shipped-2026-11-26.csv',
    );
    // 22:30 in Cairo, 02:00 the next day in Kolkata.
    expect(exportFileName({}, now, 'Africa/Cairo')).toBe('orders-2026-11-26.csv');
    expect(exportFileName({}, now, 'Asia/Kolkata')).toBe('orders-2026-11-27.csv');
    expect(exportFileName({ search: '#1012' }, now, 'UTC')).toBe(
      'orders-search-1012-2026-11-26.csv',
    );
    expect(exportFileName({ search: 'Crème "brûlée"/../\r\nX: y' }, now, 'UTC')).toBe(
      'orders-search-creme-brulee-x-y-2026-11-26.csv',
    );
    expect(exportFileName({ search: 'محمد' }, now, 'UTC')).toBe('orders-search-2026-11-26.csv');
    expect(exportFileName({ search: 'a'.repeat(200) }, now, 'UTC')).toBe(
      `orders-search-${'a'.repeat(40)}-2026-11-26.csv`,
    );
  });
});
