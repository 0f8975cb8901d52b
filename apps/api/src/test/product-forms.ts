/**
 * The admin's product form as the API tests send it (multipart, with images), on a store of the
 * file's own with an admin, a customer and the categories and brands the form names.
 * products-create.test.ts and products-update.test.ts share it.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { brands, categories, orderItems, orders, products } from '../db/schema/index';
import type { multipartBody } from './harness';
import {
  createTestContext,
  createUser,
  insertEntity,
  sendMultipart,
  pngImage,
  type TestContext,
  type TestUser,
} from './harness';

export type Part = Parameters<typeof multipartBody>[0][number];
type Ids = Record<'phones' | 'laptops' | 'samsung', string>;
export type ProductForms = {
  ctx: TestContext;
  admin: TestUser;
  customer: TestUser;
  png: Buffer;
  ids: Ids;
};

/**
 * Opens the store before the file's tests and closes it after them. The returned state is
 * filled in once the file's first beforeAll has run; the calls read it when a test makes them.
 */
export function useProductForms() {
  const state = {} as ProductForms;
  beforeAll(async () => {
    const ctx = await createTestContext();
    state.ctx = ctx;
    state.admin = await createUser(ctx, { role: 'admin' });
    state.customer = await createUser(ctx);
    state.png = await pngImage();
    state.ids = {
      phones: await insertEntity(ctx, categories, 'Phones'),
      laptops: await insertEntity(ctx, categories, 'Laptops'),
      samsung: await insertEntity(ctx, brands, 'Samsung'),
    };
  });
  afterAll(async () => state.ctx?.close());

  const file = (name: string, content: Buffer): Part => ({
    name,
    filename: `${name}.png`,
    content,
    contentType: 'image/png',
  });
  const fields = (overrides: Record<string, string | undefined> = {}): Part[] =>
    Object.entries({
      title: 'Pixel 9',
      description: 'A phone with a good camera.',
      price: '699.99',
      stock: '12',
      discount: '10',
      category: state.ids.phones,
      brand: state.ids.samsung,
      ...overrides,
    })
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => ({ name, value }));

  const sendForm = (options: {
    method?: 'POST' | 'PUT';
    url?: string;
    parts: Part[];
    user?: TestUser | null;
  }) => {
    return sendMultipart(state.ctx, {
      user: options.user === undefined ? state.admin : options.user,
      method: options.method ?? 'POST',
      url: options.url ?? '/api/v1/products',
      parts: options.parts,
    });
  };

  const productCount = async () => (await state.ctx.db.select({ n: count() }).from(products))[0]?.n;
  const savedFiles = async () => {
    const dir = path.join(state.ctx.app.images.root, 'products');
    return existsSync(dir) ? (await readdir(dir)).sort() : [];
  };
  const stored = (publicId: string) => path.join(state.ctx.app.images.root, publicId);
  const widthOf = async (publicId: string) => (await sharp(stored(publicId)).metadata()).width;

  /** A product made through the form, with the PNG cover and `gallery`. */
  async function newProduct(title: string, gallery: Buffer[] = []) {
    const res = await sendForm({
      parts: [
        ...fields({ title }),
        file('imageCover', state.png),
        ...gallery.map((content) => file('images', content)),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product as {
      id: string;
      title: string;
      slug: string;
      imageCover: { public_id: string };
      images: Array<{ public_id: string }>;
    };
  }

  /** An order of the customer's that shows `product`, so its cover must stay on disk. */
  async function orderContaining(product: {
    id: string;
    title: string;
    imageCover: { public_id: string };
  }) {
    const [order] = await state.ctx.db
      .insert(orders)
      .values({
        userId: state.customer.id,
        city: 'Cairo',
        street: 'Nile St',
        phone: '01012345678',
        totalCents: 100,
      })
      .returning();
    if (!order) throw new Error('order insert failed');
    await state.ctx.db.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      title: product.title,
      imageCover: product.imageCover.public_id,
      priceCents: 100,
      quantity: 1,
    });
  }

  return {
    state,
    file,
    fields,
    sendForm,
    productCount,
    savedFiles,
    stored,
    widthOf,
    newProduct,
    orderContaining,
  };
}
