import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersResponseSchema } from '@electro/shared';
import {
  apiCall,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
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

const list = async (user: TestUser, query: string) =>
  ordersResponseSchema.parse(
    (await apiCall(ctx, { user, method: 'GET', url: `/orders?${query}` })).json(),
  );

const numbers = async (user: TestUser, query: string) =>
  (await list(user, query)).orders.map((order) => order.number);

const csvNumbers = async (query: string) => {
  const res = await apiCall(ctx, { user: admin, method: 'GET', url: `/orders/export?${query}` });
  return res.body
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((row) => Number(row.split(',')[0]));
};

describe('a number-shaped order search', () => {
  it('puts the order of that number first, then the other matches, newest first', async () => {
    const customer = await createUser(ctx, { name: 'Number Seeker', email: 'seeker@example.test' });
    const wanted = await placeOrder(ctx, customer, [{ productId, quantity: 1 }]);
    const digits = String(wanted.number);
    // Newer orders whose phone and street contain the number: newest first, they would come
    // before it.
    const byPhone = await placeOrder(ctx, customer, [{ productId, quantity: 1 }], {
      city: 'Cairo',
      street: 'Nile',
      phone: `0101${digits}000`.slice(0, 11),
    });
    const byStreet = await placeOrder(ctx, customer, [{ productId, quantity: 1 }], {
      city: 'Cairo',
      street: `${digits} Nile`,
      phone: '01234567890',
    });
    await placeOrder(ctx, customer, [{ productId, quantity: 1 }]);

    const expected = [wanted.number, byStreet.number, byPhone.number];
    expect(await numbers(admin, `search=${digits}`)).toEqual(expected);
    expect(await numbers(admin, `search=${encodeURIComponent(`#${digits}`)}`)).toEqual([
      wanted.number,
    ]);
    expect(await numbers(admin, `search=${encodeURIComponent(` ${digits} `)}`)).toEqual(expected);

    // Pages follow the same order: the first page leads with it, the next does not repeat it.
    const first = await list(admin, `search=${digits}&limit=2&page=1`);
    const second = await list(admin, `search=${digits}&limit=2&page=2`);
    expect(first.totalOrders).toBe(3);
    expect([...first.orders, ...second.orders].map((order) => order.number)).toEqual(expected);

    // The CSV of that search is in the same order.
    expect(await csvNumbers(`search=${digits}`)).toEqual(expected);

    // A customer searching their own orders by number finds it first too.
    expect((await numbers(customer, `search=${digits}`))[0]).toBe(wanted.number);
  });

  it('keeps newest first for a search that is not a number', async () => {
    const customer = await createUser(ctx, { name: 'Plain Searcher', email: 'plain@example.test' });
    const older = await placeOrder(ctx, customer, [{ productId, quantity: 1 }], {
      city: 'Alexandria',
      street: 'Corniche',
      phone: '01011111111',
    });
    const newer = await placeOrder(ctx, customer, [{ productId, quantity: 1 }], {
      city: 'Alexandria',
      street: 'Corniche',
      phone: '01011111111',
    });
    expect(await numbers(admin, 'search=corniche')).toEqual([newer.number, older.number]);
  });
});
