/**
 * Search relevance on the demo catalogue (issue 22): the shopper queries of
 * bench/relevance.queries.json (typos, plurals, category and brand words, brand typos,
 * two-word intents, synonyms), each with the titles a shopper expects, asked of
 *
 * - the store: the built API on the embedded database seeded with the demo catalogue, over
 *   HTTP (GET /api/v1/products?search=…&limit=10), as the storefront asks;
 * - Orama and MiniSearch, loaded with the same 103 products (title, category, brand,
 *   description), each with its typo tolerance on as its documentation shows (Orama
 *   `tolerance: 1`, MiniSearch `fuzzy: 0.2` with `prefix: true`), titles boosted.
 *
 * Prints hit@1 (the first result is one expected) and recall@10 (the share of the expected
 * found in the first 10, out of at most 10) per engine, and the queries where the store misses
 * something. Fails (exit 1) when the store's recall@10 is under 0.9 or under either library's.
 * Writes bench/results/relevance.json.
 *
 *   npm run bench:relevance
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import MiniSearch from 'minisearch';
import { PRODUCTS } from '@electro/demo-catalogue';
import { API_DIST, buildApiIfStale } from '../scripts/build-api.mjs';
import { ROOT, startStore, type StoreProcess } from '../scripts/store-process';

type Query = { query: string; kind: string; expected: string[]; note?: string };
const { queries } = JSON.parse(
  readFileSync(path.join(ROOT, 'bench/relevance.queries.json'), 'utf8'),
) as { queries: Query[] };

const TOP = 10;
/** A query's titles in order, at most TOP. */
type Engine = { name: string; search: (query: string) => Promise<string[]> };

const titles = new Set(PRODUCTS.map((product) => product.title));
for (const { query, expected } of queries) {
  for (const title of expected) {
    if (!titles.has(title)) throw new Error(`"${query}" expects "${title}", not in the catalogue`);
  }
}

const documents = PRODUCTS.map((product, index) => ({
  id: String(index),
  title: product.title,
  category: product.category,
  brand: product.brand,
  description: product.description,
}));

async function orama(): Promise<Engine> {
  const db = create({
    schema: { title: 'string', category: 'string', brand: 'string', description: 'string' },
  });
  await insertMultiple(db, documents);
  return {
    name: 'Orama 3.1',
    search: async (term) => {
      const result = await oramaSearch(db, {
        term,
        tolerance: 1,
        boost: { title: 3, brand: 2, category: 2 },
        limit: TOP,
      });
      return result.hits.map((hit) => hit.document.title);
    },
  };
}

function miniSearch(): Engine {
  const index = new MiniSearch<(typeof documents)[number]>({
    fields: ['title', 'category', 'brand', 'description'],
    storeFields: ['title'],
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 3, brand: 2, category: 2 } },
  });
  index.addAll(documents);
  return {
    name: 'MiniSearch 7.2',
    search: (query) =>
      Promise.resolve(
        index
          .search(query)
          .slice(0, TOP)
          .map((result) => String(result.title)),
      ),
  };
}

function store(baseUrl: string): Engine {
  return {
    name: 'Electro store',
    search: async (query) => {
      const res = await fetch(
        `${baseUrl}/api/v1/products?search=${encodeURIComponent(query)}&limit=${TOP}`,
      );
      if (!res.ok) throw new Error(`GET /products?search=${query}: ${res.status}`);
      const body = (await res.json()) as { products: Array<{ title: string }> };
      return body.products.map((product) => product.title);
    },
  };
}

type Scored = { query: string; hit: boolean; recall: number; missing: string[]; top: string[] };

async function score(
  engine: Engine,
): Promise<{ hitAt1: number; recallAt10: number; each: Scored[] }> {
  const each: Scored[] = [];
  for (const { query, expected } of queries) {
    const top = (await engine.search(query)).slice(0, TOP);
    const wanted = new Set(expected);
    const found = top.filter((title) => wanted.has(title)).length;
    each.push({
      query,
      hit: top[0] !== undefined && wanted.has(top[0]),
      recall: found / Math.min(expected.length, TOP),
      missing: expected.filter((title) => !top.includes(title)),
      top,
    });
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    hitAt1: mean(each.map((row) => (row.hit ? 1 : 0))),
    recallAt10: mean(each.map((row) => row.recall)),
    each,
  };
}

let running: StoreProcess | null = null;
try {
  if ((await buildApiIfStale()) !== 0) throw new Error('the API did not build');
  running = await startStore({
    nodeArgs: ['--enable-source-maps', path.join(API_DIST, 'server.js')],
    env: { SEED_DEMO: 'true' },
  });
  const engines = [store(running.baseUrl), await orama(), miniSearch()];
  const results = [];
  for (const engine of engines) results.push({ engine: engine.name, ...(await score(engine)) });
  console.log(
    `${queries.length} shopper queries on the demo catalogue (${PRODUCTS.length} products)\n`,
  );
  console.table(
    results.map((result) => ({
      engine: result.engine,
      'hit@1': result.hitAt1.toFixed(3),
      'recall@10': result.recallAt10.toFixed(3),
    })),
  );
  const [ours, ...libraries] = results;
  if (!ours) throw new Error('no store result');
  const misses = ours.each.filter((row) => row.recall < 1 || !row.hit);
  if (misses.length) {
    console.log('\nWhere the store falls short:');
    for (const row of misses) {
      console.log(
        `  "${row.query}": recall ${row.recall.toFixed(2)}${row.hit ? '' : ', first not expected'}` +
          (row.missing.length ? `; missing ${row.missing.join(', ')}` : ''),
      );
    }
  }
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results/relevance.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  const best = Math.max(...libraries.map((result) => result.recallAt10));
  if (ours.recallAt10 < 0.9 || ours.recallAt10 < best) {
    console.error(
      `\nThe store's recall@10 ${ours.recallAt10.toFixed(3)} must be at least 0.9 and ${best.toFixed(3)}.`,
    );
    process.exitCode = 1;
  }
} finally {
  await running?.stop();
}
