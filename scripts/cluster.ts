/**
 * `npm run cluster`: the store as several processes on this machine, on the pieces a
 * production setup uses (docs/DEPLOY.md): a PostgreSQL server, Redis, API processes (the
 * compiled server, each on its own port as if on its own machine) and HAProxy in front of
 * them, all from Debian's packages (installed when missing, as root), with the demo catalogue.
 * It prints the store's address; Ctrl-C stops everything it started.
 *
 *   npm run cluster [-- --processes 2] [--port 8080] [--host 127.0.0.1]
 *
 * `--host 0.0.0.0` lets other devices of the local network reach the store.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_DIST, buildApiIfStale } from './build-api.mjs';
import { buildWebIfStale } from './build-web-if-stale.mjs';
import {
  ensureInstalled,
  HAPROXY_TRUST_PROXY,
  startHaproxy,
  startPostgres,
  startRedis,
  type Stoppable,
} from './cluster-pieces';
import { ROOT, startStore } from './store-process';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const processes = Number(values.processes);
const port = Number(values.port);
if (!Number.isInteger(processes) || processes < 1 || processes > 16) {
  throw new Error('--processes must be a whole number from 1 to 16');
}
if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error('--port is a TCP port');

const started: Stoppable[] = [];
let stopping: Promise<void> | null = null;
const stopAll = () =>
  (stopping ??= (async () => {
    for (const piece of started.reverse()) await piece.stop().catch(() => undefined);
  })());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.log('\nStopping the cluster…');
    void stopAll().then(() => process.exit(0));
  });
}

try {
  ensureInstalled(['postgres', 'redis', 'haproxy']);
  if (buildWebIfStale() !== 0) throw new Error('the storefront did not build');
  if ((await buildApiIfStale()) !== 0) throw new Error('the API did not build');

  const postgres = await startPostgres();
  started.push(postgres);
  console.log(`PostgreSQL   ${postgres.url}`);
  const redis = await startRedis();
  started.push(redis);
  console.log(`Redis        ${redis.url}`);

  // What every process shares: the database, Redis, the signing key, and (on one machine) the
  // uploads folder.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'electro-cluster-data-'));
  started.push({ stop: async () => rmSync(dataDir, { recursive: true, force: true }) });
  const publicUrl = `http://${values.host === '0.0.0.0' ? os.hostname() : 'localhost'}:${port}`;
  const shared = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    JWT_SECRET: randomBytes(48).toString('base64'),
    DATA_DIR: dataDir,
    TRUST_PROXY: HAPROXY_TRUST_PROXY,
    PUBLIC_URL: publicUrl,
    RATE_LIMIT_PER_MINUTE: '3000',
    LOG_LEVEL: 'warn',
  };
  const serverJs = path.relative(path.join(ROOT, 'apps/api'), path.join(API_DIST, 'server.js'));
  const backends: number[] = [];
  for (let i = 0; i < processes; i += 1) {
    // The first process migrates and loads the demo catalogue; the others find it there.
    const store = await startStore({
      nodeArgs: ['--enable-source-maps', serverJs],
      env: { ...shared, SEED_DEMO: i === 0 ? 'true' : 'false' },
    });
    started.push(store);
    const backendPort = Number(new URL(store.baseUrl).port);
    backends.push(backendPort);
    console.log(`API process  ${store.baseUrl} (pid ${store.child.pid})`);
  }
  const haproxy = await startHaproxy({ port, backends, host: values.host });
  started.push(haproxy);
  console.log(`\nElectro is running at ${publicUrl} (HAProxy over ${processes} API processes)`);
  console.log('Press Ctrl-C to stop everything this command started.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
