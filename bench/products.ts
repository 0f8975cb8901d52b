/**
 * GET /api/v1/products (a page of 20) against the real server, beside a bare Fastify route, on
 * the embedded database and on PostgreSQL in one run. For each database:
 *
 * - uncached: every request a distinct URL (`&_=<id>`, a parameter the API ignores, so the
 *   public cache misses and stores every answer while the work is that of a normal page);
 * - cached: the same URL again and again, as the store answers a busy page;
 * - cached, br/gzip: the same, asked as a browser asks (`Accept-Encoding: br, gzip`).
 *
 * Beside them, a product page rendered on the server (`GET /product/{slug}`, asked for as a
 * browser asks: HTML, br/gzip):
 *
 * - page, uncached: every request a distinct product, as shoppers who do not repeat each other.
 *   The demo catalogue's products are asked for in passes, each product once a pass, and an
 *   admin's write to the catalogue before each pass empties the public cache; every answer
 *   must say `X-Cache: miss`, so the figure is the rendering's and never the cache's;
 * - page, cached: one product's page again and again: what the public cache answers.
 *
 * Latencies are of the 2xx answers, in ms: p50, p95, p99.
 *
 * Then the ratios the targets are set in: uncached on PostgreSQL as a share of the bare route,
 * cached with compression as a share of cached, and the embedded database's uncached req/s.
 * Writes bench/results/products.json.
 *
 *   npm run bench
 *   BENCH_DATABASE_URL=postgres://… npm run bench
 *
 * PostgreSQL: a throwaway database on the server of BENCH_DATABASE_URL (else TEST_DATABASE_URL),
 * made for the run and dropped afterwards (its user needs CREATEDB); without either, the run
 * says so and measures the embedded database alone. Traffic goes to 127.0.0.1 only, for a
 * bounded time (BENCH_SECONDS, default 10 per target, with 2 s of warm-up before each).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, freePort, startStore, waitForOk, type StoreProcess } from '../scripts/store-process';
import { startOnThrowawayDatabase } from '../scripts/throwaway-database';
import { storeApi } from './store-api';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

type Figures = {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** The value below which `share` of the sorted values lie (nearest rank). */
const percentile = (sorted: number[], share: number) =>
  sorted.length === 0
    ? 0
    : Number(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!.toFixed(1));

/**
 * One autocannon run, with the latency of every 2xx answer kept: autocannon's own summary has
 * no 95th percentile.
 */
async function cannon(options: autocannon.Options) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    // Emitted as (client, status, bytes, ms), whatever @types/autocannon says.
    (instance as NodeJS.EventEmitter).on(
      'response',
      (_client: unknown, status: number, _bytes: number, ms: number) => {
        if (status >= 200 && status < 300) latencies.push(ms);
      },
    );
  });
  return { result, latencies };
}

/** The figures of one or more runs of one target, taken together. */
function figuresOf(
  target: string,
  runs: Array<{ result: autocannon.Result; latencies: number[] }>,
): Figures {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const sum = (pick: (result: autocannon.Result) => number) =>
    runs.reduce((total, run) => total + pick(run.result), 0);
  const seconds = sum((result) => result.duration);
  return {
    target,
    requestsPerSecond:
      seconds > 0 ? Math.round(sum((result) => result.requests.total) / seconds) : 0,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: sum((result) => result.errors),
    non2xx: sum((result) => result.non2xx),
  };
}

async function load(
  target: string,
  url: string,
  options: { headers?: Record<string, string>; distinct?: boolean } = {},
): Promise<Figures> {
  const run = (duration: number) =>
    cannon({
      url,
      connections,
      duration,
      headers: options.headers,
      // `[<id>]` in the URL becomes a new random id on every request.
      idReplacement: options.distinct ?? false,
    });
  // A short warm-up so JIT and caches are in the steady state being measured.
  await run(2);
  return figuresOf(target, [await run(seconds)]);
}

/** What a browser sends for a page. */
const BROWSER_PAGE = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

