import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCatalog,
  createProduct,
  createTestContext,
  type TestContext,
} from '../../test/harness';

/**
 * A process's first read of the catalogue's words takes seconds at a million products, minutes
 * on a busy server: a search must not wait for it past a moment. A lock held by another
 * connection stands in for the slow read, so this runs on PostgreSQL only (the embedded
 * database has one connection).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the first search vocabulary of a process', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    const { category, brand } = await createCatalog(ctx);
    await createProduct(ctx, {
      title: 'Galaxy Tab S9',
      categoryId: category.id,
      brandId: brand.id,
    });
  });
  afterAll(async () => ctx.close());

  const titles = async (search: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/products?search=${encodeURIComponent(search)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().products as Array<{ title: string }>).map((p) => p.title);
  };

  it('is not waited for past a moment, and serves the searches after it', async () => {
    const other = new pg.Client({ connectionString: ctx.databaseUrl! });
    await other.connect();
    try {
      // The vocabulary's read of the synonyms waits behind this lock.
      await other.query('begin');
      await other.query('lock table search_synonyms in access exclusive mode');
      const started = performance.now();
      // Matched as typed, and a typo within a trigram of the title, without the vocabulary.
      expect(await titles('galaxy')).toEqual(['Galaxy Tab S9']);
      expect(performance.now() - started).toBeLessThan(5000);
      await other.query('rollback');
      // The read finishes: "glaxy" is one edit from a word of the catalogue.
      await expect.poll(() => titles('glaxy tab'), { timeout: 5000 }).toEqual(['Galaxy Tab S9']);
    } finally {
      await other.end();
    }
  });
});
