import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, products, reviews } from '../../db/schema/index';
import {
  auth,
  createCatalog,
  createProduct,
  createPurchase,
  createTestContext,
  createUser,
  expectError,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;
let catalog: Awaited<ReturnType<typeof createCatalog>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
  catalog = await createCatalog(ctx);
});
afterAll(async () => ctx.close());

const newProduct = (title?: string) =>
  createProduct(ctx, { categoryId: catalog.category.id, brandId: catalog.brand.id, title });

/** A customer with an order of the product: who may review it (decision 075). */
const buyer = async (product: { id: string }, options: { name?: string } = {}) => {
  const user = await createUser(ctx, options);
  await createPurchase(ctx, user, product.id);
  return user;
};

const post = (productId: string, payload: unknown, user: TestUser | null, slash = '/') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${productId}/reviews${slash}`,
    payload: payload as Record<string, unknown>,
    headers: user ? auth(user) : {},
  });

const rating = async (productId: string) => {
  const [row] = await ctx.db
    .select({ rateAvg: products.rateAvg, rateNum: products.rateNum })
    .from(products)
    .where(eq(products.id, productId));
  return { rateAvg: Number(row?.rateAvg), rateNum: row?.rateNum };
};

describe('POST /products/:productId/reviews/', () => {
  it('creates a review and updates the rating with it', async () => {
    const product = await newProduct('Reviewed Phone');
    const author = await buyer(product, { name: 'Laila' });
    const res = await post(product.id, { comment: '  Great phone  ', rate: 5 }, author);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Review added successfully' });
    expect(body.review).toEqual({
      _id: expect.any(String),
      id: body.review._id,
      comment: 'Great phone',
      rate: 5,
      productId: {
        _id: product.id,
        title: 'Reviewed Phone',
        imageCover: {
          secure_url: 'http://localhost:80/uploads/products/test.webp',
          public_id: 'products/test.webp',
        },
      },
      createdBy: { _id: author.id, name: 'Laila', profile: null },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // The order behind it is pending: a purchase, not yet a delivered one.
      verifiedPurchase: false,
    });
    expect(await rating(product.id)).toEqual({ rateAvg: 5, rateNum: 1 });

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${product.id}` });
    expect(detail.json().product).toMatchObject({ rateAvg: 5, rateNum: 1 });
    expect(detail.json().product.reviews).toEqual([body.review]);
  });

  it('keeps the average to one decimal', async () => {
    const product = await newProduct();
    for (const rate of [5, 4, 4]) {
      const res = await post(product.id, { comment: 'Solid buy', rate }, await buyer(product));
      expect(res.statusCode).toBe(201);
    }
    expect(await rating(product.id)).toEqual({ rateAvg: 4.3, rateNum: 3 });
  });

  it('counts every review when many arrive at once', async () => {
    const product = await newProduct();
    const authors = await Promise.all(Array.from({ length: 6 }, () => buyer(product)));
    const results = await Promise.all(
      authors.map((author, i) =>
        post(product.id, { comment: 'Concurrent', rate: (i % 5) + 1 }, author),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    // 1+2+3+4+5+1 = 16 over 6 reviews.
    expect(await rating(product.id)).toEqual({ rateAvg: 2.7, rateNum: 6 });
  });

  it('answers 409 with the EXACT message to a second review, and the rating stays', async () => {
    const product = await newProduct();
    const author = await buyer(product);
    expect((await post(product.id, { comment: 'First take', rate: 2 }, author)).statusCode).toBe(
      201,
    );
    const again = await post(product.id, { comment: 'Second take', rate: 5 }, author, '');
    expectError(again, 409, 'Your are already reviewed');
    expect(await rating(product.id)).toEqual({ rateAvg: 2, rateNum: 1 });
  });

  it('rolls the review back when the rating cannot be updated', async () => {
    const product = await newProduct();
    const author = await buyer(product);
    const spy = vi.spyOn(ctx.app.db, 'transaction').mockImplementationOnce(async (run) =>
      ctx.db.transaction(async (tx) => {
        const original = tx.update.bind(tx);
        vi.spyOn(tx, 'update').mockImplementation(() => {
          throw new Error('rating update failed');
        });
        try {
          return await run(tx);
        } finally {
          tx.update = original;
        }
      }),
    );
    try {
      const res = await post(product.id, { comment: 'Lost review', rate: 1 }, author);
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const stored = await ctx.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(stored).toEqual([]);
    expect(await rating(product.id)).toEqual({ rateAvg: 0, rateNum: 0 });
  });

  it('answers 403 with a clear message to a customer without an order of the product', async () => {
    const product = await newProduct();
    const other = await newProduct();
    const stranger = await createUser(ctx);
    // An order of another product does not count, nor does a cancelled one of this product.
    await createPurchase(ctx, stranger, other.id);
    await createPurchase(ctx, stranger, product.id, 'cancelled');
    expectError(
      await post(product.id, { comment: 'Never bought it', rate: 1 }, stranger),
      403,
      'Only customers who ordered this product can review it',
    );
    expect(await rating(product.id)).toEqual({ rateAvg: 0, rateNum: 0 });
    expect(await ctx.db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual(
      [],
    );
  });

  it.each([
    ['pending', false],
    ['shipped', false],
    ['delivered', true],
  ] as const)(
    'lets a customer whose order is %s review the product (verifiedPurchase %s)',
    async (status, verifiedPurchase) => {
      const product = await newProduct();
      const customer = await createUser(ctx);
      await createPurchase(ctx, customer, product.id, status);
      const res = await post(product.id, { comment: 'Bought this', rate: 4 }, customer);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().review.verifiedPurchase).toBe(verifiedPurchase);
    },
  );

  it('says verifiedPurchase once the order is delivered, never for a review without one', async () => {
    const product = await newProduct();
    const customer = await createUser(ctx);
    const order = await createPurchase(ctx, customer, product.id);
    expect(
      (await post(product.id, { comment: 'Arrived fine', rate: 5 }, customer)).statusCode,
    ).toBe(201);
    // A review from before the rule (or the demo's): no order behind it.
    const earlier = await createUser(ctx);
    await ctx.db
      .insert(reviews)
      .values({ productId: product.id, userId: earlier.id, comment: 'Old review', rate: 2 });
    const verifiedOf = async () => {
      const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${product.id}` });
      const list: Array<{ comment: string; verifiedPurchase: boolean }> =
        detail.json().product.reviews;
      return Object.fromEntries(list.map((review) => [review.comment, review.verifiedPurchase]));
    };
    expect(await verifiedOf()).toEqual({ 'Arrived fine': false, 'Old review': false });
    await ctx.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    expect(await verifiedOf()).toEqual({ 'Arrived fine': true, 'Old review': false });
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews?limit=100' });
    const mine = listed
      .json()
      .reviews.find((review: { comment: string }) => review.comment === 'Arrived fine');
    expect(mine.verifiedPurchase).toBe(true);
  });

  it.each([
    [{ rate: 3 }, 'Comment is required'],
    [{ comment: '  ', rate: 3 }, 'Comment is required'],
    [{ comment: 'ok', rate: 3 }, 'Comment must be at least 3 characters long'],
    [{ comment: 'Nice one' }, 'Rating is required'],
    [{ comment: 'Nice one', rate: 0 }, 'Please select a rating'],
    [{ comment: 'Nice one', rate: 6 }, 'Rating must be at most 5'],
    [{ comment: 'Nice one', rate: 'five' }, 'Rating is required'],
  ])('answers 400 with the message of docs/PRODUCT.md for %j', async (payload, message) => {
    const product = await newProduct();
    expectError(await post(product.id, payload, await createUser(ctx)), 400, message);
  });

  it('answers 401 without a token and 404 for an unknown product', async () => {
    const product = await newProduct();
    expectError(await post(product.id, { comment: 'Anonymous', rate: 4 }, null), 401);
    expectError(
      await post('no-such-product', { comment: 'Lost', rate: 4 }, await createUser(ctx)),
      404,
      'Product not found',
    );
  });
});

describe('GET /reviews', () => {
  it('lists reviews newest first, 20 by default', async () => {
    const product = await newProduct();
    const rows = Array.from({ length: 22 }, (_, i) => i);
    for (const i of rows) {
      const user = await createUser(ctx);
      await ctx.db.insert(reviews).values({
        productId: product.id,
        userId: user.id,
        comment: `Review ${i}`,
        rate: 3,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
      });
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews' });
    expect(res.statusCode).toBe(200);
    const comments = res.json().reviews.map((r: { comment: string }) => r.comment);
    expect(comments).toHaveLength(20);
    expect(comments.slice(0, 3)).toEqual(['Review 21', 'Review 20', 'Review 19']);

    const two = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews?limit=2' });
    expect(two.json().reviews.map((r: { comment: string }) => r.comment)).toEqual([
      'Review 21',
      'Review 20',
    ]);
  });

  it.each(['0', '101', 'many'])('answers 400 to limit=%s', async (limit) => {
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/v1/reviews?limit=${limit}` }),
      400,
      'limit must be a whole number from 1 to 100.',
    );
  });
});

