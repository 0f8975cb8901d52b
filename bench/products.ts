/**
 * GET /api/v1/products (a page of 20) against the real server, beside a bare Fastify route,
 * in the same run. Prints requests per second and latency percentiles and writes
 * bench/results/products-<database>.json.
 *
 *   npm run bench                          embedded database (a fresh one in a temp folder)
 *   BENCH_DATABASE_URL=postgres://… npm run bench   a PostgreSQL server (its data is reloaded)
 *
 * Traffic goes to 127.0.0.1 only, for a bounded time (BENCH_SECONDS, default 10 per target).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, freePort, startStore, waitForOk, type StoreProcess } from '../scripts/store-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;

type Figures = {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function load(target: string, url: string): Promise<Figures> {
  // A short warm-up so JIT and caches are in the steady state being measured.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const children: ChildProcess[] = [];
let store: StoreProcess | null = null;
try {
  const barePort = await freePort();
  const env: Record<string, string> = {};
  if (databaseUrl) {
    // A reload makes the figures comparable: the same demo catalogue on both databases.
    const seed = spawn(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts'], {
      cwd: path.join(ROOT, 'apps/api'),
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
    await new Promise<void>((resolve, reject) =>
      seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('seed failed')))),
    );
    env.DATABASE_URL = databaseUrl;
  }
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(bare);
  await waitForOk(`http://127.0.0.1:${barePort}/bare`, { timeoutMs: 30_000, child: bare });
  const database = databaseUrl ? 'postgres' : 'embedded';
  const figures = [await load('bare Fastify route', `http://127.0.0.1:${barePort}/bare`)];

  // The store as it runs (public catalogue cache on), then with every request reaching the
  // database (PUBLIC_CACHE_TTL_MS=0).
  for (const cache of ['on', 'off'] as const) {
    store = await startStore({
      env: { ...env, PUBLIC_CACHE_TTL_MS: cache === 'on' ? '2000' : '0' },
    });
    const productsUrl = `${store.baseUrl}/api/v1/products?limit=20`;
    const check = (await (await fetch(productsUrl)).json()) as { products?: unknown };
    if (!Array.isArray(check.products) || check.products.length !== 20) {
      throw new Error('GET /api/v1/products did not return a page of 20 products');
    }
    figures.push(
      await load(`GET /api/v1/products?limit=20 (${database}, cache ${cache})`, productsUrl),
    );
    await store.stop();
    store = null;
  }
  console.log(
    `\n${connections} connections, ${seconds} s each, ${os.cpus().length} cores, Node ${process.version}`,
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
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, `bench/results/products-${database}.json`),
    JSON.stringify({ date: new Date().toISOString(), seconds, connections, figures }, null, 2),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await store?.stop();
}
