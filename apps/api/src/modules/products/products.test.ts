import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  brands,
  cartItems,
  carts,
  categories,
  orderItems,
  orders,
  products,
  reviews,
  users,
  wishlistItems,
} from '../../db/schema/index';
import {
  auth,
  createProduct,
  createTestContext,
  createUser,
  expectError,
  multipartBody,
  pngImage,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let png: Buffer;
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

async function insertEntity(table: typeof categories | typeof brands, name: string) {
  const [row] = await ctx.db
    .insert(table)
    .values({ name, slug: name.toLowerCase(), image: 'entities/test.webp' })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
  customer = await createUser(ctx);
  png = await pngImage();
  ids.phones = await insertEntity(categories, 'Phones');
  ids.laptops = await insertEntity(categories, 'Laptops');
  ids.accessories = await insertEntity(categories, 'Accessories');
  ids.apple = await insertEntity(brands, 'Apple');
  ids.samsung = await insertEntity(brands, 'Samsung');
  ids.dell = await insertEntity(brands, 'Dell');
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

  it('answers 404 to an unknown id', async () => {
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/products/unknown-id' }),
      404,
      'Product not found',
    );
  });
});

type Part = Parameters<typeof multipartBody>[0][number];
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
    category: ids.phones,
    brand: ids.samsung,
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
  const body = multipartBody(options.parts);
  const user = options.user === undefined ? admin : options.user;
  return ctx.app.inject({
    method: options.method ?? 'POST',
    url: options.url ?? '/api/v1/products',
    payload: body.payload,
    headers: { ...body.headers, ...(user ? auth(user) : {}) },
  });
};

const productCount = async () => (await ctx.db.select({ n: count() }).from(products))[0]?.n;
const savedFiles = async () => {
  const dir = path.join(ctx.app.images.root, 'products');
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
};
const stored = (publicId: string) => path.join(ctx.app.images.root, publicId);
const widthOf = async (publicId: string) => (await sharp(stored(publicId)).metadata()).width;

