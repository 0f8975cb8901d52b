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
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(script: string, env: Record<string, string>, cwd: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

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

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'electro-bench-'));
const children: ChildProcess[] = [];
try {
  const apiPort = await freePort();
  const barePort = await freePort();
  const env: Record<string, string> = {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
  };
  if (databaseUrl) {
    // A reload makes the figures comparable: the same demo catalogue on both databases.
    const seed = spawn(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts'], {
      cwd: path.join(root, 'apps/api'),
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
    await new Promise<void>((resolve, reject) =>
      seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('seed failed')))),
    );
    env.DATABASE_URL = databaseUrl;
  }
  children.push(start('src/server.ts', env, path.join(root, 'apps/api')));
  children.push(start('bench/bare-server.ts', { PORT: String(barePort) }, root));
  await waitFor(`http://127.0.0.1:${apiPort}/api/v1/health`, 120_000);
  await waitFor(`http://127.0.0.1:${barePort}/bare`, 30_000);

  const check = (await (
    await fetch(`http://127.0.0.1:${apiPort}/api/v1/products?limit=20`)
  ).json()) as { products?: unknown };
  if (!Array.isArray(check.products) || check.products.length !== 20) {
    throw new Error('GET /api/v1/products did not return a page of 20 products');
  }

  const database = databaseUrl ? 'postgres' : 'embedded';
  const figures = [
    await load('bare Fastify route', `http://127.0.0.1:${barePort}/bare`),
    await load(
      `GET /api/v1/products?limit=20 (${database})`,
      `http://127.0.0.1:${apiPort}/api/v1/products?limit=20`,
    ),
  ];
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
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, `bench/results/products-${database}.json`),
    JSON.stringify({ date: new Date().toISOString(), seconds, connections, figures }, null, 2),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
