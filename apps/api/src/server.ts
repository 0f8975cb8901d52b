import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/seed';

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

async function main() {
  const config = loadConfig();
  let log: { warn: (details: object, message: string) => void } | null = null;
  const handle = config.DATABASE_URL
    ? await openDatabase({
        databaseUrl: config.DATABASE_URL,
        poolMax: config.DB_POOL_MAX,
        connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
        queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
        onConnectionError: (error) =>
          log?.warn({ err: error }, 'a database connection was lost; the pool replaces it'),
      })
    : await openDatabase({ dataDir: config.DATA_DIR });
  await handle.migrate();
  const app = await buildApp({
    config,
    db: handle.db,
    ping: async () => {
      await handle.db.execute(sql`select 1`);
    },
    jwtSecret: resolveJwtSecret(config),
  });
  log = app.log;
  if (config.SEED_DEMO) {
    const seeded = await seedIfEmpty({
      db: handle.db,
      images: app.images,
      passwords: app.passwords,
      log: app.log,
    });
    if (seeded) app.log.info('demo catalogue loaded');
  }
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
    await app.close();
    await handle.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `Electro is running at http://localhost:${config.PORT} (API: /api/v1, docs: /api/docs, database: ${handle.kind})`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
