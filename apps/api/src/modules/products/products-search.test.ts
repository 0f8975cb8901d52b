import { BRANDS, CATEGORIES, PRODUCTS } from '@electro/demo-catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../db/schema/index';
import { productsExport } from './products-export';
import { createTestContext, expectError, type TestContext } from '../../test/harness';

/** The demo catalogue's words, without its pictures: what shoppers search in. */
let ctx: TestContext;
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

beforeAll(async () => {
  ctx = await createTestContext();
  const insertNames = async (table: typeof categories | typeof brands, names: string[]) => {
    const rows = await ctx.db
      .insert(table)
      .values(names.map((name) => ({ name, slug: slugOf(name), image: 'entities/test.webp' })))
      .returning({ id: table.id, name: table.name });
    return new Map(rows.map((row) => [row.name, row.id]));
  };
  const categoryIds = await insertNames(
    categories,
    CATEGORIES.map((category) => category.name),
  );
  const brandIds = await insertNames(
    brands,
    BRANDS.map((brand) => brand.name),
  );
  await ctx.db.insert(products).values(
    PRODUCTS.map((product) => ({
      title: product.title,
      slug: slugOf(product.title),
      description: product.description,
      priceCents: Math.round(product.price * 100),
      discount: product.discount,
      stock: product.stock,
      sold: product.sold,
      categoryId: categoryIds.get(product.category) ?? '',
      brandId: brandIds.get(product.brand) ?? '',
      imageCover: 'products/test.webp',
      images: [],
    })),
  );
});
afterAll(async () => ctx.close());

type Listed = { title: string; brand: { name: string }; category: { name: string } };
const list = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { products: Listed[]; totalProducts: number };
};
const titles = async (query: string) => (await list(query)).products.map((p) => p.title);

