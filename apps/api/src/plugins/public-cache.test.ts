import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  placeOrder,
  type TestContext,
} from '../test/harness';

let ctx: TestContext;
let catalog: Awaited<ReturnType<typeof createCatalog>>;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_CACHE_TTL_MS: 60_000 });
  catalog = await createCatalog(ctx);
});
afterAll(async () => ctx.close());

const list = () => ctx.app.inject({ method: 'GET', url: '/api/v1/products?limit=5' });

describe('the public catalogue cache', () => {
  it('answers a repeated list from memory, for the same origin only', async () => {
    const product = await createProduct(ctx, {
      categoryId: catalog.category.id,
      brandId: catalog.brand.id,
    });
    const first = await list();
    expect(first.headers['x-cache']).toBe('miss');
    const second = await list();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.json().products.map((p: { id: string }) => p.id)).toContain(product.id);
    const otherHost = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/products?limit=5',
      headers: { host: 'other.example' },
    });
    expect(otherHost.headers['x-cache']).toBe('miss');
  });

  it('forgets everything when a checkout moves stock', async () => {
    const product = await createProduct(ctx, {
      categoryId: catalog.category.id,
      brandId: catalog.brand.id,
      stock: 3,
    });
    const read = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/products?limit=100` }))
        .json()
        .products.find((p: { id: string }) => p.id === product.id).stock;
    expect(await read()).toBe(3);
    const customer = await createUser(ctx);
    await placeOrder(ctx, customer, [{ productId: product.id, quantity: 2 }]);
    expect(await read()).toBe(1);
  });

  it('never caches signed-in or failed reads', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/products?limit=abc' });
    expect(missing.statusCode).toBe(400);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/v1/products?limit=abc' });
    expect(again.headers['x-cache']).toBeUndefined();
    const customer = await createUser(ctx);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/cart',
      headers: auth(customer),
    });
    expect(cart.headers['x-cache']).toBeUndefined();
  });
});
