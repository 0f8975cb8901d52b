/**
 * The shop's queries on a large catalogue, over HTTP: loads 100,000 products (1,000,000 with
 * `--million`, or BENCH_PRODUCTS) into a fresh database, starts the API on a local port with
 * the public cache off, and prints p50 and p95 per query against its target (p95 under 50 ms on
 * PostgreSQL, under 100 ms on the embedded database).
 *
 *   npm run bench:scale                                   embedded database
 *   BENCH_DATABASE_URL=postgres://… npm run bench:scale   a throwaway database on that server
 *   npm run bench:scale -- --million
 *
 * The load is one INSERT … SELECT with the products' user triggers off and their secondary
 * indexes dropped: the search document is computed in the same statement (what the trigger
 * would write), the indexes are built afterwards in one pass each, and the catalogue version
 * moves once (decision 054). Each query runs BENCH_RUNS times (default 30) after 3 warm-ups.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { testConfig } from '../apps/api/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { startOnThrowawayDatabase } from '../scripts/throwaway-database';

const million = process.argv.includes('--million');
const count = Number(process.env.BENCH_PRODUCTS ?? (million ? 1_000_000 : 100_000));
const runs = Number(process.env.BENCH_RUNS ?? 30);
const serverUrl = process.env.BENCH_DATABASE_URL;

const CATEGORIES = 10;
const BRANDS = 20;

/** What a query's rows look like, as the driver of either database returns them. */
type Rows<T> = { rows: T[] };

async function load(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  await db.execute(sql`
    insert into categories (id, name, slug, image)
    select 'c' || i, 'Category ' || i, 'category-' || i, 'categories/x.webp'
    from generate_series(1, ${CATEGORIES}) as i`);
  await db.execute(sql`
    insert into brands (id, name, slug, image)
    select 'b' || i, 'Brand ' || i, 'brand-' || i, 'brands/x.webp'
    from generate_series(1, ${BRANDS}) as i`);
  // Secondary indexes are built after the load, one pass each, instead of row by row.
  const indexes = (await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.tablename = 'products'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)) as Rows<{
    name: string;
    definition: string;
  }>;
  for (const index of indexes.rows) await db.execute(sql.raw(`drop index "${index.name}"`));
  await db.execute(sql`alter table products disable trigger user`);
  // Titles from a small vocabulary plus a per-row model number, so common words match many
  // products and model numbers match one. The search document is the trigger's: title (A), the
  // brand's and category's names (B), the description (C).
  await db.execute(sql`
    insert into products (id, title, slug, description, price_cents, discount, stock, sold,
                          rate_avg, rate_num, category_id, brand_id, image_cover, images,
                          created_at, search_vector)
    select 'p' || i, title, 'product-' || i, description,
           5000 + (i::bigint * 7919) % 195000, (i % 5) * 5, i % 50, (i * 31) % 1000,
           ((i * 13) % 50) / 10.0, (i * 17) % 200,
           'c' || (1 + i % ${CATEGORIES}), 'b' || (1 + i % ${BRANDS}),
           'products/x.webp', '[]'::jsonb, now() - (i || ' minutes')::interval,
           setweight(to_tsvector('english'::regconfig, title), 'A')
             || setweight(to_tsvector('english'::regconfig,
                  'Brand ' || (1 + i % ${BRANDS}) || ' ' || 'Category ' || (1 + i % ${CATEGORIES})),
                  'B')
             || setweight(to_tsvector('english'::regconfig, description), 'C')
    from (
      select i,
             (array['Galaxy','Pixel','Xperia','ThinkPad','ZenBook','Inspiron','Watch','Buds',
                    'Tab','Vision'])[1 + i % 10]
               || ' ' || (array['Pro','Max','Ultra','Air','Lite','Plus','Mini','Neo'])[1 + i % 8]
               || ' M' || i as title,
             'A dependable device with a bright display, long battery life and fast charging. '
               || 'Model ' || i as description
      from generate_series(1, ${count}) as i
    ) as generated`);
  await db.execute(sql`alter table products enable trigger user`);
  await db.execute(sql`update catalogue_version set version = version + 1`);
  for (const index of indexes.rows) await db.execute(sql.raw(index.definition));
  await db.execute(sql`vacuum analyze products`);
}

const queries: Array<{ name: string; url: string }> = [
  { name: 'list page (20)', url: '/api/v1/products?limit=20' },
  { name: 'category by price', url: '/api/v1/products?category=category-3&sort=price' },
  {
    name: 'brands + price range by rating',
    url: '/api/v1/products?brand=brand-2,brand-5&minPrice=100&maxPrice=900&sort=-rateAvg',
  },
  { name: 'page 2000 by price', url: '/api/v1/products?sort=price&page=2000' },
  { name: 'word in most products', url: '/api/v1/products?search=display' },
  { name: 'typo', url: '/api/v1/products?search=zenbok' },
  { name: 'prefix', url: '/api/v1/products?search=thinkp' },
  { name: 'facets: search in a brand', url: '/api/v1/products/facets?search=pro&brand=brand-1' },
];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'electro-scale-'));
const { started: handle, drop: dropDatabase } = await startOnThrowawayDatabase(
  serverUrl,
  'scale',
  (database) =>
    openDatabase(database ? { databaseUrl: database.url, queryTimeoutMs: 600_000 } : { dataDir }),
).catch((error: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});

try {
  await handle.migrate();
  const started = performance.now();
  await load(handle);
  const database = handle.kind === 'postgres' ? 'PostgreSQL' : 'embedded database';
  console.log(
    `loaded ${count} products in ${Math.round(performance.now() - started)} ms (${database})`,
  );
  const targetMs = handle.kind === 'postgres' ? 50 : 100;

  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: 0, PUBLIC_CACHE_TTL_MS: 0 }),
    db: handle.db,
    ping: async () => undefined,
    jwtSecret: randomBytes(32),
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });

  const rows: Array<Record<string, string | number>> = [];
  for (const { name, url } of queries) {
    const times: number[] = [];
    let matches: number | string = '';
    for (let i = 0; i < runs + 3; i += 1) {
      // A parameter the API ignores: no cache between here and the database answers it.
      const t0 = performance.now();
      const res = await fetch(`${base}${url}${url.includes('?') ? '&' : '?'}_=${i}`);
      const body = (await res.json()) as { totalProducts?: number; facets?: { total: number } };
      const elapsed = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
      matches = body.totalProducts ?? body.facets?.total ?? '';
      if (i >= 3) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0;
    rows.push({
      query: name,
      matches,
      'p50 ms': Number((times[Math.floor(times.length / 2)] ?? 0).toFixed(1)),
      'p95 ms': Number(p95.toFixed(1)),
      [`p95 < ${targetMs} ms`]: p95 < targetMs ? 'yes' : 'NO',
    });
  }
  console.table(rows);
  await app.close();
} finally {
  await handle.close();
  // BENCH_KEEP=1 leaves the database for EXPLAIN (its name is printed).
  if (process.env.BENCH_KEEP === '1') console.log('kept the database');
  else await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
