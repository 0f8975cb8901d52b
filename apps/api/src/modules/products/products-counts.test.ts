import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../db/schema/index';
import { catalogueState, RowCache } from '../../lib/catalogue/catalogue-version';
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

/**
 * A list's count is kept per filter while the catalogue does not change (decision 054): every
 * change, whichever way it reaches the database, must show in the next answer's totalProducts.
 */
let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
const ids = {} as Record<'audio' | 'acme' | 'other', string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
  customer = await createUser(ctx);
  ids.audio = await insertEntity(ctx, categories, 'Audio');
  ids.other = await insertEntity(ctx, categories, 'Other');
  ids.acme = await insertEntity(ctx, brands, 'Acme');
  for (let i = 0; i < 12; i += 1) {
    await createProduct(ctx, { title: `Speaker ${i}`, categoryId: ids.audio, brandId: ids.acme });
  }
  await createProduct(ctx, { title: 'Lamp', categoryId: ids.other, brandId: ids.acme });
});
afterAll(async () => ctx.close());

/** totalProducts of a list whose first page is full, so the count is what answers it. */
async function total(query: string): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products?limit=5&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().totalProducts;
}

describe('totalProducts of a full page', () => {
  it('follows a product added, deleted and sold out', async () => {
    expect(await total('category=audio')).toBe(12);
    expect(await total('category=audio')).toBe(12);
    expect(await total('category=audio&inStock=true')).toBe(12);

    const added = await createProduct(ctx, {
      title: 'Speaker new',
      categoryId: ids.audio,
      brandId: ids.acme,
      stock: 2,
    });
    expect(await total('category=audio')).toBe(13);
    expect(await total('category=audio&inStock=true')).toBe(13);

    await placeOrder(ctx, customer, [{ productId: added.id, quantity: 2 }]);
    expect(await total('category=audio&inStock=true')).toBe(12);
    expect(await total('category=audio&maxStock=0')).toBe(1);
    expect(await total('category=audio')).toBe(13);

    const [other] = await ctx.db.select().from(products).where(eq(products.title, 'Speaker 0'));
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${other?.id}`,
      headers: auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await total('category=audio')).toBe(12);
    expect(await total('category=audio&inStock=true')).toBe(11);
  });

  it('follows a product moved to another category, and a category renamed or made', async () => {
    expect(await total('brand=acme')).toBe(13);
    const [moved] = await ctx.db.select().from(products).where(eq(products.title, 'Speaker 1'));
    await ctx.db
      .update(products)
      .set({ categoryId: ids.other })
      .where(eq(products.id, moved?.id ?? ''));
    expect(await total('category=audio')).toBe(11);
    expect(await total('category=other,audio')).toBe(13);

    await ctx.db.update(categories).set({ slug: 'sound' }).where(eq(categories.id, ids.audio));
    expect(await total('category=sound')).toBe(11);
    expect(await total('category=audio')).toBe(11); // still its name
    await ctx.db.update(categories).set({ name: 'Sound' }).where(eq(categories.id, ids.audio));
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/v1/products?category=audio' });
    expect(empty.json()).toMatchObject({ products: [], totalProducts: 0 });

    const fresh = await insertEntity(ctx, categories, 'Lights');
    for (let i = 0; i < 6; i += 1) {
      await createProduct(ctx, { title: `Light ${i}`, categoryId: fresh, brandId: ids.acme });
    }
    expect(await total('category=lights')).toBe(6);
    expect(await total('brand=acme')).toBe(19);
  });
});

describe('the rows of a list page (decision 066)', () => {
  type Listed = { title: string; stock: number; price: number; category: { name: string } };
  async function listed(query: string): Promise<Listed[]> {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().products;
  }

  it('keeps every row of a page whose cached rows the rows just read push out', async () => {
    const state = catalogueState(ctx.db);
    const kept = state.rows;
    // Room for two rows: the first page's row is the oldest when the next page keeps two more.
    state.rows = new RowCache(2);
    try {
      const [first] = await listed('sort=title&limit=1');
      const three = await listed('sort=title&limit=3');
      expect(three).toHaveLength(3);
      expect(three[0]?.title).toBe(first?.title);
    } finally {
      state.rows = kept;
    }
  });

  it('shows every change to a listed product, its category and its stock on the next read', async () => {
    const created = await createProduct(ctx, {
      title: 'Row cache lamp',
      categoryId: ids.other,
      brandId: ids.acme,
      stock: 3,
    });
    const find = async () =>
      (await listed('brand=acme&sort=-createdAt&limit=3')).find((p) => p.title.includes('lamp'));
    expect(await find()).toMatchObject({ title: 'Row cache lamp', stock: 3 });
    expect(await find()).toMatchObject({ title: 'Row cache lamp', stock: 3 });

    await ctx.db
      .update(products)
      .set({ title: 'Row cache desk lamp', priceCents: 4200 })
      .where(eq(products.id, created.id));
    expect(await find()).toMatchObject({ title: 'Row cache desk lamp', price: 42 });

    await placeOrder(ctx, customer, [{ productId: created.id, quantity: 2 }]);
    expect(await find()).toMatchObject({ stock: 1 });

    await ctx.db.update(categories).set({ name: 'Lamps' }).where(eq(categories.id, ids.other));
    expect(await find()).toMatchObject({ category: { name: 'Lamps' } });
  });
});
