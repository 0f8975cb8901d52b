import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { MIGRATIONS_DIR, openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { startOnThrowawayDatabase } from '../../../../scripts/throwaway-database';

/**
 * One isolated store per test file: an in-memory embedded database, or, when
 * TEST_DATABASE_URL is set, a fresh database on that PostgreSQL server (dropped afterwards).
 */
export type TestContext = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** With a PostgreSQL server and `databaseProxy`: the relay the store connects through. */
  proxy: TcpProxy | null;
  /** With a PostgreSQL server: the database's name there. */
  databaseName: string | null;
  /** With a PostgreSQL server: the database's URL (straight to the server, not the relay). */
  databaseUrl: string | null;
  /**
   * With a PostgreSQL server: another API process's app on the same database, with its own
   * connection pool and the same signing key; closed by `close`. Settings are this context's,
   * with `overrides`.
   */
  addInstance: (overrides?: Partial<Config>) => Promise<FastifyInstance>;
  close: () => Promise<void>;
};

/** A digest of the migrations (and of what else `extra` names): a template is made per set. */
function migrationsDigest(...extra: string[]): string {
  const hash = createHash('sha256');
  for (const part of extra) hash.update(part);
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh embedded database costs about 3 s of initdb in WebAssembly; a copy of a migrated one,
 * loaded from its tarball, about 1 s. The tarball is made once per set of migrations and kept
 * in the temporary folder, so the test files (each in its own worker) share it.
 */
async function migratedTemplate(): Promise<Blob> {
  // A tarball is read by the PGlite release that wrote it.
  const pglite = fileURLToPath(
    new URL('../../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
  );
  const digest = migrationsDigest(existsSync(pglite) ? readFileSync(pglite, 'utf8') : 'unknown');
  const file = path.join(os.tmpdir(), `electro-test-db-${digest}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = await openDatabase({ memory: true });
    await fresh.migrate();
    if (!fresh.dumpDataDir) throw new Error('the embedded database cannot be dumped');
    const dump = await fresh.dumpDataDir();
    await fresh.close();
    // Written aside and renamed, so a file running at the same time never reads half of it.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/** Any constant: the lock under which one process makes the server's template. */
const SERVER_TEMPLATE_LOCK = 0x5e_7e_3a;
let serverTemplate: Promise<string> | undefined;

/**
 * On a PostgreSQL server, each test database is a copy of one migrated once per set of
 * migrations, `electro_template_<digest>`, kept on the server: the copy takes about 0.1 s where
 * running the migrations took 0.25 s and CPU in both processes, for each store a test file
 * builds. One process makes it, under an advisory lock, and nothing stays connected to it
 * (a copy needs that). Each copy still runs `migrate()`, which finds every migration applied,
 * or applies what a template left unmade by a killed process lacks.
 */
function migratedServerTemplate(serverUrl: string): Promise<string> {
  serverTemplate ??= (async () => {
    const name = `electro_template_${migrationsDigest()}`;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [SERVER_TEMPLATE_LOCK]);
      const made = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (made.rowCount === 0) {
        await client.query(`create database ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const template = await openDatabase({ databaseUrl: url.toString(), poolMax: 1 });
        try {
          await template.migrate();
        } finally {
          await template.close();
        }
      }
      return name;
    } finally {
      await client.end();
    }
  })().catch((error: unknown) => {
    serverTemplate = undefined;
    throw error;
  });
  return serverTemplate;
}

export async function createTestContext(
  overrides: Partial<Config> = {},
  options: {
    logStream?: { write: (line: string) => void };
    /** Connect to the PostgreSQL server through a relay the test can cut (see tcp-proxy.ts). */
    databaseProxy?: boolean;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'electro-test-'));
  const {
    started: { handle, proxy },
    database,
    drop: dropDatabase,
  } = await startOnThrowawayDatabase(
    process.env.TEST_DATABASE_URL,
    'test',
    async (throwaway) => {
      let relay: TcpProxy | null = null;
      try {
        let opened;
        if (throwaway) {
          const url = new URL(throwaway.url);
          if (options.databaseProxy) {
            relay = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
            url.hostname = '127.0.0.1';
            url.port = String(relay.port);
          }
          opened = await openDatabase({
            databaseUrl: url.toString(),
            poolMax: 20,
            connectTimeoutMs: 2000,
          });
        } else {
          opened = await openDatabase({ memory: true, loadDataDir: await migratedTemplate() });
        }
        await opened.migrate().catch(async (error: unknown) => {
          await opened.close();
          throw error;
        });
        return { handle: opened, proxy: relay };
      } catch (error) {
        await relay?.close();
        throw error;
      }
    },
    migratedServerTemplate,
  );
  const databaseName = database?.name ?? null;
  const databaseUrl = database?.url ?? null;
  // The app reads DATABASE_URL only for what it shares with other processes on the server
  // (the public cache's invalidations); the pool above is the one it queries through.
  const config = testConfig({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: 0,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  });
  const jwtSecret = randomBytes(32);
  const app = await buildApp({
    config,
    db: handle.db,
    ping: async () => {
      await handle.db.execute(sql`select 1`);
    },
    jwtSecret,
    logStream: options.logStream,
  });
  await app.ready();
  const instances: { app: FastifyInstance; handle: DatabaseHandle }[] = [];
  const addInstance = async (more: Partial<Config> = {}) => {
    if (!databaseUrl) throw new Error('another instance needs TEST_DATABASE_URL');
    const other = await openDatabase({ databaseUrl, poolMax: 10, connectTimeoutMs: 2000 });
    try {
      const otherApp = await buildApp({
        config: { ...config, ...more },
        db: other.db,
        ping: async () => {
          await other.db.execute(sql`select 1`);
        },
        jwtSecret,
      });
      instances.push({ app: otherApp, handle: other });
      await otherApp.ready();
      return otherApp;
    } catch (error) {
      if (!instances.some((instance) => instance.handle === other)) await other.close();
      throw error;
    }
  };
  return {
    app,
    db: handle.db,
    config,
    proxy,
    databaseName,
    databaseUrl,
    addInstance,
    close: async () => {
      for (const instance of instances) {
        await instance.app.close();
        await instance.handle.close();
      }
      await app.close();
      await handle.close();
      await proxy?.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
