/**
 * A store holding the demo catalogue's names and titles (issue 22 was measured on them), without
 * its images, for the search tests: search-typos.test.ts, search-synonyms.test.ts and
 * search-text-index.test.ts.
 */
import { BRANDS, CATEGORIES, PRODUCTS } from '@electro/demo-catalogue';
import { afterAll, beforeAll, expect } from 'vitest';
import { brands, categories, products } from '../db/schema/index';
import { createTestContext, createUser, type TestContext, type TestUser } from './harness';

type Listed = { title: string; brand: { name: string }; category: { name: string } };
type ListBody = { products: Listed[]; totalProducts: number; didYouMean?: string | null };

/**
 * Opens the store before the file's tests and closes it after them; the calls read the state
 * when a test makes them.
 */
export function useDemoSearch() {
  const state = {} as { ctx: TestContext; admin: TestUser };
  const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const categoryIds = new Map<string, string>();
  const brandIds = new Map<string, string>();

  /** A product row in the demo's category and brand of those names. */
  const row = (product: {
    title: string;
    category: string;
    brand: string;
    description?: string;
    stock?: number;
  }) => ({
    title: product.title,
    slug: slugOf(product.title),
    description: product.description ?? 'Made for the tests of search.',
    priceCents: 10_000,
    stock: product.stock ?? 5,
    categoryId: categoryIds.get(product.category) ?? '',
    brandId: brandIds.get(product.brand) ?? '',
    imageCover: 'products/test.webp',
    images: [],
  });

  beforeAll(async () => {
    const ctx = await createTestContext();
    state.ctx = ctx;
    state.admin = await createUser(ctx, { role: 'admin' });
    const insertNames = async (
      table: typeof categories | typeof brands,
      names: string[],
      ids: Map<string, string>,
    ) => {
      const rows = await ctx.db
        .insert(table)
        .values(names.map((name) => ({ name, slug: slugOf(name), image: 'entities/test.webp' })))
        .returning({ id: table.id, name: table.name });
      for (const inserted of rows) ids.set(inserted.name, inserted.id);
    };
    await insertNames(
      categories,
      CATEGORIES.map((category) => category.name),
      categoryIds,
    );
    await insertNames(
      brands,
      BRANDS.map((brand) => brand.name),
      brandIds,
    );
    await ctx.db.insert(products).values(PRODUCTS.map((product) => row(product)));
  });
  afterAll(async () => state.ctx?.close());

  const list = async (search: string, more = '') => {
    const res = await state.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/products?search=${encodeURIComponent(search)}&limit=100${more}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListBody;
  };
  const titles = async (search: string) => (await list(search)).products.map((p) => p.title);
  const titlesOf = (filter: (product: (typeof PRODUCTS)[number]) => boolean) =>
    PRODUCTS.filter(filter).map((product) => product.title);

  return { state, slugOf, row, list, titles, titlesOf };
}
