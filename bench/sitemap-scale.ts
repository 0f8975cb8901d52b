/**
 * The sitemap on a large catalogue (decision 097): the index and each products file, over HTTP,
 * with the time to the last byte, the answer's size and how far the process's memory rose while
 * it streamed (sampled every 5 ms against the level before the request).
 *
 *   npx tsx bench/sitemap-scale.ts          100,000 products on the embedded database, then on
 *                                           PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL)
 *   BENCH_PRODUCTS=200000 BENCH_ONLY=embedded|postgres
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

const count = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const only = process.env.BENCH_ONLY;

async function load(handle: DatabaseHandle) {
  const { db } = handle;
  await db.execute(sql`insert into categories (id, name, slug, image)
    select 'c' || i, 'Category ' || i, 'category-' || i, 'categories/x.webp'
    from generate_series(1, 10) as i`);
  await db.execute(sql`insert into brands (id, name, slug, image)
    select 'b' || i, 'Brand ' || i, 'brand-' || i, 'brands/x.webp'
    from generate_series(1, 20) as i`);
  // Only the columns a sitemap reads matter here; the search document's trigger is skipped.
  await db.execute(sql`alter table products disable trigger user`);
  await db.execute(sql`insert into products (id, title, slug, description, price_cents, stock,
      category_id, brand_id, image_cover, images, updated_at)
    select gen_random_uuid()::text, 'Product ' || i, 'product-' || i, 'A product.', 1000, 5,
           'c' || (1 + i % 10), 'b' || (1 + i % 20), 'products/x.webp', '[]'::jsonb,
           now() - (i || ' minutes')::interval
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`alter table products enable trigger user`);
  await db.execute(sql`analyze products`);
}

async function timed(url: string) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const t0 = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  const ms = performance.now() - t0;
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return {
    url: new URL(url).pathname,
    ms: Math.round(ms),
    'size KB': Math.round(body.length / 1024),
    addresses: (body.match(/<loc>/g) ?? []).length,
    'RSS rise MB': Math.round((peak - before) / 1024 / 1024),
  };
}

async function run(label: string, url: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'electro-sitemap-'));
  try {
    const { started: handle, drop } = await startOnThrowawayDatabase(url, 'sitemap', (database) =>
      openDatabase(database ? { databaseUrl: database.url, queryTimeoutMs: 600_000 } : { dataDir }),
    );
    try {
      await handle.migrate();
      const t0 = performance.now();
      await load(handle);
      console.log(
        `\n${label}: loaded ${count} products in ${Math.round(performance.now() - t0)} ms`,
      );
      const app = await buildApp({
        config: testConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: 0, PUBLIC_CACHE_TTL_MS: 0 }),
        db: handle.db,
        ping: async () => undefined,
        jwtSecret: randomBytes(32),
      });
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      try {
        const rows = [await timed(`${base}/sitemap.xml`)];
        for (let file = 1; file <= Math.ceil(count / 50_000); file += 1) {
          rows.push(await timed(`${base}/sitemaps/products-${file}.xml`));
        }
        // Again, warm.
        rows.push(await timed(`${base}/sitemap.xml`));
        rows.push(await timed(`${base}/sitemaps/products-1.xml`));
        console.table(rows);
        console.log(
          `${label}: process peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
        );
      } finally {
        await app.close();
      }
    } finally {
      await handle.close();
      await drop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only !== 'postgres') await run('embedded database', undefined);
if (serverUrl && only !== 'embedded') await run('PostgreSQL', serverUrl);
