/**
 * What the API tests build on: a store of their own (context.ts), and the users, catalogue,
 * carts, orders, images and requests they fill it with.
 */
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { orderResponseSchema } from '@electro/shared';
import { brands, categories, orderItems, orders, products, users } from '../db/schema/index';
import type { ImageStore } from '../lib/images';
import { createPasswordHasher } from '../lib/passwords';
import type { TestContext } from './context';
import {
  multipartBody as buildMultipartBody,
  type MultipartPart,
} from '../../../../scripts/multipart-body';

export { createTestContext, type TestContext } from './context';

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

/** A category or brand inserted directly, its slug its lower-case name; returns its id. */
export async function insertEntity(
  ctx: TestContext,
  table: typeof categories | typeof brands,
  name: string,
) {
  const [row] = await ctx.db
    .insert(table)
    .values({ name, slug: name.toLowerCase(), image: 'entities/test.webp' })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.id;
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
 * Stores a 900 x 600 WebP with its 400 px copy made beforehand, as the demo seed does; the copy
 * is 400 x 100, so a copy the store made itself would not pass for it.
 */
export async function saveWithReadyCopy(images: ImageStore) {
  const original = await sharp(await pngImage(900, 600))
    .webp()
    .toBuffer();
  const ready = await sharp(await pngImage(400, 100))
    .webp()
    .toBuffer();
  return { key: await images.saveEncoded(original, 'products', { 400: ready }), original, ready };
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

/** A multipart form sent to `url` as `user` (or as a guest), the way the admin's forms send it. */
export function sendMultipart(
  ctx: TestContext,
  request: {
    user: { token: string } | null;
    method: 'POST' | 'PUT';
    url: string;
    parts: MultipartPart[];
  },
) {
  const body = multipartBody(request.parts);
  return ctx.app.inject({
    method: request.method,
    url: request.url,
    payload: body.payload,
    headers: { ...body.headers, ...(request.user ? auth(request.user) : {}) },
  });
}

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
