import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { detectImageKind } from '../../lib/images';
import {
  brands,
  categories,
  newsletterSubscribers,
  orderItems,
  orders,
  products,
  reviews,
  users,
} from '../schema/index';
import { USERS } from '@electro/demo-catalogue';
import { averageRate } from './insert-demo';
import { reloadDemo, seedIfEmpty, type SeedContext } from './seed';

let ctx: TestContext;
let context: SeedContext;
let firstRun: boolean;

const silent = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  ctx = await createTestContext();
  context = {
    db: ctx.app.db,
    images: ctx.app.images,
    passwords: ctx.app.passwords,
    log: silent,
    // CI keeps the drawings of its first load for the later ones (.ci/run).
    imageCache: process.env.DEMO_IMAGE_CACHE,
  };
});
afterAll(async () => ctx.close());

const isStoredWebp = (key: string) => {
  const file = path.join(ctx.app.images.root, key);
  return existsSync(file) && detectImageKind(readFileSync(file)) === 'webp';
};

const count = async (table: PgTable) => {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

describe('seedIfEmpty after a failure half way', () => {
  it('leaves no rows and no image files behind, so that the next start tries again', async () => {
    let saved = 0;
    const failing: SeedContext = {
      ...context,
      images: {
        ...ctx.app.images,
        saveEncoded: async (buffer, folder, copies) => {
          saved += 1;
          if (saved === 30) throw new Error('disk full');
          return ctx.app.images.saveEncoded(buffer, folder, copies);
        },
      },
    };
    await expect(seedIfEmpty(failing)).rejects.toThrow('disk full');
    const files = readdirSync(ctx.app.images.root, { recursive: true, withFileTypes: true });
    expect(files.filter((entry) => entry.isFile())).toEqual([]);
    expect(await count(products)).toBe(0);
    expect(await count(users)).toBe(0);
  }, 120_000);
});

describe('seedIfEmpty', () => {
  beforeAll(async () => {
    const started = performance.now();
    firstRun = await seedIfEmpty(context);
    console.info(`demo seed took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, 300_000);

  it('loads the catalogue into an empty database', async () => {
    expect(firstRun).toBe(true);
    expect((await ctx.db.select().from(categories)).length).toBeGreaterThanOrEqual(8);
    expect((await ctx.db.select().from(brands)).length).toBeGreaterThanOrEqual(12);
    expect(await count(products)).toBeGreaterThanOrEqual(80);
    expect(await count(reviews)).toBeGreaterThanOrEqual(40);
    expect(await count(orders)).toBeGreaterThanOrEqual(5);
  });

  it('gives every product a WebP cover and two to four WebP gallery images on disk', async () => {
    const rows = await ctx.db.select().from(products);
    // Checked here as well: a loop over no rows would pass on its own.
    expect(rows.length).toBeGreaterThanOrEqual(80);
    for (const product of rows) {
      expect(isStoredWebp(product.imageCover), product.title).toBe(true);
      expect(product.images.length, product.title).toBeGreaterThanOrEqual(2);
      expect(product.images.length, product.title).toBeLessThanOrEqual(4);
      for (const key of product.images) expect(isStoredWebp(key), product.title).toBe(true);
      expect(new Set([product.imageCover, ...product.images]).size).toBe(product.images.length + 1);
    }
    const named = [
      ...(await ctx.db.select().from(categories)),
      ...(await ctx.db.select().from(brands)),
    ];
    expect(named.length).toBeGreaterThanOrEqual(8 + 12);
    for (const row of named) expect(isStoredWebp(row.image), row.name).toBe(true);
  });

  it('stores the 400 px copy of every picture a card or carousel shows, and of no other', async () => {
    const copy = (key: string) => path.join(ctx.app.images.root, '.thumbnails', 'w400', key);
    const rows = await ctx.db.select().from(products);
    const named = [
      ...(await ctx.db.select().from(categories)),
      ...(await ctx.db.select().from(brands)),
    ];
    const shown = [...rows.map((p) => p.imageCover), ...named.map((row) => row.image)];
    expect(shown.length).toBeGreaterThanOrEqual(80 + 8 + 12);
    for (const key of shown) {
      const meta = await sharp(readFileSync(copy(key))).metadata();
      expect([meta.format, meta.width], key).toEqual(['webp', 400]);
    }
    // A gallery picture's copy is made when a page first asks for it.
    expect(rows.flatMap((p) => p.images).filter((key) => existsSync(copy(key)))).toEqual([]);
  });

  it('keeps prices in the shop range and varies arrival dates, stock and discounts', async () => {
    const rows = await ctx.db.select().from(products);
    const inRange = rows.filter((p) => p.priceCents >= 5_000 && p.priceCents <= 200_000);
    expect(inRange.length / rows.length).toBeGreaterThan(0.9);
    expect(rows.some((p) => p.stock <= 3)).toBe(true);
    expect(rows.filter((p) => Number(p.discount) === 0).length).toBeGreaterThan(rows.length / 3);
    expect(rows.some((p) => Number(p.discount) >= 5)).toBe(true);
    expect(new Set(rows.map((p) => p.createdAt.toISOString().slice(0, 10))).size).toBeGreaterThan(
      30,
    );
    for (const p of rows) {
      expect(p.title.length).toBeLessThanOrEqual(60);
      expect(p.priceAfterDiscountCents).toBe(
        Math.round(p.priceCents - (p.priceCents * Number(p.discount)) / 100),
      );
    }
  });

  it('lets the demo admin and customer log in with the documented passwords', async () => {
    const login = (email: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
    const admin = await login('admin@electro.test', 'Admin1234');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({ role: 'admin', name: 'Admin' });
    const customer = await login('customer@electro.test', 'Customer1234');
    expect(customer.statusCode).toBe(200);
    expect(customer.json().user).toMatchObject({
      role: 'user',
      name: 'Customer',
      phone: '01012345678',
    });
    expect(customer.json().user.address).not.toBe('');
    for (const user of USERS) expect(user.password).toMatch(/^[A-Z][a-z0-9]{3,40}$/);
    const wrong = await login('customer@electro.test', 'Customer12345');
    expect(wrong.statusCode).toBe(401);
  });

  it("keeps every product's rateAvg and rateNum equal to its reviews", async () => {
    const rows = await ctx.db
      .select({ id: products.id, rateAvg: products.rateAvg, rateNum: products.rateNum })
      .from(products);
    const all = await ctx.db
      .select({ productId: reviews.productId, rate: reviews.rate })
      .from(reviews);
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(rows.filter((product) => product.rateNum > 0).length).toBeGreaterThanOrEqual(10);
    for (const product of rows) {
      const rates = all.filter((r) => r.productId === product.id).map((r) => r.rate);
      expect(product.rateNum).toBe(rates.length);
      expect(Number(product.rateAvg)).toBe(averageRate(rates));
    }
    expect(averageRate([4, 5])).toBe(4.5);
    expect(averageRate([5, 4, 4])).toBe(4.3);
    expect(averageRate([])).toBe(0);
    expect(all.every((r) => r.rate >= 1 && r.rate <= 5)).toBe(true);
  });

  it('marks as verified purchases the demo reviews whose author had the product delivered', async () => {
    // docs/PRODUCT.md: the demo's reviews predate the rule; 8 of 64 have a delivered order.
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews?limit=100' });
    const all: Array<{ verifiedPurchase: boolean }> = res.json().reviews;
    expect(all).toHaveLength(64);
    expect(all.filter((review) => review.verifiedPurchase)).toHaveLength(8);
  });

  it('records orders whose totals add up, with products sold at least as often as ordered', async () => {
    const rows = await ctx.db.select().from(orders);
    const items = await ctx.db.select().from(orderItems);
    const sold = new Map((await ctx.db.select().from(products)).map((p) => [p.id, p]));
    const ordered = new Map<string, number>();
    for (const order of rows) {
      const lines = items.filter((i) => i.orderId === order.id);
      expect(lines.length).toBeGreaterThan(0);
      expect(order.totalCents).toBe(lines.reduce((sum, i) => sum + i.priceCents * i.quantity, 0));
      expect(order.createdAt.getTime()).toBeGreaterThan(Date.now() - 31 * 24 * 3600 * 1000);
      expect(order.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      if (order.status === 'delivered') {
        expect(order.paymentStatus).toBe('paid');
        expect(order.deliveredAt).not.toBeNull();
        expect(order.paidAt).not.toBeNull();
      } else {
        expect(order.paymentStatus).toBe('pending');
        expect(order.deliveredAt).toBeNull();
      }
      for (const line of lines) {
        const product = sold.get(line.productId);
        expect(product?.title).toBe(line.title);
        expect(line.imageCover).toBe(product?.imageCover);
        ordered.set(line.productId, (ordered.get(line.productId) ?? 0) + line.quantity);
      }
    }
    for (const [id, quantity] of ordered)
      expect(sold.get(id)?.sold).toBeGreaterThanOrEqual(quantity);
    expect(new Set(rows.map((o) => o.status))).toEqual(
      new Set(['delivered', 'shipped', 'pending']),
    );
    const [customer] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@electro.test'));
    expect(rows.filter((o) => o.userId === customer?.id).length).toBeGreaterThanOrEqual(2);
  });

  it('does nothing the second time', async () => {
    const before = await count(products);
    expect(await seedIfEmpty(context)).toBe(false);
    expect(await count(products)).toBe(before);
    expect(await count(users)).toBe(USERS.length);
  });
});

describe('reloadDemo', () => {
  it('replaces all data with a fresh demo and deletes the old images', async () => {
    const [old] = await ctx.db.select().from(products).limit(1);
    await ctx.db.insert(newsletterSubscribers).values({ email: 'reader@example.test' });
    await ctx.db
      .update(users)
      .set({ name: 'Renamed' })
      .where(eq(users.email, 'admin@electro.test'));

    const summary = await reloadDemo(context);

    expect(summary.products).toBe(await count(products));
    expect(await count(users)).toBe(USERS.length);
    expect(await ctx.db.select().from(newsletterSubscribers)).toEqual([]);
    const [admin] = await ctx.db.select().from(users).where(eq(users.email, 'admin@electro.test'));
    expect(admin?.name).toBe('Admin');
    expect(old && existsSync(path.join(ctx.app.images.root, old.imageCover))).toBe(false);
    const [fresh] = await ctx.db.select().from(products).limit(1);
    expect(fresh && isStoredWebp(fresh.imageCover)).toBe(true);
  }, 300_000);
});
