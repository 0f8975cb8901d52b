import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../db/schema/index';
import {
  auth,
  createProduct,
  createTestContext,
  createUser,
  expectError,
  type TestContext,
  type TestUser,
  insertEntity,
} from '../../test/harness';
import { CSV_BATCH, keysetRows } from '../../lib/csv/send-csv';
import { productsExport } from './products-export';

/** The admin products table's filters and sorts on GET /products, and GET /products/export. */
let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
const ids = {} as Record<'phones' | 'cables' | 'apple' | 'acme', string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
  customer = await createUser(ctx);
  ids.phones = await insertEntity(ctx, categories, 'Phones');
  ids.cables = await insertEntity(ctx, categories, 'Cables');
  ids.apple = await insertEntity(ctx, brands, 'Apple');
  ids.acme = await insertEntity(ctx, brands, 'Acme');
  // title, category, brand, price cents, stock, rateAvg
  const rows = [
    ['iPhone 15', ids.phones, ids.apple, 100_000, 0, 4.5],
    ['Pixel 8', ids.phones, ids.acme, 70_000, 3, 4],
    ['=HYPERLINK("http://evil.test")', ids.cables, ids.acme, 1_000, 12, 1],
    ['+Cable, "braided"', ids.cables, ids.acme, 2_000, 5, 3],
    ['@Charger', ids.cables, ids.apple, 3_000, 40, 2],
  ] as const;
  for (const [title, categoryId, brandId, priceCents, stock, rateAvg] of rows) {
    const row = await createProduct(ctx, { title, categoryId, brandId, priceCents, stock });
    await ctx.db.update(products).set({ rateAvg }).where(eq(products.id, row.id));
  }
});
afterAll(async () => ctx.close());

const list = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/products${query}` });
const listTitles = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().products.map((p: { title: string }) => p.title);
};
const exportCsv = (query = '', user: TestUser | null = admin) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/products/export${query}`,
    headers: user ? auth(user) : {},
  });