const cacheOf = (headers: Record<string, unknown>) =>
  String(Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-cache')?.[1] ?? '');

/**
 * The product page, uncached: passes over the catalogue, each product once a pass, the public
 * cache emptied by a catalogue write before each; a warm-up pass, then passes until `seconds`
 * have been measured. Any answer the cache gave fails the run.
 */
async function loadPagesUncached(
  target: string,
  baseUrl: string,
  slugs: string[],
  emptyCache: () => Promise<void>,
): Promise<Figures> {
  let hits = 0;
  const pass = async () => {
    await emptyCache();
    let next = 0;
    return cannon({
      url: baseUrl,
      connections: Math.min(connections, slugs.length),
      amount: slugs.length,
      headers: BROWSER_PAGE,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/product/${slugs[next++ % slugs.length]}`,
          }),
          onResponse: (_status, _body, _context, headers) => {
            if (cacheOf(headers ?? {}) !== 'miss') hits += 1;
          },
        },
      ],
    });
  };
  await pass();
  const runs: Array<Awaited<ReturnType<typeof pass>>> = [];
  let measured = 0;
  while (measured < seconds) {
    const run = await pass();
    runs.push(run);
    measured += run.result.duration;
  }
  if (hits > 0) throw new Error(`${hits} uncached page requests were answered by the cache`);
  return figuresOf(target, runs);
}

type Measured = {
  uncached: Figures;
  cached: Figures;
  compressed: Figures;
  pageUncached: Figures;
  pageCached: Figures;
};

type Listed = { id: string; slug: string; title: string };

/** The demo catalogue's products, every page of them. */
async function allProducts(baseUrl: string): Promise<Listed[]> {
  const products: Listed[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${baseUrl}/api/v1/products?limit=100&page=${page}`);
    const body = (await response.json()) as { products: Listed[]; totalPages: number };
    products.push(...body.products);
    if (page >= body.totalPages) return products;
  }
}

/** A write to the catalogue that changes nothing: a product saved with its own title. */
async function catalogueWriter(baseUrl: string, product: Listed) {
  const { login } = storeApi(baseUrl);
  const token = await login('admin@electro.test', 'Admin1234');
  return async () => {
    const form = new FormData();
    form.set('title', product.title);
    const response = await fetch(`${baseUrl}/api/v1/products/${product.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!response.ok) throw new Error(`saving a product answered ${response.status}`);
  };
}

/** The products figures and the product page's on a running store. */
async function measureStore(baseUrl: string, database: string): Promise<Measured> {
  const page = `${baseUrl}/api/v1/products?limit=20`;
  // The parameter must be one the API ignores and the cache keys on: checked, not assumed.
  const first = await fetch(`${page}&_=check`);
  const again = await fetch(`${page}&_=check`);
  const body = (await first.json()) as { products?: unknown };
  if (!Array.isArray(body.products) || body.products.length !== 20) {
    throw new Error('GET /api/v1/products did not return a page of 20 products');
  }
  if (first.headers.get('x-cache') !== 'miss' || again.headers.get('x-cache') !== 'hit') {
    throw new Error(
      'the public cache is off or does not key on the query: uncached is unmeasurable',
    );
  }
  const compressed = await fetch(page, { headers: { 'accept-encoding': 'br, gzip' } });
  await compressed.arrayBuffer();
  if (compressed.headers.get('content-encoding') !== 'br') {
    throw new Error('a cached page asked for in br was not sent in br');
  }

  // The product page: the cache must answer a repeat, and a catalogue write must empty it.
  const products = await allProducts(baseUrl);
  const sample = products[0];
  if (!sample) throw new Error('the demo catalogue has no products');
  const emptyCache = await catalogueWriter(baseUrl, sample);
  const productPage = `${baseUrl}/product/${sample.slug}`;
  const pageCache = async () => {
    const response = await fetch(productPage, { headers: BROWSER_PAGE });
    const html = await response.text();
    if (response.status !== 200 || !html.includes('<h1')) {
      throw new Error(`${productPage} did not answer a rendered page (${response.status})`);
    }
    return response.headers.get('x-cache');
  };
  await pageCache();
  const repeated = await pageCache();
  await emptyCache();
  const afterWrite = await pageCache();
  if (repeated !== 'hit' || afterWrite !== 'miss') {
    throw new Error('the product page is not cached, or a catalogue write does not empty it');
  }
  const slugs = products.map((product) => product.slug);

  return {
    uncached: await load(`products, uncached (${database})`, `${page}&_=[<id>]`, {
      distinct: true,
    }),
    cached: await load(`products, cached (${database})`, page),
    compressed: await load(`products, cached, br/gzip (${database})`, page, {
      headers: { 'accept-encoding': 'br, gzip' },
    }),
    pageUncached: await loadPagesUncached(
      `product page, uncached: rendered (${database})`,
      baseUrl,
      slugs,
      emptyCache,
    ),
    pageCached: await load(`product page, cached: the public cache (${database})`, productPage, {
      headers: BROWSER_PAGE,
    }),
  };
}

async function onStore(env: Record<string, string>, database: string): Promise<Measured> {
  let store: StoreProcess | null = await startStore({ env });
  try {
    return await measureStore(store.baseUrl, database);
  } finally {
    await store.stop();
    store = null;
  }
}

const percent = (part: number, whole: number) =>
  whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : 'n/a';

const children: ChildProcess[] = [];
try {
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(bare);
  await waitForOk(`http://127.0.0.1:${barePort}/bare`, { timeoutMs: 30_000, child: bare });
  const bareFigures = await load('bare Fastify route', `http://127.0.0.1:${barePort}/bare`);
  bare.kill('SIGTERM');

  // The public cache on, with answers kept 60 s instead of 2: a refill (a burst of misses every
  // TTL, costly on a loaded machine) never lands in the measured seconds, so cached and cached
  // with br/gzip differ only by what sending a compressed hit costs.
  const embedded = await onStore({ PUBLIC_CACHE_TTL_MS: '60000' }, 'embedded');
  let postgres: Measured | null = null;
  if (serverUrl) {
    const { started, drop } = await startOnThrowawayDatabase(serverUrl, 'bench', async (db) =>
      onStore({ DATABASE_URL: db?.url ?? '', PUBLIC_CACHE_TTL_MS: '60000' }, 'postgres'),
    );
    postgres = started;
    await drop();
  } else {
    console.log(
      '\nNo PostgreSQL: set BENCH_DATABASE_URL (a server whose user may CREATE DATABASE) ' +
        'to measure it in the same run.',
    );
  }

  const figures = [bareFigures, ...Object.values(embedded), ...Object.values(postgres ?? {})];
  console.log(
    `\n${connections} connections, ${seconds} s each, ${os.cpus().length} cores, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, Node ${process.version}`,
  );
  console.table(
    figures.map((f) => ({
      target: f.target,
      'req/s': f.requestsPerSecond,
      'p50 ms': f.p50,
      'p95 ms': f.p95,
      'p99 ms': f.p99,
      errors: f.errors,
      non2xx: f.non2xx,
    })),
  );
  const rps = (f: Figures | undefined) => f?.requestsPerSecond ?? 0;
  const ratios = [
    {
      figure: 'uncached page on PostgreSQL, % of the bare route',
      value: postgres ? percent(rps(postgres.uncached), rps(bareFigures)) : 'not run',
      target: '>= 5 %',
    },
    {
      figure: 'uncached page on the embedded database, % of the bare route',
      value: percent(rps(embedded.uncached), rps(bareFigures)),
      target: '',
    },
    ...[
      ['PostgreSQL', postgres],
      ['embedded', embedded],
    ].map(([name, measured]) => {
      const m = measured as Measured | null;
      return {
        figure: `cached page with br/gzip, % of cached (${String(name)})`,
        value: m ? percent(rps(m.compressed), rps(m.cached)) : 'not run',
        target: '>= 60 %',
      };
    }),
    {
      figure: 'uncached page on the embedded database, req/s',
      value: String(rps(embedded.uncached)),
      target: '>= 1000',
    },
  ];
  console.table(ratios);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results/products.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        seconds,
        connections,
        loadAverage: os.loadavg(),
        figures,
        ratios,
      },
      null,
      2,
    ),
  );
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
