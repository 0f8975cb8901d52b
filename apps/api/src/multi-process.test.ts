/**
 * Two real API processes (the compiled server) on one PostgreSQL database, sharing the signing
 * key, as behind a load balancer; Redis shares the per-address limit and an S3-compatible
 * server (s3rver) holds the images.
 * Everything is proven through HTTP: tokens, failed logins, cached prices, stock under
 * concurrent checkouts, and a process killed with SIGKILL in the middle of checkouts.
 * Runs with TEST_DATABASE_URL (the embedded database is one process by design).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../../scripts/build-api.mjs';
import { startRedis, type Redis } from '../../../scripts/cluster-pieces';
import { multipartBody } from '../../../scripts/multipart-body';
import { ROOT, startStore, type StoreProcess } from '../../../scripts/store-process';
import { orderItems, orders } from './db/schema/index';
import { startBucketServer, type TestBucketServer } from './test/s3-server';
import {
  createCatalog,
  createProduct,
  createUser,
  pngImage,
  stockOf,
  testAddress,
  createTestContext,
  type TestContext,
  type TestUser,
} from './test/harness';

const serverUrl = process.env.TEST_DATABASE_URL;
const hasRedis = existsSync('/usr/bin/redis-server');
const apiDir = path.join(ROOT, 'apps/api');
const outDir = path.join(apiDir, '.tmp', `build-${randomUUID()}`);
const serverJs = path.relative(apiDir, path.join(outDir, 'server.js'));

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json };

async function call(
  store: StoreProcess,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${store.baseUrl}/api/v1${url}`, {
    method,
    headers: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
}

async function login(store: StoreProcess, user: TestUser): Promise<string> {
  const res = await call(store, 'POST', '/auth/login', {
    json: { email: user.email, password: user.password },
  });
  if (res.status !== 200)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/**
 * `work` over `items`, `size` at a time: logins wait for a password hash, and each process
 * refuses those expected to wait past PASSWORD_HASH_MAX_WAIT_MS (a loaded machine's hashes).
 */
async function inBatches<T, R>(items: T[], size: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    const batch = items.slice(start, start + size);
    results.push(...(await Promise.all(batch.map((item, i) => work(item, start + i)))));
  }
  return results;
}

const newShoppers = (ctx: TestContext, n: number) =>
  inBatches(Array.from({ length: n }), 8, () => createUser(ctx));

