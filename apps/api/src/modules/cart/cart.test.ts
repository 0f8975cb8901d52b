import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@electro/shared';
import {
  apiCall,
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

const product = (options: {
  priceCents?: number;
  discount?: number;
  stock?: number;
  title?: string;
}) =>
  createProduct(ctx, { categoryId: catalog.category.id, brandId: catalog.brand.id, ...options });

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => apiCall(ctx, { user, method, url, payload });

describe('cart', () => {
  it('answers 401 on every cart call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/cart'],
      ['POST', '/cart'],
      ['PUT', '/cart/x'],
      ['DELETE', '/cart/x'],
      ['PUT', '/cart'],
    ] as const) {
      expectError(await call(null, method, url), 401);
    }
  });

  it('creates an empty cart on first use and keeps its _id for life', async () => {
    const user = await createUser(ctx);
    const first = await call(user, 'GET', '/cart');
    expect(first.statusCode).toBe(200);
    const body = cartResponseSchema.parse(first.json());
    expect(body.count).toBe(0);
    expect(body.cart).toMatchObject({ products: [], totalCartPrice: 0 });
    expect(body.cart._id).toBe(body.cart.id);

    const item = await product({ stock: 5 });
    const added = await call(user, 'POST', '/cart', { productId: item.id });
    const cleared = await call(user, 'PUT', '/cart');
    const again = await call(user, 'GET', '/cart');
    for (const res of [added, cleared, again]) expect(res.json().cart._id).toBe(body.cart._id);
    expect(again.json().count).toBe(0);
  });

  it('adds lines in order with the populated product, price after discount and total in cents', async () => {
    const user = await createUser(ctx);
    // 19.99 at 15% off = 16.99 (16.9915 rounded to cents); 0.10 x 3 must total exactly 0.30.
    const discounted = await product({ priceCents: 1999, discount: 15, stock: 10, title: 'Phone' });
    const cheap = await product({ priceCents: 10, stock: 10, title: 'Cable' });

    const first = await call(user, 'POST', '/cart', { productId: discounted.id, quantity: 2 });
    expect(first.statusCode).toBe(200);
    const second = await call(user, 'POST', '/cart', { productId: cheap.id, quantity: 3 });
    const body = cartResponseSchema.parse(second.json());
    expect(body.count).toBe(2);
    expect(body.cart.products.map((line) => line.productId.title)).toEqual(['Phone', 'Cable']);
    expect(body.cart.products[0]).toMatchObject({
      quantity: 2,
      price: 16.99,
      productId: {
        _id: discounted.id,
        id: discounted.id,
        title: 'Phone',
        price: 19.99,
        priceAfterDiscount: 16.99,
        stock: 10,
        imageCover: {
          public_id: 'products/test.webp',
          secure_url: expect.stringMatching(/^https?:\/\/.+\/uploads\/products\/test\.webp$/),
        },
      },
    });
    expect(body.cart.totalCartPrice).toBe(34.28);

    // Adding again adds to the existing line and keeps its place.
    const more = cartResponseSchema.parse(
      (await call(user, 'POST', '/cart', { productId: discounted.id })).json(),
    );
    expect(more.count).toBe(2);
    expect(more.cart.products[0]).toMatchObject({ quantity: 3, productId: { _id: discounted.id } });
    expect(more.cart.totalCartPrice).toBe(51.27);
  });

  it('refuses more than the stock with 409 naming the product, also across adds', async () => {
    const user = await createUser(ctx);
    const item = await product({ stock: 3, title: 'Camera' });
    expect(
      (await call(user, 'POST', '/cart', { productId: item.id, quantity: 2 })).statusCode,
    ).toBe(200);
    const res = await call(user, 'POST', '/cart', { productId: item.id, quantity: 2 });
    expectError(res, 409, 'Not enough stock for "Camera": only 3 left.');
    const cart = (await call(user, 'GET', '/cart')).json();
    expect(cart.cart.products[0].quantity).toBe(2);
  });

  it('answers 404 for an unknown product and 400 with the schema messages', async () => {
    const user = await createUser(ctx);
    expectError(await call(user, 'POST', '/cart', { productId: 'nope' }), 404, 'Product not found');
    expectError(await call(user, 'POST', '/cart', {}), 400, 'Product id is required.');
    const item = await product({});
    for (const quantity of [0, 1.5, '2']) {
      expectError(
        await call(user, 'POST', '/cart', { productId: item.id, quantity }),
        400,
        'Quantity must be a whole number of 1 or more.',
      );
    }
  });

  it('updates a quantity, with 404 for a line not in the cart and 409 above stock', async () => {
    const user = await createUser(ctx);
    const item = await product({ stock: 4, priceCents: 250 });
    const other = await product({});
    await call(user, 'POST', '/cart', { productId: item.id });

    const res = await call(user, 'PUT', `/cart/${item.id}`, { quantity: 4 });
    expect(res.statusCode).toBe(200);
    const body = cartResponseSchema.parse(res.json());
    expect(body.cart.products[0]?.quantity).toBe(4);
    expect(body.cart.totalCartPrice).toBe(10);

    expectError(
      await call(user, 'PUT', `/cart/${other.id}`, { quantity: 1 }),
      404,
      'This product is not in your cart.',
    );
    expectError(await call(user, 'PUT', `/cart/${item.id}`, { quantity: 5 }), 409);
    expectError(
      await call(user, 'PUT', `/cart/${item.id}`, { quantity: 0 }),
      400,
      'Quantity must be a whole number of 1 or more.',
    );
    expectError(await call(user, 'PUT', `/cart/${item.id}`, {}), 400);
  });

  it('deletes a line (404 when not in the cart) and empties the cart', async () => {
    const user = await createUser(ctx);
    const a = await product({});
    const b = await product({});
    await call(user, 'POST', '/cart', { productId: a.id });
    await call(user, 'POST', '/cart', { productId: b.id });

    const removed = await call(user, 'DELETE', `/cart/${a.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().count).toBe(1);
    expect(removed.json().cart.products[0].productId._id).toBe(b.id);
    expectError(
      await call(user, 'DELETE', `/cart/${a.id}`),
      404,
      'This product is not in your cart.',
    );

    // A body-less PUT sent as JSON is accepted.
    const cleared = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/cart',
      headers: { ...auth(user), 'content-type': 'application/json' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ success: true, count: 0, cart: { products: [] } });
  });

  it("keeps each customer's cart to themselves", async () => {
    const alice = await createUser(ctx);
    const bob = await createUser(ctx);
    const item = await product({});
    await call(alice, 'POST', '/cart', { productId: item.id });
    const bobs = (await call(bob, 'GET', '/cart')).json();
    expect(bobs.count).toBe(0);
    expectError(await call(bob, 'DELETE', `/cart/${item.id}`), 404);
    expect((await call(alice, 'GET', '/cart')).json().count).toBe(1);
  });
});
