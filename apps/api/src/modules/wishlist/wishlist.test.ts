import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistResponseSchema } from '@electro/shared';
import {
  auth,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  expectError,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let catalog: Awaited<ReturnType<typeof createCatalog>>;
beforeAll(async () => {
  ctx = await createTestContext();
  catalog = await createCatalog(ctx);
});
afterAll(async () => ctx.close());

const product = (title?: string) =>
  createProduct(ctx, {
    categoryId: catalog.category.id,
    brandId: catalog.brand.id,
    title,
    priceCents: 1999,
    discount: 10,
  });

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user ? auth(user) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('wishlist', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/wishlist'],
      ['POST', '/wishlist'],
      ['DELETE', '/wishlist/x'],
      ['PUT', '/wishlist'],
    ] as const) {
      expectError(await call(null, method, url), 401);
    }
  });

  it('starts empty', async () => {
    const user = await createUser(ctx);
    const res = await call(user, 'GET', '/wishlist');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, count: 0, wishlist: { products: [] } });
  });

  it('adds full products in order, once each', async () => {
    const user = await createUser(ctx);
    const first = await product('Laptop');
    const second = await product('Mouse');
    await call(user, 'POST', '/wishlist', { productId: first.id });
    await call(user, 'POST', '/wishlist', { productId: second.id });
    const twice = await call(user, 'POST', '/wishlist', { productId: first.id });
    expect(twice.statusCode).toBe(200);
    const body = wishlistResponseSchema.parse(twice.json());
    expect(body.count).toBe(2);
    expect(body.wishlist.products.map((p) => p.title)).toEqual(['Laptop', 'Mouse']);
    expect(body.wishlist.products[0]).toMatchObject({
      _id: first.id,
      id: first.id,
      price: 19.99,
      discount: 10,
      priceAfterDiscount: 17.99,
      category: { _id: catalog.category.id },
      brand: { _id: catalog.brand.id },
      imageCover: { public_id: 'products/test.webp' },
    });
    expect((await call(user, 'GET', '/wishlist')).json().count).toBe(2);
  });

  it('answers 404 for an unknown product and 400 without a product id', async () => {
    const user = await createUser(ctx);
    expectError(
      await call(user, 'POST', '/wishlist', { productId: 'nope' }),
      404,
      'Product not found',
    );
    expectError(
      await call(user, 'POST', '/wishlist', { productId: '  ' }),
      400,
      'Product id is required.',
    );
  });

  it('removes one product and empties the list, per customer', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const a = await product();
    const b = await product();
    for (const p of [a, b]) await call(user, 'POST', '/wishlist', { productId: p.id });
    await call(other, 'POST', '/wishlist', { productId: a.id });

    const removed = await call(user, 'DELETE', `/wishlist/${a.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().count).toBe(1);
    expect(removed.json().wishlist.products[0]._id).toBe(b.id);

    const cleared = await call(user, 'PUT', '/wishlist');
    expect(cleared.json()).toMatchObject({ count: 0, wishlist: { products: [] } });
    expect((await call(other, 'GET', '/wishlist')).json().count).toBe(1);
  });
});
