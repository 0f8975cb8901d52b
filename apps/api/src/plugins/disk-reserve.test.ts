import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  multipartBody,
  type TestContext,
  type TestUser,
} from '../test/harness';
import { DISK_FULL_MESSAGE } from './disk-reserve';

// Decision 072: a write the disk has no room for is a 503 with Retry-After, never a 500, and
// never reaches the database; reads go on.

const editProduct = (ctx: TestContext, admin: TestUser, id: string, price: string) => {
  const form = multipartBody([{ name: 'price', value: price }]);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/products/${id}`,
    headers: { ...auth(admin), ...form.headers },
    payload: form.payload,
  });
};

describe('a disk below DISK_RESERVE_MB', () => {
  let ctx: TestContext;
  let productId: string;

  beforeAll(async () => {
    // A reserve no disk has free: every write is short of space.
    ctx = await createTestContext({ DISK_RESERVE_MB: 1024 * 1024 * 1024 });
    const { category, brand } = await createCatalog(ctx);
    productId = (await createProduct(ctx, { categoryId: category.id, brandId: brand.id })).id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers writes 503 with Retry-After before they reach the database', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.test', password: 'Secret123' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.headers['retry-after']).toBe('5');
    expect(login.json()).toEqual({ success: false, message: DISK_FULL_MESSAGE });
    const form = multipartBody([{ name: 'price', value: '1' }]);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/products/${productId}`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(edit.statusCode).toBe(503);
    expect(edit.headers['retry-after']).toBe('5');
  });

  it('serves reads: the catalogue, a product and /health', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/products' });
    expect(list.statusCode).toBe(200);
    const one = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${productId}` });
    expect(one.statusCode).toBe(200);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('the database reporting a full disk (SQLSTATE 53100)', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let productId: string;

  beforeAll(async () => {
    ctx = await createTestContext({ DISK_RESERVE_MB: 0 });
    admin = await createUser(ctx, { role: 'admin' });
    const { category, brand } = await createCatalog(ctx);
    productId = (await createProduct(ctx, { categoryId: category.id, brandId: brand.id })).id;
    // The error PostgreSQL raises when it cannot extend a file, raised by the database itself
    // for every update of this product (on both databases, through the real driver).
    await ctx.db.execute(
      sql.raw(`
        CREATE FUNCTION disk_full_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'could not extend file "base/5/16384": No space left on device'
            USING ERRCODE = 'disk_full';
        END $$
      `),
    );
    await ctx.db.execute(
      sql.raw(`
        CREATE TRIGGER disk_full_for_test BEFORE UPDATE ON products
          FOR EACH ROW WHEN (OLD.id = '${productId}') EXECUTE FUNCTION disk_full_for_test();
      `),
    );
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 503 with Retry-After, not 500', async () => {
    const res = await editProduct(ctx, admin, productId, '123');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ success: false, message: DISK_FULL_MESSAGE });
  });

  it('goes on serving the product and other writes', async () => {
    const one = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${productId}` });
    expect(one.statusCode).toBe(200);
    const { category, brand } = await createCatalog(ctx);
    const other = await createProduct(ctx, { categoryId: category.id, brandId: brand.id });
    expect((await editProduct(ctx, admin, other.id, '321')).statusCode).toBe(200);
  });
});
