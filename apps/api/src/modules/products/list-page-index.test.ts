import { sql } from 'drizzle-orm';
import type { ProductListQuery } from '@electro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/harness';
import { currentCatalogueIndex } from './catalogue-index';
import { listFilter, sortOrders } from './list-filter';

/**
 * A list without a search is answered from the catalogue index once the process holds it
 * (decision 108). Its pages must be the very pages the SQL gives: the same filters, the same
 * order to the last tie (equal prices, ratings and dates end on seq), the same count.
 */
let ctx: TestContext;

async function entity(table: typeof categories | typeof brands, name: string) {
  const [row] = await ctx.db
    .insert(table)
    .values({ name, slug: name.toLowerCase(), image: 'entities/test.webp' })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const cats = [await entity(categories, 'Audio'), await entity(categories, 'Video')];
  const makers = [
    await entity(brands, 'Acme'),
    await entity(brands, 'Zeta'),
    await entity(brands, 'Nova'),
  ];
  // Few distinct prices, ratings, stocks and dates, so every sort meets ties; two products a
  // microsecond apart, which a millisecond clock would call equal.
  const base = Date.UTC(2026, 0, 1);
  await ctx.db.insert(products).values(
    Array.from({ length: 60 }, (_, i) => ({
      title: `Item ${i}`,
      slug: `item-${i}`,
      description: 'A product made for tests.',
      priceCents: 1000 * (1 + (i % 7)),
      discount: i % 5 === 0 ? 10 : 0,
      stock: i % 4 === 0 ? 0 : i % 9,
      sold: i % 6,
      rateAvg: Math.min(5, (i % 11) / 2),
      categoryId: cats[i % 2]!,
      brandId: makers[i % 3]!,
      imageCover: 'products/test.webp',
      images: [],
      createdAt: new Date(base + 1000 * (i % 8)),
    })),
  );
  await ctx.db.execute(
    sql`update products set created_at = created_at + interval '1 microsecond' where slug = 'item-8'`,
  );
  // The index is built: the lists below are answered from it.
  await currentCatalogueIndex(ctx.db);
});

afterAll(async () => {
  await ctx.close();
});

type Query = ProductListQuery & { maxStock?: number };

/** The page as the SQL orders it: list-filter.ts's WHERE and ORDER BY. */
async function sqlPage(query: Query, page: number, limit: number) {
  const sort = query.sort && query.sort !== 'relevance' ? query.sort : 'catalogue';
  const where = listFilter(ctx.db, query);
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...sortOrders[sort])
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return { ids: rows.map((row) => row.id), total: Number(counted!.n) };
}

async function apiPage(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { products: Array<{ _id: string }>; totalProducts: number };
  return { ids: body.products.map((product) => product._id), total: body.totalProducts };
}

const FILTERS: Array<[string, Query]> = [
  ['category=audio', { category: ['audio'] }],
  ['brand=Acme,nova', { brand: ['Acme', 'nova'] }],
  ['minPrice=25&maxPrice=55', { minPrice: 25, maxPrice: 55 }],
  ['category=video&inStock=true', { category: ['video'], inStock: true }],
  ['brand=zeta&minPrice=30&category=audio', { brand: ['zeta'], minPrice: 30, category: ['audio'] }],
  ['maxStock=2', { maxStock: 2 }],
  ['category=nothing-named-so', { category: ['nothing-named-so'] }],
  ['', {}],
];
const SORTS = [
  undefined,
  'price',
  '-price',
  '-createdAt',
  '-rateAvg',
  'rateAvg',
  '-sold',
  'stock',
  '-stock',
] as const;

describe('a list without a search from the catalogue index', () => {
  it.each(FILTERS)(
    'gives the SQL’s pages and counts for "%s" in every sort',
    async (text, query) => {
      for (const sort of SORTS) {
        for (const page of [1, 3]) {
          const url = `${text}&limit=7&page=${page}${sort ? `&sort=${sort}` : ''}`;
          const expected = await sqlPage({ ...query, sort }, page, 7);
          const got = await apiPage(url);
          expect(got.ids, url).toEqual(expected.ids);
          if (got.ids.length) expect(got.total, url).toBe(expected.total);
        }
      }
    },
  );

  it('follows a price change and a sell-out on the next request', async () => {
    const cheapest = await apiPage('category=audio&sort=price&limit=3&inStock=true');
    await ctx.db
      .update(products)
      .set({ priceCents: 1, stock: 5 })
      .where(sql`slug = 'item-56'`);
    const after = await apiPage('category=audio&sort=price&limit=3&inStock=true');
    const [moved] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(sql`slug = 'item-56'`);
    expect(after.ids[0]).toBe(moved!.id);
    // It was sold out: one more in stock.
    expect(after.total).toBe(cheapest.total + 1);

    await ctx.db
      .update(products)
      .set({ stock: 0 })
      .where(sql`slug = 'item-56'`);
    const soldOut = await apiPage('category=audio&sort=price&limit=3&inStock=true');
    expect(soldOut.ids).not.toContain(moved!.id);
    expect(soldOut).toEqual(
      await sqlPage({ category: ['audio'], sort: 'price', inStock: true }, 1, 3),
    );
  });
});
