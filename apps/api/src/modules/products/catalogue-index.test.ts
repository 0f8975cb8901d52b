import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../db/schema/index';
import {
  auth,
  createProduct,
  createTestContext,
  createUser,
  placeOrder,
  type TestContext,
  type TestUser,
  insertEntity,
} from '../../test/harness';
import { CatalogueIndex, currentCatalogueIndex } from './catalogue-index';

/**
 * The catalogue index (decision 090) answers facets from memory and follows the database
 * through the catalogue log: every write, through the API or straight to the database as
 * another process would make it, shows in the next answer.
 */
let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
const ids = {} as Record<'audio' | 'video' | 'acme' | 'zeta', string>;

type Entry = { name: string; count: number };
type Facets = {
  categories: Entry[];
  brands: Entry[];
  price: { min: number | null; max: number | null };
  rating: Array<{ min: number; count: number }>;
  inStock: number;
  total: number;
};

async function facets(query = ''): Promise<Facets> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/facets?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().facets;
}

const counts = (entries: Entry[]) =>
  Object.fromEntries(entries.filter((e) => e.count > 0).map((e) => [e.name, e.count]));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
  customer = await createUser(ctx);
  ids.audio = await insertEntity(ctx, categories, 'Audio');
  ids.video = await insertEntity(ctx, categories, 'Video');
  ids.acme = await insertEntity(ctx, brands, 'Acme');
  ids.zeta = await insertEntity(ctx, brands, 'Zeta');
  for (let i = 0; i < 4; i += 1) {
    await createProduct(ctx, {
      title: `Speaker ${i}`,
      categoryId: ids.audio,
      brandId: i < 3 ? ids.acme : ids.zeta,
      priceCents: 1000 * (i + 1),
      stock: 5,
    });
  }
  await createProduct(ctx, {
    title: 'Projector',
    categoryId: ids.video,
    brandId: ids.zeta,
    priceCents: 9000,
    stock: 1,
  });
});
afterAll(async () => ctx.close());

describe('facets from the catalogue index', () => {
  it('counts each group under every filter but its own', async () => {
    const audioAcme = await facets('category=audio&brand=acme');
    expect(counts(audioAcme.categories)).toEqual({ Audio: 3 });
    expect(counts(audioAcme.brands)).toEqual({ Acme: 3, Zeta: 1 });
    expect(audioAcme.total).toBe(3);
    expect(audioAcme.price).toEqual({ min: 10, max: 30 });

    const cheap = await facets('maxPrice=25');
    expect(counts(cheap.categories)).toEqual({ Audio: 2 });
    expect(cheap.price).toEqual({ min: 10, max: 90 }); // the price group's own filter is off
    const speakers = await facets('search=speaker&brand=zeta');
    expect(counts(speakers.brands)).toEqual({ Acme: 3, Zeta: 1 });
    expect(speakers.total).toBe(1);
  });

  it('follows an order, a price written straight to the database, and a deletion', async () => {
    const [projector] = await ctx.db.select().from(products).where(eq(products.title, 'Projector'));
    expect((await facets('category=video')).inStock).toBe(1);
    await placeOrder(ctx, customer, [{ productId: projector!.id, quantity: 1 }]);
    const soldOut = await facets('category=video');
    expect(soldOut.inStock).toBe(0);
    expect(soldOut.total).toBe(1);
    expect((await facets('category=video&inStock=true')).total).toBe(0);

    // As another API process would: the index learns of it from the catalogue log alone.
    await ctx.db.update(products).set({ priceCents: 500 }).where(eq(products.id, projector!.id));
    expect((await facets()).price).toEqual({ min: 5, max: 40 });

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${projector!.id}`,
      headers: auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await facets();
    expect(counts(after.categories)).toEqual({ Audio: 4 });
    expect(after.total).toBe(4);
  });

  it('follows a category renamed and a brand made, listed in name order', async () => {
    await ctx.db.update(categories).set({ name: 'Sound' }).where(eq(categories.id, ids.audio));
    const renamed = await facets();
    expect(renamed.categories.map((e) => e.name)).toEqual(['Sound', 'Video']);
    expect(counts(renamed.categories)).toEqual({ Sound: 4 });

    const beta = await insertEntity(ctx, brands, 'Beta');
    await createProduct(ctx, { title: 'Beta amp', categoryId: ids.video, brandId: beta });
    const made = await facets('brand=beta');
    expect(made.brands.map((e) => e.name)).toEqual(['Acme', 'Beta', 'Zeta']);
    expect(made.total).toBe(1);
  });

  it('builds itself again when the log misses a version', async () => {
    const before = await currentCatalogueIndex(ctx.db);
    // A write with the log's triggers off, as a bulk load does, and the version moved by hand.
    await ctx.db.execute(sql`alter table products disable trigger user`);
    try {
      await ctx.db.update(products).set({ stock: 0 }).where(eq(products.title, 'Speaker 0'));
    } finally {
      await ctx.db.execute(sql`alter table products enable trigger user`);
    }
    await ctx.db.execute(sql`update catalogue_version set version = version + 1`);
    const after = await currentCatalogueIndex(ctx.db);
    expect(after).not.toBe(before);
    expect((await facets('category=sound')).inStock).toBe(3);
  });

  it('prunes the log every 512 versions, keeping the last 20,000', async () => {
    await ctx.db.execute(sql`insert into catalogue_changes (version, seq) values (5, 999999)`);
    // The next write makes version 20,480, a multiple of 512: entries up to 480 go.
    await ctx.db.execute(sql`update catalogue_version set version = 20479`);
    await createProduct(ctx, { title: 'Pruner', categoryId: ids.video, brandId: ids.acme });
    const left = async (where: ReturnType<typeof sql>) =>
      (
        (await ctx.db.execute(
          sql`select count(*)::int as n from catalogue_changes where ${where}`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0]?.n;
    expect(await left(sql`version <= 480`)).toBe(0);
    expect(await left(sql`version = 20480`)).toBe(1);
    // The hand-made jump is a gap in the log: the next answer builds the index again.
    expect(counts((await facets('brand=acme')).categories)).toMatchObject({ Video: 1 });
  });

  it('answers requests that arrive together with one index at the latest version', async () => {
    await createProduct(ctx, { title: 'Together', categoryId: ids.audio, brandId: ids.acme });
    const [a, b, c] = await Promise.all([facets(), facets('brand=acme'), facets()]);
    expect(a.total).toBe(b.total + 2); // Zeta's speaker and Beta's amp are not Acme's
    expect(c.total).toBe(a.total);
    const [row] = (
      (await ctx.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(a.total).toBe(row?.n);
  });
});

describe('the live count', () => {
  it('counts a product once however often it is written, and a removal once', () => {
    const index = new CatalogueIndex();
    const row = (seq: number, stock: number) =>
      [seq, 1999, stock, 0, '4.5', 0, 'category', 'brand'] as const;
    index.put([...row(1, 5)]);
    index.put([...row(2, 0)]);
    index.put([...row(1, 3)]);
    expect(index.liveCount()).toBe(2);
    index.remove(2);
    index.remove(2);
    index.remove(99);
    expect(index.liveCount()).toBe(1);
    index.put([...row(2, 4)]);
    expect(index.liveCount()).toBe(2);
  });
});
