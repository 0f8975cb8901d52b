import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products, reviews, users } from '../../db/schema/index';
import {
  createProduct,
  createTestContext,
  createUser,
  expectError,
  type TestContext,
  type TestUser,
  insertEntity,
} from '../../test/harness';

let ctx: TestContext;
let customer: TestUser;
const ids = {} as Record<
  'phones' | 'laptops' | 'accessories' | 'apple' | 'samsung' | 'dell',
  string
>;
const titles = [
  'iPhone 15',
  'Galaxy S24',
  'XPS 13',
  'MacBook Air',
  '100% Charger',
  'USB_C Cable',
] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  customer = await createUser(ctx);
  ids.phones = await insertEntity(ctx, categories, 'Phones');
  ids.laptops = await insertEntity(ctx, categories, 'Laptops');
  ids.accessories = await insertEntity(ctx, categories, 'Accessories');
  ids.apple = await insertEntity(ctx, brands, 'Apple');
  ids.samsung = await insertEntity(ctx, brands, 'Samsung');
  ids.dell = await insertEntity(ctx, brands, 'Dell');
  // title, category, brand, price cents, discount, sold, rateAvg, created (day of January)
  const rows = [
    [titles[0], ids.phones, ids.apple, 100_000, 10, 5, 4.5, 3],
    [titles[1], ids.phones, ids.samsung, 80_000, 0, 50, 3, 6],
    [titles[2], ids.laptops, ids.dell, 150_000, 0, 1, 5, 1],
    [titles[3], ids.laptops, ids.apple, 120_000, 25, 20, 0, 5],
    [titles[4], ids.accessories, ids.apple, 2_000, 0, 0, 2.5, 2],
    [titles[5], ids.accessories, ids.dell, 1_099, 0, 7, 4, 4],
  ] as const;
  for (const [title, categoryId, brandId, priceCents, discount, sold, rateAvg, day] of rows) {
    const row = await createProduct(ctx, { title, categoryId, brandId, priceCents, discount });
    await ctx.db
      .update(products)
      .set({ sold, rateAvg, createdAt: new Date(Date.UTC(2024, 0, day)) })
      .where(eq(products.id, row.id));
  }
  await ctx.db
    .update(products)
    .set({ description: 'Waterproof and tough.' })
    .where(eq(products.title, 'XPS 13'));
});
afterAll(async () => ctx.close());

