import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { orderResponseSchema } from '@electro/shared';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { MIGRATIONS_DIR, openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { brands, categories, orderItems, orders, products, users } from '../db/schema/index';
import { createPasswordHasher } from '../lib/passwords';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import {
  multipartBody as buildMultipartBody,
  type MultipartPart,
} from '../../../../scripts/multipart-body';
import { startOnThrowawayDatabase } from '../../../../scripts/throwaway-database';

/**
 * One isolated store per test file: an in-memory embedded database, or, when
 * TEST_DATABASE_URL is set, a fresh database on that PostgreSQL server (dropped afterwards).
 */
export type TestContext = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** With a PostgreSQL server and `databaseProxy`: the relay the store connects through. */
  proxy: TcpProxy | null;
  /** With a PostgreSQL server: the database's name there. */
  databaseName: string | null;
  /** With a PostgreSQL server: the database's URL (straight to the server, not the relay). */
  databaseUrl: string | null;
  /**
   * With a PostgreSQL server: another API process's app on the same database, with its own
   * connection pool and the same signing key; closed by `close`. Settings are this context's,
   * with `overrides`.
   */
  addInstance: (overrides?: Partial<Config>) => Promise<FastifyInstance>;
  close: () => Promise<void>;
};

/**
 * A fresh embedded database costs about 3 s of initdb in WebAssembly; a copy of a migrated one,
 * loaded from its tarball, about 1 s. The tarball is made once per set of migrations and kept
 * in the temporary folder, so the test files (each in its own worker) share it.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  // A tarball is read by the PGlite release that wrote it.
  const pglite = fileURLToPath(
    new URL('../../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
  );
  hash.update(existsSync(pglite) ? readFileSync(pglite) : 'unknown');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const file = path.join(os.tmpdir(), `electro-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = await openDatabase({ memory: true });
    await fresh.migrate();
    if (!fresh.dumpDataDir) throw new Error('the embedded database cannot be dumped');
    const dump = await fresh.dumpDataDir();
    await fresh.close();
    // Written aside and renamed, so a file running at the same time never reads half of it.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

export async function createTestContext(
  overrides: Partial<Config> = {},
  options: {
    logStream?: { write: (line: string) => void };
    /** Connect to the PostgreSQL server through a relay the test can cut (see tcp-proxy.ts). */
    databaseProxy?: boolean;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'electro-test-'));
  const {
    started: { handle, proxy },
    database,
    drop: dropDatabase,
  } = await startOnThrowawayDatabase(process.env.TEST_DATABASE_URL, 'test', async (throwaway) => {
    let relay: TcpProxy | null = null;
    try {
      let opened;
      if (throwaway) {
        const url = new URL(throwaway.url);
        if (options.databaseProxy) {
          relay = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
          url.hostname = '127.0.0.1';
          url.port = String(relay.port);
        }
        opened = await openDatabase({
          databaseUrl: url.toString(),
          poolMax: 20,
          connectTimeoutMs: 2000,
        });
      } else {
        opened = await openDatabase({ memory: true, loadDataDir: await migratedTemplate() });
      }
      await opened.migrate().catch(async (error: unknown) => {
        await opened.close();
        throw error;
      });
      return { handle: opened, proxy: relay };
    } catch (error) {
      await relay?.close();
      throw error;
    }
  });
  const databaseName = database?.name ?? null;
  const databaseUrl = database?.url ?? null;
  // The app reads DATABASE_URL only for what it shares with other processes on the server
  // (the public cache's invalidations); the pool above is the one it queries through.
  const config = testConfig({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: 0,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  });
  const jwtSecret = randomBytes(32);
  const app = await buildApp({
    config,
    db: handle.db,
    ping: async () => {
      await handle.db.execute(sql`select 1`);
    },
    jwtSecret,
    logStream: options.logStream,
  });
  await app.ready();
  const instances: { app: FastifyInstance; handle: DatabaseHandle }[] = [];
  const addInstance = async (more: Partial<Config> = {}) => {
    if (!databaseUrl) throw new Error('another instance needs TEST_DATABASE_URL');
    const other = await openDatabase({ databaseUrl, poolMax: 10, connectTimeoutMs: 2000 });
    try {
      const otherApp = await buildApp({
        config: { ...config, ...more },
        db: other.db,
        ping: async () => {
          await other.db.execute(sql`select 1`);
        },
        jwtSecret,
      });
      instances.push({ app: otherApp, handle: other });
      await otherApp.ready();
      return otherApp;
    } catch (error) {
      if (!instances.some((instance) => instance.handle === other)) await other.close();
      throw error;
    }
  };
  return {
    app,
    db: handle.db,
    config,
    proxy,
    databaseName,
    databaseUrl,
    addInstance,
    close: async () => {
      for (const instance of instances) {
        await instance.app.close();
        await instance.handle.close();
      }
      await app.close();
      await handle.close();
      await proxy?.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const hasher = createPasswordHasher({ memoryCost: 1024 });
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export type TestUser = { id: string; email: string; password: string; token: string; name: string };

/** A user inserted directly, with a token from the real login route. */
export async function createUser(
  ctx: TestContext,
  options: { role?: 'admin' | 'user'; name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const password = options.password ?? 'Secret123';
  const email = options.email ?? `user-${unique()}@example.test`;
  const name = options.name ?? 'Tester';
  const [row] = await ctx.db
    .insert(users)
    .values({
      name,
      email,
      phone: '01012345678',
      address: '1 Nile Street',
      role: options.role ?? 'user',
      passwordHash: await hasher.hash(password),
    })
    .returning();
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
  });
  const token = login.json().token as string;
  if (!row || !token) throw new Error(`test user could not log in: ${login.body}`);
  return { id: row.id, email, password, token, name };
}

export async function createCatalog(ctx: TestContext) {
  const suffix = unique();
  const [category] = await ctx.db
    .insert(categories)
    .values({ name: `Cat ${suffix}`, slug: `cat-${suffix}`, image: 'categories/test.webp' })
    .returning();
  const [brand] = await ctx.db
    .insert(brands)
    .values({ name: `Brand ${suffix}`, slug: `brand-${suffix}`, image: 'brands/test.webp' })
    .returning();
  if (!category || !brand) throw new Error('catalog insert failed');
  return { category, brand };
}

export async function createProduct(
  ctx: TestContext,
  options: {
    categoryId: string;
    brandId: string;
    title?: string;
    priceCents?: number;
    discount?: number;
    stock?: number;
  },
) {
  const title = options.title ?? `Product ${unique()}`;
  const [row] = await ctx.db
    .insert(products)
    .values({
      title,
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${unique()}`,
      description: 'A product made for tests.',
      priceCents: options.priceCents ?? 10_000,
      discount: options.discount ?? 0,
      stock: options.stock ?? 10,
      categoryId: options.categoryId,
      brandId: options.brandId,
      imageCover: 'products/test.webp',
      images: [],
    })
    .returning();
  if (!row) throw new Error('product insert failed');
  return row;
}

/** A small real PNG. */
export function pngImage(width = 40, height = 30): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .png()
    .toBuffer();
}

/**
 * A valid 1-bit greyscale PNG of `width` x `height` blank pixels: a few kilobytes that decode
 * to tens of megapixels (a decompression bomb).
 */
export function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body, the way a browser sends one, with its content-type header. */
export function multipartBody(parts: MultipartPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const { payload, contentType } = buildMultipartBody(parts);
  return { payload, headers: { 'content-type': contentType } };
}

export const auth = (user: { token: string }) => ({ token: user.token });

/** A JSON call to /api/v1 as `user` (or as a guest). */
export function apiCall(
  ctx: TestContext,
  request: {
    user: { token: string } | null;
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: unknown;
  },
) {
  return ctx.app.inject({
    method: request.method,
    url: `/api/v1${request.url}`,
    headers: request.user ? auth(request.user) : {},
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
}

export type CartLine = { productId: string; quantity: number };
export const testAddress = { city: 'Cairo', street: 'Tahrir', phone: '01012345678' };

/** Puts the lines into `user`'s cart through the API and returns the cart's id. */
export async function fillCart(ctx: TestContext, user: { token: string }, lines: CartLine[]) {
  for (const line of lines) {
    const res = await apiCall(ctx, { user, method: 'POST', url: '/cart', payload: line });
    if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.body}`);
  }
  const cart = await apiCall(ctx, { user, method: 'GET', url: '/cart' });
  return cart.json().cart._id as string;
}

/** A cash checkout of those lines, as the storefront does it: fill the cart, then order it. */
export async function placeOrder(
  ctx: TestContext,
  user: { token: string },
  lines: CartLine[],
  shoppingAddress = testAddress,
) {
  const cartId = await fillCart(ctx, user, lines);
  const res = await apiCall(ctx, {
    user,
    method: 'POST',
    url: `/orders/${cartId}`,
    payload: { shoppingAddress },
  });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.body}`);
  return orderResponseSchema.parse(res.json()).order;
}

/**
 * An order of one unit of `productId` by `user`, written directly (no cart, no stock taken): what
 * a review needs (decision 075). `status` 'cancelled' makes one that does not count.
 */
export async function createPurchase(
  ctx: TestContext,
  user: { id: string },
  productId: string,
  status: 'pending' | 'shipped' | 'delivered' | 'cancelled' = 'pending',
) {
  const [order] = await ctx.db
    .insert(orders)
    .values({ userId: user.id, ...testAddress, totalCents: 10_000, status })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert failed');
  await ctx.db.insert(orderItems).values({
    orderId: order.id,
    productId,
    title: 'Ordered product',
    imageCover: 'products/test.webp',
    priceCents: 10_000,
    quantity: 1,
  });
  return order;
}

/** A product's stock and sold counters as stored. */
export async function stockOf(ctx: TestContext, productId: string) {
  const [row] = await ctx.db
    .select({ stock: products.stock, sold: products.sold })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

export function expectError(response: LightMyRequestResponse, status: number, message?: string) {
  const body = response.json();
  if (response.statusCode !== status || body.success !== false) {
    throw new Error(`expected ${status} error, got ${response.statusCode}: ${response.body}`);
  }
  if (message !== undefined && body.message !== message) {
    throw new Error(`expected message "${message}", got "${body.message}"`);
  }
  return body;
}