describe('GET /products for the admin table', () => {
  it('keeps products with at most maxStock, and maxStock=0 lists the sold out', async () => {
    expect(await listTitles('?maxStock=0')).toEqual(['iPhone 15']);
    expect(await listTitles('?maxStock=5')).toEqual(['iPhone 15', 'Pixel 8', '+Cable, "braided"']);
    const res = await list('?maxStock=5&category=phones');
    expect(res.json()).toMatchObject({ totalProducts: 2, totalPages: 1 });
    expect(await listTitles('?maxStock=1000000')).toHaveLength(5);
  });

  it('sorts by stock either way, title backwards and rating lowest first', async () => {
    expect(await listTitles('?sort=stock')).toEqual([
      'iPhone 15',
      'Pixel 8',
      '+Cable, "braided"',
      '=HYPERLINK("http://evil.test")',
      '@Charger',
    ]);
    expect(await listTitles('?sort=-stock')).toEqual([
      '@Charger',
      '=HYPERLINK("http://evil.test")',
      '+Cable, "braided"',
      'Pixel 8',
      'iPhone 15',
    ]);
    const byTitle = await listTitles('?sort=title');
    expect(await listTitles('?sort=-title')).toEqual([...byTitle].reverse());
    expect(await listTitles('?sort=rateAvg')).toEqual([
      '=HYPERLINK("http://evil.test")',
      '@Charger',
      '+Cable, "braided"',
      'Pixel 8',
      'iPhone 15',
    ]);
  });

  it('lists each product exactly as its own page shows it, dates to the millisecond', async () => {
    const listed = (await list('?limit=100')).json().products as Array<{ id: string }>;
    expect(listed).toHaveLength(5);
    for (const product of listed) {
      const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${product.id}` });
      const { reviews: _reviews, ...shown } = page.json().product;
      expect(JSON.stringify(product)).toBe(JSON.stringify(shown));
    }
  });

  it.each([
    ['?maxStock=-1', 'maxStock must be a whole number from 0 to 1000000.'],
    ['?maxStock=1.5', 'maxStock must be a whole number from 0 to 1000000.'],
    ['?maxStock=1000001', 'maxStock must be a whole number from 0 to 1000000.'],
    ['?maxStock=few', 'maxStock must be a whole number from 0 to 1000000.'],
    [
      '?sort=stocks',
      'sort must be one of: price, -price, -createdAt, -rateAvg, -sold, title, relevance, ' +
        '-title, stock, -stock, rateAvg.',
    ],
  ])('answers 400 naming the field to %s', async (query, message) => {
    expectError(await list(query), 400, message);
  });
});

/** A CSV's lines, each split into cells (quotes taken off; enough for these titles). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('GET /products/export', () => {
  it('sends every product as a CSV attachment with the documented columns', async () => {
    const res = await exportCsv();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    const [header, ...lines] = parseCsv(res.body);
    expect(header).toEqual([
      'id',
      'title',
      'category',
      'brand',
      'price',
      'discount',
      'priceAfterDiscount',
      'stock',
      'sold',
      'rateAvg',
      'rateNum',
      'createdAt',
    ]);
    expect(lines).toHaveLength(5);
    const [iphone] = await ctx.db.select().from(products).where(eq(products.title, 'iPhone 15'));
    expect(lines[0]).toEqual([
      iphone?.id,
      'iPhone 15',
      'Phones',
      'Apple',
      '1000',
      '0',
      '1000',
      '0',
      '0',
      '4.5',
      '0',
      iphone?.createdAt.toISOString(),
    ]);
  });

  it('escapes cells a spreadsheet would run as a formula', async () => {
    const res = await exportCsv('?category=cables&sort=title');
    const titles = parseCsv(res.body)
      .slice(1)
      .map((line) => line[1]);
    expect(titles).toEqual([`'+Cable, "braided"`, `'=HYPERLINK("http://evil.test")`, `'@Charger`]);
  });

  it('applies the filters and sort of GET /products', async () => {
    const titlesOf = async (query: string) => {
      const res = await exportCsv(query);
      expect(res.statusCode, res.body).toBe(200);
      return parseCsv(res.body)
        .slice(1)
        .map((line) => line[1]);
    };
    expect(await titlesOf('?maxStock=5&sort=-stock')).toEqual([
      `'+Cable, "braided"`,
      'Pixel 8',
      'iPhone 15',
    ]);
    expect(await titlesOf('?brand=apple&sort=-price')).toEqual(['iPhone 15', `'@Charger`]);
    expect(await titlesOf('?minPrice=15&maxPrice=800&inStock=true&sort=price')).toEqual([
      `'+Cable, "braided"`,
      `'@Charger`,
      'Pixel 8',
    ]);
    expect(await titlesOf('?search=pixel')).toEqual(['Pixel 8']);
    expect(await titlesOf('?category=nothing-here')).toEqual([]);
    expectError(
      await exportCsv('?maxStock=-1'),
      400,
      'maxStock must be a whole number from 0 to 1000000.',
    );
  });

  it('reads the catalogue in batches, all of it, in order', async () => {
    const extra = CSV_BATCH + 20;
    await ctx.db.insert(products).values(
      Array.from({ length: extra }, (_, i) => ({
        title: `Bulk ${String(i).padStart(4, '0')}`,
        slug: `bulk-${i}`,
        description: 'A product made for tests.',
        priceCents: 500,
        stock: 7,
        categoryId: ids.phones,
        brandId: ids.acme,
        imageCover: 'products/test.webp',
        images: [],
      })),
    );
    const res = await exportCsv('?search=bulk&sort=title');
    const titles = parseCsv(res.body)
      .slice(1)
      .map((line) => line[1]);
    expect(titles).toHaveLength(extra);
    expect(titles[0]).toBe('Bulk 0000');
    expect(titles.at(-1)).toBe(`Bulk ${String(extra - 1).padStart(4, '0')}`);
    expect(new Set(titles).size).toBe(extra);
    await ctx.db.delete(products).where(eq(products.priceCents, 500));
  });

  it.each([
    '',
    '?sort=price',
    '?sort=-price',
    '?sort=-createdAt',
    '?sort=-rateAvg',
    '?sort=-sold',
    '?sort=title',
    '?sort=-title',
    '?sort=stock',
    '?sort=-stock',
    '?sort=rateAvg',
    '?search=cable',
  ])('writes the products in the order GET /products lists them (%s)', async (query) => {
    const listed = (await list(`${query}${query ? '&' : '?'}limit=100`)).json().products as Array<{
      id: string;
    }>;
    const exported = parseCsv((await exportCsv(query)).body)
      .slice(1)
      .map((line) => line[0]);
    expect(exported.length).toBeGreaterThan(0);
    expect(exported).toEqual(listed.map((product) => product.id));
  });

  it('neither repeats nor skips a product when others are added or deleted meanwhile', async () => {
    const category = await insertEntity(ctx, categories, 'Keyset');
    const add = (priceCents: number) =>
      createProduct(ctx, {
        title: 'Keyset item',
        categoryId: category,
        brandId: ids.acme,
        priceCents,
      });
    // Ties on the price: the pages go on from the last product's seq within its price.
    for (const price of [900, 800, 800, 800, 700, 600]) await add(price);
    const { read } = productsExport({ db: ctx.db }, { category: ['keyset'], sort: '-price' });
    const listed = (await read({ limit: 100 })).map((row) => row.id);
    expect(listed).toHaveLength(6);

    const rows = keysetRows(read, 2);
    const written: string[] = [];
    const take = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        const next = await rows.next();
        if (!next.done) written.push(next.value.id);
      }
    };
    await take(2);
    // After the first page: one product already written goes, and one still to come.
    await ctx.db.delete(products).where(inArray(products.id, [listed[0]!, listed[3]!]));
    await take(2);
    // After the second: a dearer product lands ahead of everything written so far.
    await add(1000);
    for await (const row of rows) written.push(row.id);

    expect(written).toEqual([listed[0], listed[1], listed[2], listed[4], listed[5]]);
    await ctx.db.delete(products).where(eq(products.categoryId, category));
  });

  it('answers 401 without a token and 403 for a customer', async () => {
    expectError(await exportCsv('', null), 401);
    expectError(await exportCsv('', customer), 403);
  });

  it('lists a search in stock before sold out within a tier, then by rank, as its pages do', async () => {
    // Both in tier 2 (every word in the title, which does not start with it); the sold-out
    // one ranks higher (the word twice), and still comes after the one in stock.
    const [soldOut, inStock] = [
      await createProduct(ctx, {
        title: 'Braided wovenlink wovenlink',
        categoryId: ids.cables,
        brandId: ids.acme,
        stock: 0,
      }),
      await createProduct(ctx, {
        title: 'Braided wovenlink',
        categoryId: ids.cables,
        brandId: ids.acme,
        stock: 5,
      }),
    ];
    const listed = (await list('?search=wovenlink'))
      .json()
      .products.map((p: { id: string }) => p.id);
    expect(listed).toEqual([inStock.id, soldOut.id]);
    const exported = parseCsv((await exportCsv('?search=wovenlink')).body)
      .slice(1)
      .map((line) => line[0]);
    expect(exported).toEqual(listed);
  });
});
