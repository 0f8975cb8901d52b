import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createCatalog,
  createProduct,
  createPurchase,
  createTestContext,
  createUser,
  placeOrder,
  type TestContext,
} from '../test/harness';
import publicCache from './public-cache';

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

  it('forgets cached reviews when their author is renamed (a write route that says nothing about the cache)', async () => {
    const product = await createProduct(ctx, {
      categoryId: catalog.category.id,
      brandId: catalog.brand.id,
    });
    const author = await createUser(ctx, { name: 'Before Rename' });
    await createPurchase(ctx, author, product.id);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.id}/reviews`,
      headers: auth(author),
      payload: { comment: 'Sharp screen, long battery.', rate: 5 },
    });
    expect(posted.statusCode).toBe(201);
    const authorNames = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews?limit=100' });
      return res
        .json()
        .reviews.filter((r: { createdBy: { _id: string } }) => r.createdBy._id === author.id)
        .map((r: { createdBy: { name: string } }) => r.createdBy.name);
    };
    expect(await authorNames()).toEqual(['Before Rename']);
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/update-account',
      headers: auth(author),
      payload: { name: 'After Rename' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await authorNames()).toEqual(['After Rename']);
  });

  it('keeps its answers through writes that change nothing they show (cart, wishlist, login)', async () => {
    const product = await createProduct(ctx, {
      categoryId: catalog.category.id,
      brandId: catalog.brand.id,
    });
    const customer = await createUser(ctx);
    await list();
    expect((await list()).headers['x-cache']).toBe('hit');
    const writes = [
      { method: 'POST', url: '/api/v1/cart', payload: { productId: product.id } },
      { method: 'POST', url: '/api/v1/wishlist', payload: { productId: product.id } },
      {
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: customer.email, password: customer.password },
      },
    ] as const;
    for (const write of writes) {
      const res = await ctx.app.inject({ ...write, headers: auth(customer) });
      expect(res.statusCode, write.url).toBeLessThan(300);
      expect((await list()).headers['x-cache'], write.url).toBe('hit');
    }
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

  it('shares one entry between orderings of the same query', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/v1/products?limit=7&page=1' });
    expect(first.headers['x-cache']).toBe('miss');
    const reordered = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/products/?page=1&limit=7',
    });
    expect(reordered.headers['x-cache']).toBe('hit');
    expect(reordered.body).toBe(first.body);
  });
});

/** The body as the client reads it, whatever the coding it came in. */
const decoded = (res: LightMyRequestResponse) => {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (coding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(coding).toBeUndefined();
  return res.body;
};

describe('compressed cached answers', () => {
  const url = '/api/v1/products?limit=100&sort=title';
  const get = (acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends one page in br, in gzip and as it is, decoding to the same body', async () => {
    for (let i = 0; i < 4; i += 1) {
      await createProduct(ctx, { categoryId: catalog.category.id, brandId: catalog.brand.id });
    }
    const first = await get('br, gzip');
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('br');
    const plainBody = decoded(first);
    expect(plainBody.length).toBeGreaterThan(2048);
    expect(JSON.parse(plainBody).products.length).toBeGreaterThan(4);

    const answers = {
      br: await get('br, gzip'),
      gzip: await get('gzip, deflate'),
      none: await get(),
      identity: await get('identity'),
      weighted: await get('br;q=0.5, gzip;q=0.9'),
      refused: await get('br;q=0, gzip;q=0'),
      preferred: await get('identity, gzip;q=0.5'),
      any: await get('*'),
    };
    const codings = Object.fromEntries(
      Object.entries(answers).map(([name, res]) => [name, res.headers['content-encoding']]),
    );
    expect(codings).toEqual({
      br: 'br',
      gzip: 'gzip',
      none: undefined,
      identity: undefined,
      weighted: 'gzip',
      refused: undefined,
      preferred: undefined,
      any: 'br',
    });
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['x-cache'], name).toBe('hit');
      expect(res.headers.vary, name).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], name).toMatch(/application\/json/);
      expect(decoded(res), name).toBe(plainBody);
    }
    // The stored copy, with its own length.
    expect(answers.br.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(Number(answers.br.headers['content-length'])).toBe(first.rawPayload.length);
  });

  it('counts each compressed copy in the bytes it holds', async () => {
    const countedUrl = '/api/v1/products?limit=100&sort=-title';
    const read = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: countedUrl,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    expect((await read()).headers['x-cache']).toBe('miss');
    const before = ctx.app.publicCacheBytes?.() ?? 0;
    const br = await read('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(ctx.app.publicCacheBytes?.()).toBe(before + br.rawPayload.length);
    const gzip = await read('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(ctx.app.publicCacheBytes?.()).toBe(
      before + br.rawPayload.length + gzip.rawPayload.length,
    );
    // Asked again, nothing is added.
    await read('br');
    await read('gzip');
    expect(ctx.app.publicCacheBytes?.()).toBe(
      before + br.rawPayload.length + gzip.rawPayload.length,
    );
  });

  it('drops the compressed copies with the answer when a write empties the cache', async () => {
    const product = await createProduct(ctx, {
      categoryId: catalog.category.id,
      brandId: catalog.brand.id,
      stock: 5,
    });
    const get = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/products?limit=100&sort=price',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const stockIn = (res: LightMyRequestResponse) =>
      JSON.parse(decoded(res)).products.find((p: { id: string }) => p.id === product.id).stock;
    const first = await get('gzip');
    expect(stockIn(first)).toBe(5);
    expect(stockIn(await get('br'))).toBe(5);
    expect(ctx.app.publicCacheBytes?.()).toBeGreaterThan(0);
    const customer = await createUser(ctx);
    await placeOrder(ctx, customer, [{ productId: product.id, quantity: 2 }]);
    expect(ctx.app.publicCacheBytes?.()).toBe(0);
    for (const coding of ['br', 'gzip', undefined]) {
      const res = await get(coding);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(stockIn(res)).toBe(3);
    }
  });
});

describe("the cache's bounds", () => {
  it('never holds more than PUBLIC_CACHE_MAX_BYTES, however many distinct queries arrive', async () => {
    const maxBytes = 64 * 1024;
    const small = await createTestContext({
      PUBLIC_CACHE_TTL_MS: 60_000,
      PUBLIC_CACHE_MAX_BYTES: maxBytes,
    });
    try {
      const { category, brand } = await createCatalog(small);
      // About 5 KB an answer and 2 KB more for its copies in br and gzip: 80 distinct
      // queries would take 0.5 MB.
      for (let i = 0; i < 5; i += 1) {
        await createProduct(small, { categoryId: category.id, brandId: brand.id });
      }
      // Each answer asked for in both codings as well: the copies count toward the bound.
      let peak = 0;
      for (let i = 100; i < 180; i += 1) {
        for (const coding of [undefined, 'br', 'gzip']) {
          const res = await small.app.inject({
            method: 'GET',
            url: `/api/v1/products?limit=100&minPrice=0.${i}`,
            headers: coding ? { 'accept-encoding': coding } : {},
          });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe(coding);
          peak = Math.max(peak, small.app.publicCacheBytes?.() ?? Infinity);
        }
      }
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThanOrEqual(maxBytes);
      // The newest answers are the ones kept.
      const again = await small.app.inject({
        method: 'GET',
        url: '/api/v1/products?limit=100&minPrice=0.179',
      });
      expect(again.headers['x-cache']).toBe('hit');
    } finally {
      await small.close();
    }
  });

  it('lets go of expired answers while no request comes', async () => {
    const brief = await createTestContext({ PUBLIC_CACHE_TTL_MS: 300 });
    try {
      const { category, brand } = await createCatalog(brief);
      await createProduct(brief, { categoryId: category.id, brandId: brand.id });
      const res = await brief.app.inject({
        method: 'GET',
        url: '/api/v1/products?limit=20',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['x-cache']).toBe('miss');
      expect(brief.app.publicCacheBytes?.()).toBeGreaterThan(0);
      await expect.poll(() => brief.app.publicCacheBytes?.(), { timeout: 5000 }).toBe(0);
    } finally {
      await brief.close();
    }
  });

  it('counts cached answers toward the per-address request limit', async () => {
    const limited = await createTestContext({
      PUBLIC_CACHE_TTL_MS: 60_000,
      RATE_LIMIT_PER_MINUTE: 1000,
    });
    try {
      const statuses = new Map<number, number>();
      let hits = 0;
      for (let i = 0; i < 1001; i += 1) {
        const res = await limited.app.inject({ method: 'GET', url: '/api/v1/categories' });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.headers['x-cache'] === 'hit') hits += 1;
      }
      expect(hits).toBeGreaterThan(900);
      expect(statuses.get(200)).toBe(1000);
      expect(statuses.get(429)).toBe(1);
    } finally {
      await limited.close();
    }
  });
});

describe("the cache's registration", () => {
  it('refuses to start before the settings and the database it reads are registered', async () => {
    const bare = Fastify({ logger: false });
    try {
      await expect(bare.register(publicCache, { ttlMs: 1000, maxBytes: 1024 })).rejects.toThrow(
        /dependency 'config' of plugin 'public-cache'/,
      );
    } finally {
      await bare.close();
    }
  });
});
