/**
 * How GET /api/v1/products behaves on a large catalogue: loads BENCH_PRODUCTS products
 * (default 100 000) into a fresh database and times each kind of shop query through the
 * real app (in-process, no network). Prints median and p95 per query.
 *
 *   node --import tsx bench/catalogue-scale.ts                       embedded database
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/catalogue-scale.ts
 *     (creates and drops its own database on that server)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { testConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { startOnThrowawayDatabase } from '../scripts/throwaway-database';

const count = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'electro-scale-'));
const { started: handle, drop: dropDatabase } = await startOnThrowawayDatabase(
  serverUrl,
  'scale',
  // Loading 100,000 rows is one statement that runs longer than the server's 30 s limit per
  // query (the search column's trigger reads each row's brand and category).
  (database) =>
    openDatabase(database ? { databaseUrl: database.url, queryTimeoutMs: 600_000 } : { dataDir }),
).catch((error: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});

try {
  await handle.migrate();
  const started = performance.now();
  const { db } = handle;
  await db.execute(sql`
    insert into categories (id, name, slug, image)
    select 'c' || i, 'Category ' || i, 'category-' || i, 'categories/x.webp'
    from generate_series(1, 10) as i`);
  await db.execute(sql`
    insert into brands (id, name, slug, image)
    select 'b' || i, 'Brand ' || i, 'brand-' || i, 'brands/x.webp'
    from generate_series(1, 20) as i`);
  // Titles from a small vocabulary plus a per-row model number, so common words match many
  // products and model numbers match one.
  await db.execute(sql`
    insert into products (id, title, slug, description, price_cents, discount, stock, sold,
                          rate_avg, rate_num, category_id, brand_id, image_cover, images, created_at)
    select 'p' || i,
           (array['Galaxy','Pixel','Xperia','ThinkPad','ZenBook','Inspiron','Watch','Buds','Tab','Vision'])[1 + i % 10]
             || ' ' || (array['Pro','Max','Ultra','Air','Lite','Plus','Mini','Neo'])[1 + i % 8] || ' M' || i,
           'product-' || i,
           'A dependable device with a bright display, long battery life and fast charging. Model ' || i,
           5000 + (i * 7919) % 195000,
           (i % 5) * 5,
           i % 50,
           (i * 31) % 1000,
           ((i * 13) % 50) / 10.0,
           (i * 17) % 200,
           'c' || (1 + i % 10),
           'b' || (1 + i % 20),
           'products/x.webp', '[]'::jsonb,
           now() - (i || ' minutes')::interval
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`analyze`);
  console.log(
    `loaded ${count} products in ${Math.round(performance.now() - started)} ms (${handle.kind})`,
  );

  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: 0 }),
    db,
    ping: async () => undefined,
    jwtSecret: randomBytes(32),
  });
  await app.ready();

  const queries: Record<string, string> = {
    'default page (20)': '/api/v1/products?limit=20',
    'page 500': '/api/v1/products?limit=20&page=500',
    'category filter': '/api/v1/products?category=category-3&limit=6',
    'two brands + price range':
      '/api/v1/products?brand=brand-2,brand-5&minPrice=100&maxPrice=900&limit=6',
    'sort by price': '/api/v1/products?sort=price&limit=20',
    'sort by -sold': '/api/v1/products?sort=-sold&limit=20',
    'sort by title': '/api/v1/products?sort=title&limit=20',
    'search: one model': `/api/v1/products?search=M${Math.floor(count / 2)}&limit=8`,
    'search: common word': '/api/v1/products?search=thinkpad&limit=8',
    'search: no match': '/api/v1/products?search=zzqxv&limit=8',
  };
  const rows: Array<Record<string, string | number>> = [];
  for (const [name, url] of Object.entries(queries)) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs + 2; i += 1) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url });
      const elapsed = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      total = res.json().totalProducts;
      if (i >= 2) times.push(elapsed); // the first two warm caches
    }
    times.sort((a, b) => a - b);
    rows.push({
      query: name,
      matches: total,
      'median ms': Number(times[Math.floor(times.length / 2)]?.toFixed(1)),
      'p95 ms': Number(times[Math.floor(times.length * 0.95)]?.toFixed(1)),
    });
  }
  console.table(rows);
  await app.close();
} finally {
  await handle.close();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