describe('POST /products', () => {
  it('creates a product with its cover and gallery in order, and the images load', async () => {
    const res = await sendForm({
      parts: [
        ...fields(),
        file('imageCover', png),
        file('images', await pngImage(11, 10)),
        file('images', await pngImage(22, 10)),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Product added successfully');
    expect(body.product).toMatchObject({
      title: 'Pixel 9',
      slug: 'pixel-9',
      description: 'A phone with a good camera.',
      price: 699.99,
      discount: 10,
      priceAfterDiscount: 629.99,
      stock: 12,
      sold: 0,
      rateAvg: 0,
      rateNum: 0,
      category: { _id: ids.phones, name: 'Phones', slug: 'phones' },
      brand: { _id: ids.samsung, name: 'Samsung', slug: 'samsung' },
    });
    expect(body.product.reviews).toBeUndefined();
    const gallery = body.product.images as Array<{ public_id: string; secure_url: string }>;
    expect(await Promise.all(gallery.map((image) => widthOf(image.public_id)))).toEqual([11, 22]);
    const cover = await ctx.app.inject({
      method: 'GET',
      url: new URL(body.product.imageCover.secure_url).pathname,
    });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect(cover.headers['access-control-allow-origin']).toBe('*');
    expect(cover.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('keeps slugs unique and takes the discount as optional', async () => {
    const parts = [
      ...fields({ title: 'Twin Title', discount: undefined }),
      file('imageCover', png),
    ];
    const first = await sendForm({ parts });
    const second = await sendForm({ parts });
    expect(first.json().product).toMatchObject({ slug: 'twin-title', discount: 0 });
    expect(second.json().product.slug).toBe('twin-title-2');
  });

  it.each(['', '[object Object]'])('ignores a text part images=%j', async (value) => {
    const res = await sendForm({
      parts: [
        ...fields({ title: `Loose ${value.length}` }),
        { name: 'images', value },
        file('imageCover', png),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().product.images).toEqual([]);
  });

  it.each([
    [{ title: undefined }, 'Title is required.'],
    [{ title: '  ' }, 'Title is required.'],
    [{ title: 'x'.repeat(61) }, 'Title must not exceed 60 characters.'],
    [{ description: 'x' }, 'Description must be at least 2 characters long.'],
    [{ price: undefined }, 'Price is required.'],
    [{ price: 'abc' }, 'Price must be a number.'],
    [{ price: '-1' }, 'Price must be 0 or more.'],
    [{ stock: '1.5' }, 'Stock must be a whole number.'],
    [{ stock: '-2' }, 'Stock must be 0 or more.'],
    [{ discount: '150' }, 'Discount must be between 0 and 100.'],
    [{ discount: 'ten' }, 'Discount must be a number.'],
    [{ category: undefined }, 'Category is required.'],
    [{ brand: '' }, 'Brand is required.'],
  ])('answers 400 with the shared message for %j', async (change, message) => {
    expectError(
      await sendForm({ parts: [...fields(change), file('imageCover', png)] }),
      400,
      message,
    );
  });

  it('answers 400 to a category sent as a file part, not 500', async () => {
    const res = await sendForm({
      parts: [...fields({ category: undefined }), file('category', png), file('imageCover', png)],
    });
    expectError(res, 400, 'Category is required.');
  });

  it('answers 400 to an unknown category or brand', async () => {
    expectError(
      await sendForm({ parts: [...fields({ category: 'nope' }), file('imageCover', png)] }),
      400,
      'The chosen category does not exist. Pick one from the category list.',
    );
    expectError(
      await sendForm({ parts: [...fields({ brand: 'nope' }), file('imageCover', png)] }),
      400,
      'The chosen brand does not exist. Pick one from the brand list.',
    );
  });

  it('requires a cover image and at most 10 gallery images', async () => {
    expectError(await sendForm({ parts: fields() }), 400, 'Cover image is required.');
    const eleven = Array.from({ length: 11 }, () => file('images', png));
    expectError(
      await sendForm({ parts: [...fields(), file('imageCover', png), ...eleven] }),
      400,
      'A product has at most 10 gallery images.',
    );
  });

  it('answers 415 to a file that is not an image and leaves no row or file behind', async () => {
    const rowsBefore = await productCount();
    const filesBefore = await savedFiles();
    const res = await sendForm({
      parts: [
        ...fields({ title: 'Half Written' }),
        file('imageCover', png),
        file('images', png),
        file('images', Buffer.from('%PDF-1.7 this is not an image')),
      ],
    });
    expectError(res, 415);
    expect(await productCount()).toBe(rowsBefore);
    expect(await savedFiles()).toEqual(filesBefore);
  });

  it('answers 413 to an image over 5 MiB', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    expectError(await sendForm({ parts: [...fields(), file('imageCover', huge)] }), 413);
  });

  it('removes the saved files when the database write fails', async () => {
    const filesBefore = await savedFiles();
    const rowsBefore = await productCount();
    const spy = vi.spyOn(ctx.app.db, 'insert').mockImplementationOnce(() => {
      throw new Error('database went away');
    });
    try {
      const res = await sendForm({
        parts: [...fields({ title: 'Never Stored' }), file('imageCover', png), file('images', png)],
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toContain('database went away');
    } finally {
      spy.mockRestore();
    }
    expect(await productCount()).toBe(rowsBefore);
    expect(await savedFiles()).toEqual(filesBefore);
  });

  it('answers 401 without a token and 403 for a customer', async () => {
    const parts = [...fields(), file('imageCover', png)];
    expectError(await sendForm({ parts, user: null }), 401);
    expectError(await sendForm({ parts, user: customer }), 403);
  });
});

async function newProduct(title: string, gallery: Buffer[] = []) {
  const res = await sendForm({
    parts: [
      ...fields({ title }),
      file('imageCover', png),
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

async function orderContaining(product: {
  id: string;
  title: string;
  imageCover: { public_id: string };
}) {
  const [order] = await ctx.db
    .insert(orders)
    .values({
      userId: customer.id,
      city: 'Cairo',
      street: 'Nile St',
      phone: '01012345678',
      totalCents: 100,
    })
    .returning();
  if (!order) throw new Error('order insert failed');
  await ctx.db.insert(orderItems).values({
    orderId: order.id,
    productId: product.id,
    title: product.title,
    imageCover: product.imageCover.public_id,
    priceCents: 100,
    quantity: 1,
  });
}

describe('PUT /products/:id', () => {
  const put = (id: string, parts: Part[], user?: TestUser | null) =>
    sendForm({ method: 'PUT', url: `/api/v1/products/${id}`, parts, user });

  it('changes only the parts sent', async () => {
    const made = await newProduct('Only Price', [png]);
    const res = await put(made.id, [{ name: 'price', value: '50' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Product updated successfully');
    expect(res.json().product).toMatchObject({
      title: 'Only Price',
      slug: made.slug,
      price: 50,
      priceAfterDiscount: 45,
      stock: 12,
      imageCover: made.imageCover,
      images: made.images,
    });
  });

  it('replaces the gallery in the order sent and removes the old files', async () => {
    const made = await newProduct('Gallery', [await pngImage(11, 10), await pngImage(12, 10)]);
    const res = await put(made.id, [
      file('images', await pngImage(33, 10)),
      file('images', await pngImage(31, 10)),
      file('images', await pngImage(32, 10)),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const gallery = res.json().product.images as Array<{ public_id: string }>;
    expect(await Promise.all(gallery.map((image) => widthOf(image.public_id)))).toEqual([
      33, 31, 32,
    ]);
    for (const old of made.images) expect(existsSync(stored(old.public_id))).toBe(false);
    expect(res.json().product.imageCover).toEqual(made.imageCover);
  });

  it('keeps, reorders and empties the gallery with keepImages, appending new files', async () => {
    const made = await newProduct('Keep Some', [
      await pngImage(11, 10),
      await pngImage(12, 10),
      await pngImage(13, 10),
    ]);
    const [a, b, c] = made.images.map((image) => image.public_id) as [string, string, string];
    const keep = (ids: string[]) => ({ name: 'keepImages', value: JSON.stringify(ids) });

    // Reordered, one dropped, one file appended.
    const res = await put(made.id, [keep([c, a]), file('images', await pngImage(14, 10))]);
    expect(res.statusCode, res.body).toBe(200);
    const gallery = (res.json().product.images as Array<{ public_id: string }>).map(
      (image) => image.public_id,
    );
    expect(gallery.slice(0, 2)).toEqual([c, a]);
    expect(gallery).toHaveLength(3);
    expect(await widthOf(gallery[2] ?? '')).toBe(14);
    expect(existsSync(stored(b))).toBe(false);
    for (const key of gallery) expect(existsSync(stored(key))).toBe(true);

    // An id not in the gallery (the one just removed), a repeat, or not JSON: 400, no change.
    for (const [value, message] of [
      [JSON.stringify([b]), "keepImages names an image that is not in this product's gallery."],
      [JSON.stringify([a, a]), 'keepImages names the same image twice.'],
      ['not json', 'keepImages must be a JSON array of the public_ids of gallery images to keep.'],
      ['{"a":1}', 'keepImages must be a JSON array of the public_ids of gallery images to keep.'],
    ] as const) {
      expectError(await put(made.id, [{ name: 'keepImages', value }]), 400, message);
    }
    // Kept and new together are still at most 10.
    const eight = await Promise.all(Array.from({ length: 8 }, () => pngImage(10, 10)));
    expectError(
      await put(made.id, [keep(gallery), ...eight.map((content) => file('images', content))]),
      400,
      'A product has at most 10 gallery images.',
    );
    const unchanged = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${made.id}` });
    expect(
      unchanged.json().product.images.map((image: { public_id: string }) => image.public_id),
    ).toEqual(gallery);

    // keepImages=[] without files empties the gallery and removes the files.
    const emptied = await put(made.id, [keep([])]);
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().product.images).toEqual([]);
    for (const key of gallery) expect(existsSync(stored(key))).toBe(false);
    expect(emptied.json().product.imageCover).toEqual(made.imageCover);
  });

  it('replaces the cover, keeping the old file only while an order shows it', async () => {
    const plain = await newProduct('Cover Plain');
    const ordered = await newProduct('Cover Ordered');
    await orderContaining(ordered);
    for (const made of [plain, ordered]) {
      const res = await put(made.id, [file('imageCover', await pngImage(50, 50))]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().product.imageCover.public_id).not.toBe(made.imageCover.public_id);
    }
    expect(existsSync(stored(plain.imageCover.public_id))).toBe(false);
    expect(existsSync(stored(ordered.imageCover.public_id))).toBe(true);
  });

  it('moves the slug with the title and checks the category and brand', async () => {
    const made = await newProduct('Old Title');
    const renamed = await put(made.id, [
      { name: 'title', value: 'New Title' },
      { name: 'category', value: ids.laptops },
    ]);
    expect(renamed.json().product).toMatchObject({
      slug: 'new-title',
      category: { _id: ids.laptops },
    });
    expectError(
      await put(made.id, [{ name: 'brand', value: 'ghost' }]),
      400,
      'The chosen brand does not exist. Pick one from the brand list.',
    );
  });

  it('validates, guards and answers 404', async () => {
    const made = await newProduct('Guarded Product');
    expectError(await put(made.id, [{ name: 'title', value: ' ' }]), 400, 'Title is required.');
    expectError(
      await put(made.id, [{ name: 'stock', value: 'many' }]),
      400,
      'Stock must be a number.',
    );
    expectError(await put(made.id, [file('imageCover', Buffer.from('plain text here'))]), 415);
    expectError(await put(made.id, [{ name: 'price', value: '1' }], null), 401);
    expectError(await put(made.id, [{ name: 'price', value: '1' }], customer), 403);
    expectError(await put('missing', [{ name: 'price', value: '1' }]), 404, 'Product not found');
    const unchanged = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${made.id}` });
    expect(unchanged.json().product.price).toBe(699.99);
  });
});

describe('DELETE /products/:id', () => {
  const remove = (id: string, user: TestUser | null = admin) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${id}`,
      headers: user ? auth(user) : {},
    });

  it('removes it from carts and wishlists, deletes its reviews, keeps order history', async () => {
    const made = await newProduct('Doomed', [png]);
    const [cart] = await ctx.db.insert(carts).values({ userId: customer.id }).returning();
    if (!cart) throw new Error('cart insert failed');
    await ctx.db.insert(cartItems).values({ cartId: cart.id, productId: made.id, quantity: 1 });
    await ctx.db.insert(wishlistItems).values({ userId: customer.id, productId: made.id });
    await ctx.db
      .insert(reviews)
      .values({ productId: made.id, userId: customer.id, comment: 'Fine', rate: 4 });
    await orderContaining(made);

    const res = await remove(made.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Product deleted successfully' });
    expectError(await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${made.id}` }), 404);
    const left = async (
      table: typeof cartItems | typeof wishlistItems | typeof reviews | typeof orderItems,
    ) =>
      (await ctx.db.select({ n: count() }).from(table).where(eq(table.productId, made.id)))[0]?.n;
    expect(await left(cartItems)).toBe(0);
    expect(await left(wishlistItems)).toBe(0);
    expect(await left(reviews)).toBe(0);
    expect(await left(orderItems)).toBe(1);
    // The gallery goes; the cover stays for the order that shows it.
    expect(existsSync(stored(made.images[0]!.public_id))).toBe(false);
    expect(existsSync(stored(made.imageCover.public_id))).toBe(true);
  });

  it('removes the image files of a product no order shows', async () => {
    const made = await newProduct('Unsold', [png]);
    expect((await remove(made.id)).statusCode).toBe(200);
    expect(existsSync(stored(made.imageCover.public_id))).toBe(false);
    expect(existsSync(stored(made.images[0]!.public_id))).toBe(false);
  });

  it('answers 401, 403 and 404', async () => {
    const made = await newProduct('Protected');
    expectError(await remove(made.id, null), 401);
    expectError(await remove(made.id, customer), 403);
    expectError(await remove('missing'), 404, 'Product not found');
  });
});
