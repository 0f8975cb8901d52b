/**
 * The store on PostgreSQL with 1 and then 2 API worker processes (WORKERS, Node's cluster on
 * one port), beside a bare Fastify route in the same run: GET /api/v1/products?limit=20 with
 * the public cache on and off, and checkouts per second (10 shoppers, each adding a product to
 * the cart and placing the order, over and over). Starts its own PostgreSQL server (Debian's),
 * loads the demo catalogue, prints a table and writes bench/results/cluster.json.
 *
 *   npm run bench:cluster          BENCH_SECONDS (default 10) per figure, 10 connections
 *
 * Traffic goes to 127.0.0.1 only, for a bounded time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_DIST, buildApiIfStale } from '../scripts/build-api.mjs';
import { ensureInstalled, startPostgres, type Postgres } from '../scripts/cluster-pieces';
import { ROOT, freePort, startStore, waitForOk, type StoreProcess } from '../scripts/store-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const serverJs = path.relative(path.join(ROOT, 'apps/api'), path.join(API_DIST, 'server.js'));

type Row = { target: string; 'req/s': number; 'p50 ms': number; 'p99 ms': number; errors: number };

async function load(target: string, url: string): Promise<Row> {
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    target,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Checkouts a second: each shopper adds one unit and places the order, in a loop. */
async function checkouts(target: string, base: string, productId: string): Promise<Row> {
  const tokens = await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const email = `bench-${Date.now()}-${i}@example.test`;
      const password = 'Bench1234';
      const user = {
        name: 'Shopper',
        email,
        password,
        confirmPassword: password,
        phone: '01012345678',
        address: '1 Nile Street',
      };
      const headers = { 'content-type': 'application/json' };
      const registered = await json(`${base}/auth/register`, {
        method: 'POST',
        headers,
        body: JSON.stringify(user),
      });
      if (registered.status !== 201) {
        throw new Error(`register: ${registered.status} ${String(registered.body.message)}`);
      }
      const login = await json(`${base}/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      });
      return login.body.token as string;
    }),
  );
  const latencies: number[] = [];
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      const headers = { 'content-type': 'application/json', token };
      while (Date.now() < until) {
        const started = performance.now();
        const cart = await json(`${base}/cart`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ productId, quantity: 1 }),
        });
        const cartId = (cart.body.cart as { _id: string } | undefined)?._id;
        const order = await json(`${base}/orders/${cartId}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            shoppingAddress: { city: 'Cairo', street: 'Tahrir 1', phone: '01012345678' },
          }),
        });
        if (cart.status !== 200 || order.status !== 201) {
          if (failures === 0) {
            console.error('a checkout failed:', cart.status, order.status, order.body.message);
          }
          failures += 1;
        } else latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((x, y) => x - y);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  return {
    target,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': at(0.5),
    'p99 ms': at(0.99),
    errors: failures,
  };
}

const children: ChildProcess[] = [];
let postgres: Postgres | null = null;
let store: StoreProcess | null = null;
try {
  ensureInstalled(['postgres']);
  if ((await buildApiIfStale()) !== 0) throw new Error('the API did not build');
  postgres = await startPostgres();
  const databaseUrl = postgres.url;

  const barePort = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(bare);
  await waitForOk(`http://127.0.0.1:${barePort}/bare`, { timeoutMs: 30_000, child: bare });
  const rows = [await load('bare Fastify route', `http://127.0.0.1:${barePort}/bare`)];

  // The demo catalogue, once; one product gets stock enough for every checkout of the run.
  store = await startStore({
    nodeArgs: ['--enable-source-maps', serverJs],
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' },
  });
  await store.stop();
  store = null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: picked } = await client.query<{ id: string }>(
    'update products set stock = 10000000 where id = (select id from products order by seq limit 1) returning id',
  );
  await client.end();
  const productId = picked[0]?.id;
  if (!productId) throw new Error('the demo catalogue has no products');

  for (const workers of [1, 2]) {
    for (const cache of ['on', 'off'] as const) {
      store = await startStore({
        nodeArgs: ['--enable-source-maps', serverJs],
        env: {
          DATABASE_URL: databaseUrl,
          SEED_DEMO: 'false',
          WORKERS: String(workers),
          PUBLIC_CACHE_TTL_MS: cache === 'on' ? '2000' : '0',
          // The real per-process hashing cost stays; only the limits that would stop a bench go.
          RATE_LIMIT_PER_MINUTE: '0',
        },
      });
      const api = `${store.baseUrl}/api/v1`;
      const label = `${workers} worker${workers > 1 ? 's' : ''}`;
      rows.push(
        await load(`GET /products?limit=20, ${label}, cache ${cache}`, `${api}/products?limit=20`),
      );
      if (cache === 'on')
        rows.push(
          await checkouts(
            `checkouts a second (cart + order, one product), ${label}`,
            api,
            productId,
          ),
        );
      await store.stop();
      store = null;
    }
  }
  console.log(
    `\nPostgreSQL, ${connections} connections, ${seconds} s each, ${os.cpus().length} cores, ` +
      `Node ${process.version} (the load generator shares the cores)`,
  );
  console.table(rows);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results/cluster.json'),
    JSON.stringify({ date: new Date().toISOString(), seconds, connections, rows }, null, 2),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await store?.stop();
  await postgres?.stop();
}
