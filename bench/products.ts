/**
 * GET /api/v1/products (a page of 20) against the real server, beside a bare Fastify route, on
 * the embedded database and on PostgreSQL in one run. For each database:
 *
 * - uncached: every request a distinct URL (`&_=<id>`, a parameter the API ignores, so the
 *   public cache misses and stores every answer while the work is that of a normal page);
 * - cached: the same URL again and again, as the store answers a busy page;
 * - cached, br/gzip: the same, asked as a browser asks (`Accept-Encoding: br, gzip`).
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

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

type Figures = {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function load(
  target: string,
  url: string,
  options: { headers?: Record<string, string>; distinct?: boolean } = {},
): Promise<Figures> {
  const run = (duration: number) =>
    autocannon({
      url,
      connections,
      duration,
      headers: options.headers,
      // `[<id>]` in the URL becomes a new random id on every request.
      idReplacement: options.distinct ?? false,
    });
  // A short warm-up so JIT and caches are in the steady state being measured.
  await run(2);
  const result = await run(seconds);
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

type Measured = { uncached: Figures; cached: Figures; compressed: Figures };

/** The three products figures on a running store. */
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
  return {
    uncached: await load(`products, uncached (${database})`, `${page}&_=[<id>]`, {
      distinct: true,
    }),
    cached: await load(`products, cached (${database})`, page),
    compressed: await load(`products, cached, br/gzip (${database})`, page, {
      headers: { 'accept-encoding': 'br, gzip' },
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