describe('DELETE /reviews/:id', () => {
  const remove = (id: string, user: TestUser | null) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/reviews/${id}`,
      headers: user ? auth(user) : {},
    });

  it('lets the author delete it and recomputes the rating', async () => {
    const product = await newProduct();
    const author = await buyer(product);
    const other = await buyer(product);
    const mine = (await post(product.id, { comment: 'Too harsh', rate: 1 }, author)).json().review;
    await post(product.id, { comment: 'Lovely', rate: 4 }, other);
    expect(await rating(product.id)).toEqual({ rateAvg: 2.5, rateNum: 2 });

    expectError(await remove(mine.id, other), 403, 'You can only delete your own reviews.');
    expectError(await remove(mine.id, null), 401);
    const res = await remove(mine.id, author);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Review deleted successfully' });
    expect(await rating(product.id)).toEqual({ rateAvg: 4, rateNum: 1 });
    expectError(await remove(mine.id, author), 404, 'Review not found');
  });

  it('lets an admin delete any review, down to no rating at all', async () => {
    const product = await newProduct();
    const author = await buyer(product);
    const review = (await post(product.id, { comment: 'Meh', rate: 3 }, author)).json().review;
    expect((await remove(review.id, admin)).statusCode).toBe(200);
    expect(await rating(product.id)).toEqual({ rateAvg: 0, rateNum: 0 });
  });
});
