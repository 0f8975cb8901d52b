/**
 * Several API processes on one PostgreSQL database each keep a public cache: a write on one must
 * empty every process's cache before its client hears back (LISTEN/NOTIFY). Only a server has
 * other processes, so the file runs where TEST_DATABASE_URL names one.
 */
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  multipartBody,
  type TestContext,
  type TestUser,
} from '../test/harness';
import { LISTENER_APPLICATION_NAME } from './public-cache';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the public cache of two processes on one PostgreSQL', () => {
  let ctx: TestContext;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: TestUser;
  let catalog: Awaited<ReturnType<typeof createCatalog>>;
  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_CACHE_TTL_MS: 600_000 });
    a = ctx.app;
    b = await ctx.addInstance();
    admin = await createUser(ctx, { role: 'admin' });
    catalog = await createCatalog(ctx);
  });
  afterAll(async () => ctx.close());

  const priceOn = async (app: FastifyInstance, productId: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/products?limit=100' });
    const product = res
      .json()
      .products.find((p: { _id: string; id: string }) => (p._id ?? p.id) === productId);
    return { price: product?.price as number | undefined, cache: res.headers['x-cache'] };
  };

  const setPrice = async (app: FastifyInstance, productId: string, price: number) => {
    const body = multipartBody([{ name: 'price', value: String(price) }]);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/products/${productId}`,
      payload: body.payload,
      headers: { ...body.headers, ...auth(admin) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** The new price on `app` within 100 ms of the write's answer on the other process. */
  const expectFresh = async (app: FastifyInstance, productId: string, price: number) => {
    const answered = Date.now();
    let seen = await priceOn(app, productId);
    while (seen.price !== price && Date.now() - answered < 100) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen = await priceOn(app, productId);
    }
    expect(seen.price).toBe(price);
    expect(Date.now() - answered).toBeLessThanOrEqual(100);
  };

  const cachedOnB = async (productId: string, price: number) => {
    await priceOn(b, productId);
    const again = await priceOn(b, productId);
    expect(again).toEqual({ price, cache: 'hit' });
  };

  it('empties the other process cache when one process writes, before the write answers', async () => {
    const product = await createProduct(ctx, {
      categoryId: catalog.category.id,
      brandId: catalog.brand.id,
      priceCents: 10_000,
    });
    await cachedOnB(product.id, 100);
    await setPrice(a, product.id, 75);
    await expectFresh(b, product.id, 75);
    // And the other way round.
    await expect.poll(async () => (await priceOn(a, product.id)).cache).toBe('hit');
    await setPrice(b, product.id, 60);
    await expectFresh(a, product.id, 60);
  });

  it('listens again after its connection is terminated, and misses nothing meanwhile', async () => {
    const product = await createProduct(ctx, {
      categoryId: catalog.category.id,
      brandId: catalog.brand.id,
      priceCents: 20_000,
    });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const listeners = async () =>
      (
        await admin.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = $1 and application_name = $2',
          [ctx.databaseName, LISTENER_APPLICATION_NAME],
        )
      ).rows.map((row) => row.pid);
    try {
      const before = await listeners();
      expect(before).toHaveLength(2);
      await cachedOnB(product.id, 200);
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
      // While B cannot hear A, it keeps nothing: a write on A shows on B at once.
      await expect.poll(() => b.publicCacheListening?.(), { timeout: 2000 }).toBe(false);
      await setPrice(a, product.id, 150);
      // (Unless it is listening again by now, the answer is not even a cache miss.)
      expect(await priceOn(b, product.id)).not.toEqual({ price: 200, cache: 'hit' });
      expect((await priceOn(b, product.id)).price).toBe(150);

      await expect
        .poll(() => a.publicCacheListening?.() && b.publicCacheListening?.(), { timeout: 5000 })
        .toBe(true);
      const after = await listeners();
      expect(after).toHaveLength(2);
      expect(after.some((pid) => before.includes(pid))).toBe(false);
      await cachedOnB(product.id, 150);
      await setPrice(a, product.id, 125);
      await expectFresh(b, product.id, 125);
    } finally {
      await admin.end();
    }
  });
});