const list = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/products${query}` });
const listTitles = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().products.map((p: { title: string }) => p.title);
};

describe('GET /products', () => {
  it('pages the catalogue in catalogue order with the totals', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      totalProducts: 6,
      page: 1,
      limit: 20,
      totalPages: 1,
    });
    expect(body.products.map((p: { title: string }) => p.title)).toEqual(titles);
    const iphone = body.products[0];
    expect(iphone).toMatchObject({
      title: 'iPhone 15',
      price: 1000,
      discount: 10,
      priceAfterDiscount: 900,
      sold: 5,
      rateAvg: 4.5,
      rateNum: 0,
      category: { _id: ids.phones, name: 'Phones', slug: 'phones' },
      brand: { _id: ids.apple, name: 'Apple', slug: 'apple' },
      images: [],
    });
    expect(iphone._id).toBe(iphone.id);
    expect(iphone.imageCover.secure_url).toMatch(/^http:\/\/localhost:80\/uploads\//);
    expect(Object.keys(iphone.category).sort()).toEqual(['_id', 'name', 'slug']);
  });

  it('pages with page and limit', async () => {
    const res = await list('?limit=2&page=2');
    expect(res.json()).toMatchObject({ totalProducts: 6, page: 2, limit: 2, totalPages: 3 });
    expect(res.json().products.map((p: { title: string }) => p.title)).toEqual([
      'XPS 13',
      'MacBook Air',
    ]);
    const last = await list('?limit=4&page=2');
    expect(last.json()).toMatchObject({ totalProducts: 6, page: 2, limit: 4, totalPages: 2 });
    expect(last.json().products).toHaveLength(2);
    const beyond = await list('?limit=2&page=9');
    expect(beyond.json()).toMatchObject({ products: [], totalProducts: 6, page: 9 });
  });

  it('filters on category slugs and brand names or slugs, in any case', async () => {
    expect(await listTitles('?category=phones')).toEqual(['iPhone 15', 'Galaxy S24']);
    expect(await listTitles('?category=phones,LAPTOPS')).toHaveLength(4);
    expect(await listTitles('?brand=Apple')).toEqual(['iPhone 15', 'MacBook Air', '100% Charger']);
    expect(await listTitles('?brand=samsung,Dell')).toEqual([
      'Galaxy S24',
      'XPS 13',
      'USB_C Cable',
    ]);
    expect(await listTitles('?category=laptops&brand=apple')).toEqual(['MacBook Air']);
    const none = await list('?category=nothing-here');
    expect(none.json()).toMatchObject({ products: [], totalProducts: 0, totalPages: 0 });
  });

  it('filters on the price the customer pays', async () => {
    // iPhone costs 1000 with 10% off, so 900 is what it counts as.
    expect(await listTitles('?minPrice=800&maxPrice=900')).toEqual([
      'iPhone 15',
      'Galaxy S24',
      'MacBook Air',
    ]);
    expect(await listTitles('?maxPrice=10.99')).toEqual(['USB_C Cable']);
    expect(await listTitles('?minPrice=1000')).toEqual(['XPS 13']);
  });

  it('searches title, description, brand and category names, ignoring case', async () => {
    expect(await listTitles('?search=IPHONE')).toEqual(['iPhone 15']);
    expect(await listTitles('?search=waterproof')).toEqual(['XPS 13']);
    expect(await listTitles('?search=samsung')).toEqual(['Galaxy S24']);
    expect(await listTitles('?search=laptop')).toEqual(['XPS 13', 'MacBook Air']);
    const res = await list('?search=apple&limit=1');
    expect(res.json()).toMatchObject({ totalProducts: 3, totalPages: 3 });
  });

  it('takes % and _ in a search literally', async () => {
    expect(await listTitles(`?search=${encodeURIComponent('%')}`)).toEqual(['100% Charger']);
    expect(await listTitles('?search=_')).toEqual(['USB_C Cable']);
    // As a wildcard, '0%C' would match '100% Charger'.
    expect(await listTitles(`?search=${encodeURIComponent('0%C')}`)).toEqual([]);
    expect(await listTitles(`?search=${encodeURIComponent('0% C')}`)).toEqual(['100% Charger']);
  });

  it('sorts by every documented key', async () => {
    const prices = async (query: string) =>
      (await list(query))
        .json()
        .products.map((p: { priceAfterDiscount: number }) => p.priceAfterDiscount);
    expect(await prices('?sort=price')).toEqual([10.99, 20, 800, 900, 900, 1500]);
    expect(await prices('?sort=-price')).toEqual([1500, 900, 900, 800, 20, 10.99]);
    expect(await listTitles('?sort=-sold')).toEqual([
      'Galaxy S24',
      'MacBook Air',
      'USB_C Cable',
      'iPhone 15',
      'XPS 13',
      '100% Charger',
    ]);
    expect(await listTitles('?sort=-rateAvg')).toEqual([
      'XPS 13',
      'iPhone 15',
      'USB_C Cable',
      'Galaxy S24',
      '100% Charger',
      'MacBook Air',
    ]);
    expect(await listTitles('?sort=-createdAt')).toEqual([
      'Galaxy S24',
      'MacBook Air',
      'USB_C Cable',
      'iPhone 15',
      '100% Charger',
      'XPS 13',
    ]);
    expect(await listTitles('?sort=title')).toEqual([
      '100% Charger',
      'Galaxy S24',
      'iPhone 15',
      'MacBook Air',
      'USB_C Cable',
      'XPS 13',
    ]);
  });

  it.each([
    ['?page=0', 'page must be a whole number from 1 to 10000.'],
    ['?page=1.5', 'page must be a whole number from 1 to 10000.'],
    ['?limit=101', 'limit must be a whole number from 1 to 100.'],
    ['?limit=abc', 'limit must be a whole number from 1 to 100.'],
    ['?minPrice=-1', 'minPrice must be a number from 0 to 1000000.'],
    ['?maxPrice=cheap', 'maxPrice must be a number from 0 to 1000000.'],
    ['?minPrice=10&maxPrice=5', 'minPrice must not exceed maxPrice.'],
    [
      '?sort=newest',
      'sort must be one of: price, -price, -createdAt, -rateAvg, -sold, title, relevance, ' +
        '-title, stock, -stock, rateAvg.',
    ],
    [`?search=${'x'.repeat(201)}`, 'search must not exceed 200 characters.'],
  ])('answers 400 to %s', async (query, message) => {
    expectError(await list(query), 400, message);
  });

  it('answers 400, not 500, to a repeated parameter', async () => {
    expectError(await list('?page=1&page=2'), 400);
  });
});

describe('GET /products/:id', () => {
  it('finds a product by id or slug with its reviews, newest first', async () => {
    const [row] = await ctx.db.select().from(products).where(eq(products.title, 'XPS 13'));
    if (!row) throw new Error('fixture missing');
    const reviewer = await createUser(ctx, { name: 'Samir' });
    await ctx.db
      .update(users)
      .set({ profileImage: 'profiles/samir.webp' })
      .where(eq(users.id, reviewer.id));
    await ctx.db.insert(reviews).values([
      {
        productId: row.id,
        userId: customer.id,
        comment: 'Older review',
        rate: 4,
        createdAt: new Date('2024-02-01T00:00:00Z'),
      },
      {
        productId: row.id,
        userId: reviewer.id,
        comment: 'Newer review',
        rate: 5,
        createdAt: new Date('2024-03-01T00:00:00Z'),
      },
    ]);
    for (const ref of [row.id, row.slug]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${ref}` });
      expect(res.statusCode).toBe(200);
      const product = res.json().product;
      expect(product).toMatchObject({ id: row.id, title: 'XPS 13', slug: row.slug });
      expect(product.reviews.map((r: { comment: string }) => r.comment)).toEqual([
        'Newer review',
        'Older review',
      ]);
      expect(product.reviews[0]).toEqual({
        _id: expect.any(String),
        id: product.reviews[0]._id,
        comment: 'Newer review',
        rate: 5,
        productId: { _id: row.id, title: 'XPS 13', imageCover: product.imageCover },
        createdBy: {
          _id: reviewer.id,
          name: 'Samir',
          profile: { secure_url: 'http://localhost:80/uploads/profiles/samir.webp' },
        },
        createdAt: '2024-03-01T00:00:00.000Z',
        // Written directly, with no order of the product behind it.
        verifiedPurchase: false,
      });
      expect(product.reviews[1].createdBy.profile).toBeNull();
    }
  });

  it("reads an id as that product even when another product's slug spells it", async () => {
    const [iphone] = await ctx.db.select().from(products).where(eq(products.title, 'iPhone 15'));
    const [galaxy] = await ctx.db.select().from(products).where(eq(products.title, 'Galaxy S24'));
    if (!iphone || !galaxy) throw new Error('fixture missing');
    await ctx.db.update(products).set({ slug: iphone.id }).where(eq(products.id, galaxy.id));
    try {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${iphone.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().product).toMatchObject({ id: iphone.id, title: 'iPhone 15' });
    } finally {
      await ctx.db.update(products).set({ slug: galaxy.slug }).where(eq(products.id, galaxy.id));
    }
  });

  it('answers 404 to an unknown id', async () => {
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/products/unknown-id' }),
      404,
      'Product not found',
    );
  });
});
