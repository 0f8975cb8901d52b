import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { primaryLog, runPrimary } from './cluster';
import { loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedContentPages } from './db/seed/content-pages';
import { seedIfEmpty } from './db/seed/seed';
import { startWatchdog, type Watchdog } from './lib/watchdog';

/** The signing key: JWT_SECRET, or one kept in DATA_DIR so tokens survive a restart. */
export function resolveJwtSecret(config: Config): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  const file = path.join(config.DATA_DIR, '.jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

type Log = { warn: (details: object, message: string) => void };

function openConfiguredDatabase(config: Config, log: () => Log | null): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({
        databaseUrl: config.DATABASE_URL,
        poolMax: config.DB_POOL_MAX,
        connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
        queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
        onConnectionError: (error) =>
          log()?.warn({ err: error }, 'a database connection was lost; the pool replaces it'),
      })
    : openDatabase({
        dataDir: config.DATA_DIR,
        sharedBuffersMb: config.EMBEDDED_SHARED_BUFFERS_MB,
        walMaxMb: config.EMBEDDED_WAL_MAX_MB,
        onWalError: (error) =>
          log()?.warn({ err: error }, 'checkpointing the embedded database failed'),
      });
}

function appOptions(config: Config, handle: DatabaseHandle, jwtSecret: Uint8Array) {
  return {
    config,
    db: handle.db,
    ping: async () => {
      await handle.db.execute(sql`select 1`);
    },
    jwtSecret,
  };
}

async function seedDemo(config: Config, handle: DatabaseHandle, app: FastifyInstance) {
  if (!config.SEED_DEMO) return;
  const seeded = await seedIfEmpty({
    db: handle.db,
    images: app.images,
    passwords: app.passwords,
    log: app.log,
    imageCache: config.DEMO_IMAGE_CACHE,
  });
  if (seeded) app.log.info('demo catalogue loaded');
}

/** How often the embedded database is vacuumed and analysed while the store runs. */
const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/** The embedded database's VACUUM (ANALYZE): now (after a seed, say), then every interval. */
function startMaintenance(handle: DatabaseHandle, app: FastifyInstance) {
  const { maintain } = handle;
  if (!maintain) return undefined;
  const run = () =>
    maintain().catch((error: unknown) =>
      app.log.warn({ err: error }, 'vacuuming the embedded database failed'),
    );
  void run();
  return setInterval(() => void run(), MAINTENANCE_INTERVAL_MS).unref();
}

/**
 * One API process: opens the database, builds the app and serves until SIGTERM or SIGINT.
 * Alone (WORKERS=1) it runs the migrations and the first-start seed itself; as a cluster
 * worker the primary has run them before forking it.
 */
async function serve(config: Config, options: { prepareDatabase: boolean }) {
  let log: Log | null = null;
  const handle = await openConfiguredDatabase(config, () => log);
  if (options.prepareDatabase) {
    await handle.migrate();
    await seedContentPages(handle.db);
  }
  const app = await buildApp(appOptions(config, handle, resolveJwtSecret(config)));
  log = app.log;
  if (options.prepareDatabase) await seedDemo(config, handle, app);
  const maintenance = startMaintenance(handle, app);
  let watchdog: Watchdog | null = null;
  // Stop accepting connections, let the requests in flight finish (each gets its answer),
  // close the database, exit 0. Requests still running after SHUTDOWN_TIMEOUT_MS are cut off
  // and the exit code says so.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    setTimeout(() => {
      app.log.error('requests still in flight after SHUTDOWN_TIMEOUT_MS: exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    clearInterval(maintenance);
    await watchdog?.stop();
    await app.close();
    await handle.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  // Started once serving: a process blocked for good from then on exits (decision 072).
  if (config.WATCHDOG_SECONDS > 0 && !stopping) {
    watchdog = startWatchdog({ timeoutMs: config.WATCHDOG_SECONDS * 1000 });
  }
  if (cluster.isWorker) return;
  app.log.info(
    `Electro is running at http://localhost:${config.PORT} (API: /api/v1, docs: /api/docs, database: ${handle.kind})`,
  );
}

/**
 * The primary of WORKERS > 1: migrations and the first-start seed run here, once, before any
 * worker starts; so does the signing key kept in DATA_DIR, so every worker reads the same one.
 */
async function prepareForWorkers(config: Config) {
  const handle = await openConfiguredDatabase(config, () => null);
  try {
    await handle.migrate();
    await seedContentPages(handle.db);
    const jwtSecret = resolveJwtSecret(config);
    if (config.SEED_DEMO) {
      const app = await buildApp(appOptions(config, handle, jwtSecret));
      try {
        await seedDemo(config, handle, app);
      } finally {
        await app.close();
      }
    }
  } finally {
    await handle.close();
  }
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, { prepareDatabase: false });
  if (config.WORKERS === 1) return serve(config, { prepareDatabase: true });
  if (!config.DATABASE_URL) {
    throw new Error(
      `WORKERS=${config.WORKERS} needs DATABASE_URL: the embedded database can be opened by one ` +
        'process only. Set DATABASE_URL to a PostgreSQL server, or WORKERS=1.',
    );
  }
  await prepareForWorkers(config);
  const log = primaryLog(config.LOG_LEVEL);
  const exitCode = await runPrimary({
    workers: config.WORKERS,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    log,
    onServing: () =>
      log.info(
        {},
        `Electro is running at http://localhost:${config.PORT} (API: /api/v1, docs: /api/docs, database: postgres, ${config.WORKERS} workers)`,
      ),
  });
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