describe.runIf(serverUrl)('two API processes on one PostgreSQL database', () => {
  let ctx: TestContext;
  let a: StoreProcess;
  let b: StoreProcess;
  let redis: Redis | null = null;
  let bucket: TestBucketServer;
  let uploads: string;

  const startProcess = (env: Record<string, string>) =>
    startStore({
      nodeArgs: ['--enable-source-maps', serverJs],
      timeoutMs: 120_000,
      env: {
        DATABASE_URL: ctx.databaseUrl ?? '',
        DATA_DIR: uploads,
        SEED_DEMO: 'false',
        RATE_LIMIT_PER_MINUTE: '0',
        // Argon2 at its test cost: 80 logins here, on 2 cores.
        ARGON2_MEMORY_KIB: '1024',
        ...env,
      },
    });

  /**
   * `count` new shoppers, each signed in and with `quantity` of the product in the cart,
   * alternately on A and B (the process each used is `store`).
   */
  const shoppersWithCarts = async (count: number, productId: string, quantity: number) =>
    inBatches(await newShoppers(ctx, count), 16, async (shopper, i) => {
      const store = (i % 2 === 0 ? a : b) as StoreProcess;
      const token = await login(store, shopper);
      const cart = await call(store, 'POST', '/cart', { token, json: { productId, quantity } });
      expect(cart.status).toBe(200);
      return { store, token, cartId: (cart.body.cart as Json)._id as string };
    });

  beforeAll(async () => {
    ctx = await createTestContext();
    await buildApi(outDir);
    uploads = mkdtempSync(path.join(os.tmpdir(), 'electro-shared-uploads-'));
    if (hasRedis) redis = await startRedis();
    bucket = await startBucketServer(['electro-images']);
    const bucketEnv = Object.fromEntries(
      Object.entries(bucket.settings('electro-images')).map(([key, value]) => [key, String(value)]),
    );
    const shared = {
      JWT_SECRET: randomBytes(48).toString('base64'),
      ...bucketEnv,
      ...(redis ? { REDIS_URL: redis.url } : {}),
    };
    [a, b] = await Promise.all([startProcess(shared), startProcess(shared)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    await bucket?.close();
    await ctx?.close();
    rmSync(outDir, { recursive: true, force: true });
    if (uploads) rmSync(uploads, { recursive: true, force: true });
  });

  it('accepts on one process a token signed by the other', async () => {
    const user = await createUser(ctx);
    const token = await login(a, user);
    const me = await call(b, 'GET', '/users', { token });
    expect(me.status).toBe(200);
    expect((me.body.user as Json).email).toBe(user.email);
  });

  it('slows an account down after five failed logins split across the two processes', async () => {
    const user = await createUser(ctx);
    const wrong = { email: user.email, password: 'Wrong1234' };
    const statuses: number[] = [];
    for (const store of [a, b, a, b, a]) {
      statuses.push((await call(store, 'POST', '/auth/login', { json: wrong })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The sixth try, even with the right password, waits: on either process.
    const right = { email: user.email, password: user.password };
    expect((await call(b, 'POST', '/auth/login', { json: right })).status).toBe(429);
    expect((await call(a, 'POST', '/auth/login', { json: right })).status).toBe(429);
  });

  it("serves a price changed through one process from the other's cache at once", async () => {
    const { category, brand } = await createCatalog(ctx);
    const product = await createProduct(ctx, {
      categoryId: category.id,
      brandId: brand.id,
      priceCents: 10_000,
    });
    const admin = await createUser(ctx, { role: 'admin' });
    const token = await login(a, admin);
    // Cached on B (the second read is a hit).
    for (let i = 0; i < 2; i += 1) {
      const before = await call(b, 'GET', `/products/${product.id}`);
      expect((before.body.product as Json).price).toBe(100);
    }
    const form = multipartBody([{ name: 'price', value: '250' }]);
    const res = await fetch(`${a.baseUrl}/api/v1/products/${product.id}`, {
      method: 'PUT',
      headers: { token, 'content-type': form.contentType },
      body: form.payload,
    });
    expect(res.status).toBe(200);
    const after = await call(b, 'GET', `/products/${product.id}`);
    expect((after.body.product as Json).price).toBe(250);
  });

  it("serves an image uploaded through one process from the bucket, at the other's URL", async () => {
    const user = await createUser(ctx);
    const token = await login(a, user);
    const form = multipartBody([
      { name: 'image', filename: 'me.png', content: await pngImage(), contentType: 'image/png' },
    ]);
    const uploaded = await fetch(`${a.baseUrl}/api/v1/users/upload-image`, {
      method: 'POST',
      headers: { token, 'content-type': form.contentType },
      body: form.payload,
    });
    expect(uploaded.status).toBe(200);
    const me = await call(b, 'GET', '/users', { token: await login(b, user) });
    const url = ((me.body.user as Json).profile as { secure_url: string }).secure_url;
    // Neither process serves it: the bucket does.
    expect(url.startsWith(`${bucket.endpoint}/electro-images/uploads/`)).toBe(true);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('places exactly 7 orders for 7 units when 40 shoppers check out over both', async () => {
    const { category, brand } = await createCatalog(ctx);
    const product = await createProduct(ctx, {
      categoryId: category.id,
      brandId: brand.id,
      stock: 7,
    });
    const stores = [a, b];
    const ready = await shoppersWithCarts(40, product.id, 1);
    const answers = await Promise.all(
      ready.map(({ token, cartId }, i) =>
        call(stores[(i + 1) % 2] as StoreProcess, 'POST', `/orders/${cartId}`, {
          token,
          json: { shoppingAddress: testAddress },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(33);
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 0, sold: 7 });
    const [placed] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    expect(placed?.n).toBe(7);
  }, 120_000);

  it.runIf(hasRedis)(
    'shares one address limit over both processes through Redis',
    async () => {
      const limited = { RATE_LIMIT_PER_MINUTE: '1000' };
      const shared = {
        JWT_SECRET: randomBytes(48).toString('base64'),
        REDIS_URL: redis?.url ?? '',
      };
      const [c, d] = await Promise.all([
        startProcess({ ...shared, ...limited }),
        startProcess({ ...shared, ...limited }),
      ]);
      try {
        // 1000 a minute from one address: 600 on each process, 1200 in all.
        const statuses: number[] = [];
        for (let round = 0; round < 12; round += 1) {
          const batch = await Promise.all(
            Array.from({ length: 100 }, (_, i) =>
              call(i % 2 === 0 ? c : d, 'GET', '/categories').then((answer) => answer.status),
            ),
          );
          statuses.push(...batch);
        }
        const limitedCount = statuses.filter((status) => status === 429).length;
        // Alone, each process would allow 1000 and refuse none of its 600.
        expect(limitedCount).toBeGreaterThanOrEqual(150);
        expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1000);
      } finally {
        await Promise.all([c.stop(), d.stop()]);
      }
    },
    120_000,
  );

  // Last: it kills process A.
  it('loses no acknowledged order when a process is killed during checkouts', async () => {
    const { category, brand } = await createCatalog(ctx);
    const stock = 1000;
    const product = await createProduct(ctx, { categoryId: category.id, brandId: brand.id, stock });
    const ready = await shoppersWithCarts(30, product.id, 2);
    let answered = 0;
    const acknowledged: string[] = [];
    const attempts = ready.map(({ store, token, cartId }) =>
      call(store, 'POST', `/orders/${cartId}`, {
        token,
        json: { shoppingAddress: testAddress },
      }).then(
        (answer) => {
          answered += 1;
          if (answer.status === 201) acknowledged.push((answer.body.order as Json)._id as string);
          return answer.status;
        },
        // The connection died with the process: the shopper was told nothing.
        () => 0,
      ),
    );
    while (answered < 3) await new Promise((resolve) => setTimeout(resolve, 2));
    a.child.kill('SIGKILL');
    const statuses = await Promise.all(attempts);

    // Every order a shopper was told about is in the database.
    expect(acknowledged.length).toBeGreaterThanOrEqual(3);
    const stored = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, acknowledged));
    expect(stored).toHaveLength(acknowledged.length);
    // Stock and orders agree: nothing was taken without an order, or ordered without stock.
    const [taken] = await ctx.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    const left = await stockOf(ctx, product.id);
    expect((left?.stock ?? 0) + (taken?.n ?? 0)).toBe(stock);
    expect(left?.sold).toBe(taken?.n);
    // B answered every checkout sent to it, and keeps serving.
    const toB = statuses.filter((_, i) => i % 2 === 1);
    expect(toB).toEqual(Array(15).fill(201));
    expect((await call(b, 'GET', '/health')).status).toBe(200);
  }, 120_000);
});