describe('GET /products?search ranks by relevance', () => {
  it('ranks the titles a prefix starts before descriptions that contain it', async () => {
    const found = await titles('?search=pix');
    expect(found[0]).toMatch(/^Pixel /);
    const pixels = found.filter((title) => title.startsWith('Pixel'));
    expect(pixels).toHaveLength(6);
    expect(found.slice(0, 6)).toEqual(pixels);
    expect(found).toContain('Pixel 7a');
    expect(found.indexOf('Pixel 7a')).toBeLessThan(found.indexOf('Surface Laptop 5'));
    expect(found.indexOf('Pixel 7a')).toBeLessThan(found.indexOf('Apple Pencil (2nd generation)'));
  });

  it('is the default with a search, and sort=relevance says so', async () => {
    expect(await titles('?search=pix&sort=relevance')).toEqual(await titles('?search=pix'));
    // Without a search, relevance is catalogue order.
    expect(await titles('?sort=relevance&limit=5')).toEqual(await titles('?limit=5'));
    // Another sort still applies to the same matches.
    const byPrice = await titles('?search=pix&sort=price');
    expect([...byPrice].sort()).toEqual([...(await titles('?search=pix'))].sort());
  });

  it('puts an exact title first, then titles that start with it', async () => {
    const found = await titles('?search=iphone%2015');
    expect(found[0]).toBe('iPhone 15');
    expect(found.slice(1, 3).sort()).toEqual(['iPhone 15 Pro', 'iPhone 15 Pro Max']);
  });

  it('tolerates one typo in a word of 5 letters or more', async () => {
    const iphones = await titles('?search=iphnoe');
    expect(iphones.length).toBeGreaterThan(0);
    expect(iphones[0]).toMatch(/^iPhone/);
    const samsung = await list('?search=samsnug');
    expect(samsung.products.length).toBeGreaterThan(0);
    expect(samsung.products[0]?.brand.name).toBe('Samsung');
  });

  it("finds a brand's products by the brand's name, before descriptions naming it", async () => {
    const found = await list('?search=samsung&limit=100');
    const samsung = PRODUCTS.filter((product) => product.brand === 'Samsung').length;
    expect(found.products.slice(0, samsung).every((p) => p.brand.name === 'Samsung')).toBe(true);
    const byCategory = await list('?search=laptops&limit=100');
    expect(byCategory.products[0]?.category.name).toBe('Laptops');
  });

  it('follows a renamed brand', async () => {
    const [google] = await ctx.db.select().from(brands).where(eq(brands.name, 'Google'));
    if (!google) throw new Error('no Google brand');
    await ctx.db.update(brands).set({ name: 'Alphabetic' }).where(eq(brands.id, google.id));
    try {
      const found = await list('?search=alphabetic&limit=100');
      const named = found.products.filter((p) => p.brand.name === 'Alphabetic');
      expect(named).toHaveLength(PRODUCTS.filter((p) => p.brand === 'Google').length);
    } finally {
      await ctx.db.update(brands).set({ name: 'Google' }).where(eq(brands.id, google.id));
    }
    const after = await list('?search=alphabetic&limit=100');
    expect(after.products.filter((p) => p.brand.name === 'Google')).toEqual([]);
  });

  it('takes the search syntax of a search box, and words it does not know', async () => {
    const phrase = await titles('?search=%22pro%20max%22');
    expect(phrase[0]).toBe('iPhone 15 Pro Max');
    const without = await titles('?search=pixel%20-watch&limit=100');
    expect(without).not.toContain('Pixel Watch 2');
    expect(without).toContain('Pixel 7a');
    expect((await list('?search=qwxzv')).totalProducts).toBe(0);
    expect((await list('?search=the')).totalProducts).toBeGreaterThan(0);
    expect((await list(`?search=${encodeURIComponent('!&|:*()<>')}`)).totalProducts).toBe(0);
  });

  it('pages through the tiers in the order of one ranking of every match', async () => {
    for (const search of ['pro', 'samsung', 'phone', 'pix', 'iphnoe', 'display', 'the']) {
      const { read } = productsExport({ db: ctx.db }, { search });
      const ranked = (await read({ limit: 1000 })).map((row) => row.title);
      const paged: string[] = [];
      for (let page = 1; paged.length < ranked.length && page <= 100; page += 1) {
        const found = await titles(`?search=${search}&limit=7&page=${page}`);
        if (!found.length) break;
        paged.push(...found);
      }
      expect(paged, search).toEqual(ranked);
      expect((await list(`?search=${search}&limit=7`)).totalProducts, search).toBe(ranked.length);
    }
  });

  it('keeps the search bounded', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/products?search=${'x'.repeat(201)}`,
    });
    expectError(res, 400, 'search must not exceed 200 characters.');
    const nul = await ctx.app.inject({ method: 'GET', url: '/api/v1/products?search=a%00b' });
    expect(nul.statusCode).toBe(400);
  });
});

describe('GET /products?inStock', () => {
  const soldOut = PRODUCTS.filter((product) => product.stock === 0).map((p) => p.title);

  it('lists only products with stock above 0', async () => {
    expect(soldOut.length).toBeGreaterThan(0);
    const all = await list('?limit=100');
    const inStock = await list('?inStock=true&limit=100');
    expect(inStock.totalProducts).toBe(all.totalProducts - soldOut.length);
    expect(inStock.products.map((p) => p.title)).not.toContain(soldOut[0]);
    expect((await list('?inStock=false&limit=100')).totalProducts).toBe(all.totalProducts);
  });

  it('applies with the other filters and follows a sale of the last one', async () => {
    const [product] = await ctx.db.select().from(products).where(eq(products.title, 'Pixel 7a'));
    if (!product) throw new Error('no Pixel 7a');
    const before = await list('?inStock=true&search=pixel&limit=100');
    expect(before.products.map((p) => p.title)).toContain('Pixel 7a');
    await ctx.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    try {
      const after = await list('?inStock=true&search=pixel&limit=100');
      expect(after.totalProducts).toBe(before.totalProducts - 1);
      expect(after.products.map((p) => p.title)).not.toContain('Pixel 7a');
    } finally {
      await ctx.db
        .update(products)
        .set({ stock: product.stock })
        .where(eq(products.id, product.id));
    }
  });

  it('answers 400 to anything but true or false', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/products?inStock=yes' });
    expectError(res, 400, 'inStock must be true or false.');
  });
});

type FacetEntry = { _id: string; name: string; slug: string; count: number };
type Facets = {
  categories: FacetEntry[];
  brands: FacetEntry[];
  price: { min: number | null; max: number | null };
  rating: Array<{ min: number; count: number }>;
  inStock: number;
  total: number;
};
const facets = async (query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/facets${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { facets: Facets }).facets;
};
const countOf = (entries: FacetEntry[], name: string) =>
  entries.find((entry) => entry.name === name)?.count;
const sum = (entries: FacetEntry[]) => entries.reduce((total, entry) => total + entry.count, 0);

describe('GET /products/facets', () => {
  it('counts the whole catalogue, and the counts add up', async () => {
    const all = await facets();
    expect(all.total).toBe(PRODUCTS.length);
    expect(sum(all.categories)).toBe(all.total);
    expect(sum(all.brands)).toBe(all.total);
    expect(all.categories).toHaveLength(CATEGORIES.length);
    expect(all.brands).toHaveLength(BRANDS.length);
    expect(countOf(all.brands, 'Samsung')).toBe(
      PRODUCTS.filter((p) => p.brand === 'Samsung').length,
    );
    expect(all.categories[0]).toMatchObject({ _id: expect.any(String), slug: expect.any(String) });
    expect(all.inStock).toBe(PRODUCTS.filter((p) => p.stock > 0).length);
    const payable = PRODUCTS.map((p) => Math.round(p.price * 100 - p.price * p.discount) / 100);
    expect(all.price.min).toBeCloseTo(Math.min(...payable), 2);
    expect(all.price.max).toBeCloseTo(Math.max(...payable), 2);
    expect(all.rating.map((entry) => entry.min)).toEqual([4, 3, 2, 1]);
  });

  it("applies every filter but each group's own", async () => {
    const apple = await facets('?brand=apple');
    // Brands ignore the brand filter: ticking Samsung too would add its products.
    expect(countOf(apple.brands, 'Samsung')).toBe(
      PRODUCTS.filter((p) => p.brand === 'Samsung').length,
    );
    // Categories apply it.
    const appleProducts = PRODUCTS.filter((p) => p.brand === 'Apple');
    expect(sum(apple.categories)).toBe(appleProducts.length);
    expect(countOf(apple.categories, 'Smartphones')).toBe(
      appleProducts.filter((p) => p.category === 'Smartphones').length,
    );
    expect(apple.total).toBe(appleProducts.length);
    const listed = await list('?brand=apple&limit=100');
    expect(listed.totalProducts).toBe(apple.total);

    const phones = await facets('?category=smartphones&brand=apple,samsung');
    expect(countOf(phones.brands, 'Samsung')).toBe(
      PRODUCTS.filter((p) => p.brand === 'Samsung' && p.category === 'Smartphones').length,
    );
    expect(countOf(phones.brands, 'Dell') ?? 0).toBe(0);
    expect(phones.total).toBe(
      (await list('?category=smartphones&brand=apple,samsung&limit=100')).totalProducts,
    );
  });

  it('takes the price range from the other filters only, and counts a search', async () => {
    const cheap = await facets('?maxPrice=100');
    const everything = await facets();
    expect(cheap.price).toEqual(everything.price);
    expect(cheap.total).toBe((await list('?maxPrice=100&limit=100')).totalProducts);
    const pixel = await facets('?search=pixel');
    expect(pixel.total).toBe((await list('?search=pixel&limit=100')).totalProducts);
    expect(countOf(pixel.brands, 'Google')).toBeGreaterThanOrEqual(6);
    const none = await facets('?search=qwxzv');
    expect(none).toMatchObject({ total: 0, inStock: 0, price: { min: null, max: null } });
    expect(sum(none.brands)).toBe(0);
  });

  it('counts in-stock products as ticking inStock would list them', async () => {
    const all = await facets();
    const stocked = await facets('?inStock=true');
    expect(stocked.inStock).toBe(all.inStock);
    expect(stocked.total).toBe(all.inStock);
    expect(sum(stocked.brands)).toBe(all.inStock);
  });

  it('answers 400 to a bad filter, and /products/:id still finds products', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/products/facets?minPrice=10&maxPrice=5',
    });
    expectError(res, 400, 'minPrice must not exceed maxPrice.');
    const one = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/pixel-7a' });
    expect(one.statusCode).toBe(200);
  });
});
