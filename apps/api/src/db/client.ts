import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';
import { embeddedRunner, registerPreparedRunner, serverRunner } from './prepared';
import { startWalKeeper, walStartParams, type WalKeeper } from './embedded-wal';

/** pg_wal's bound when none is given (EMBEDDED_WAL_MAX_MB). */
export const DEFAULT_WAL_MAX_MB = 256;

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Either the database or an open transaction: services take whichever they are given. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'embedded' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded database's whole data folder as a tarball, to open copies of it quickly. */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * The embedded database has no autovacuum (one backend, no background workers): this runs
   * VACUUM (ANALYZE), which keeps the visibility map that index-only scans rely on (without it
   * a list page's keys cost 2.4 times as much) and the planner's statistics. PostgreSQL
   * servers do this themselves.
   */
  maintain?: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/**
 * How close a searched word must be to a word of a product's title to count as a typo of it
 * (pg_trgm's `<%` operator, which the title's trigram index serves). The operator reads the
 * threshold from a session setting, so every session sets it: at 0.4 one swapped or wrong
 * letter in a word of 5 letters or more still matches ("iphnoe" is 0.43 from "iPhone",
 * "samsnug" 0.5 from "Samsung"); the default of 0.6 misses most typos.
 */
export const TITLE_WORD_SIMILARITY = 0.4;

export type ServerDatabaseOptions = {
  databaseUrl: string;
  poolMax?: number;
  /** How long a request waits for a connection before it is answered 503. */
  connectTimeoutMs?: number;
  /** Longest statement; the server cancels it, and the client gives up a little later. */
  queryTimeoutMs?: number;
  /** Told of every connection the server or the network ended (the pool replaces it). */
  onConnectionError?: (error: Error) => void;
};

export type DatabaseOptions =
  | ServerDatabaseOptions
  | {
      dataDir: string;
      sharedBuffersMb?: number;
      /** pg_wal's bound in MB, kept by checkpoints (embedded-wal.ts, decision 071). */
      walMaxMb?: number;
      onWalError?: (error: unknown) => void;
    }
  /** In memory; from a `dumpDataDir()` tarball when given (opens in about a third of the time). */
  | { memory: true; loadDataDir?: Blob };

/** The advisory lock every process takes to migrate (any constant; the demo seed has its own). */
export const MIGRATION_LOCK = 7_235_001;
/** How long a process waits for another one's migrations before it gives up (and exits). */
const MIGRATION_LOCK_WAIT_MS = 10 * 60_000;

/**
 * drizzle's migrator takes no lock: two processes started together on a fresh database both
 * create the tables, and one fails ("CREATE TABLE users", 5 of 5 rounds here). Each process
 * migrates while holding a session advisory lock on a connection of its own, so the second
 * waits for the first and then finds every migration applied. The wait has a budget of its own
 * (a migration may take longer than a request's statement), and the connection is closed
 * afterwards instead of going back to the pool: the lock and the setting end with it, as they
 * do with a process killed mid-migration.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    // The client gives up on a statement after the request budget too: the wait may be longer.
    // (pg reads `query_timeout` from a query's config, which its types do not declare.)
    const lock: pg.QueryConfig & { query_timeout: number } = {
      text: 'select pg_advisory_lock($1)',
      values: [MIGRATION_LOCK],
      query_timeout: MIGRATION_LOCK_WAIT_MS,
    };
    await client.query(lock);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    client.release(true);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const queryTimeoutMs = options.queryTimeoutMs ?? 30_000;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      statement_timeout: queryTimeoutMs,
      query_timeout: queryTimeoutMs + 5_000,
      // Sent when each connection starts, so no statement runs for it.
      options: `-c pg_trgm.word_similarity_threshold=${TITLE_WORD_SIMILARITY}`,
    });
    // A connection that dies emits 'error' on its client, idle or checked out (inside a
    // transaction, say). Unheard, that event ends the process; heard, the query in flight
    // fails (the request answers 503) and the pool drops the client and opens a new one.
    const onConnectionError = options.onConnectionError ?? (() => undefined);
    pool.on('error', onConnectionError);
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const db = drizzlePg(pool, { schema });
    // drizzle's pool transaction checks a client out and sends BEGIN before its try/finally:
    // when BEGIN fails (the connection was just terminated) the client is never released, and
    // each such fault shrinks the pool until every request waits for a connection. Here the
    // transaction runs on a client this code always releases; the pool then drops a broken one.
    const transaction: typeof db.transaction = async (run, config) => {
      const client = await pool.connect();
      try {
        return await drizzlePg(client, { schema }).transaction(run, config);
      } finally {
        client.release();
      }
    };
    db.transaction = transaction;
    registerPreparedRunner(db, serverRunner(pool));
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let walKeeper: WalKeeper | null = null;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    const { sharedBuffersMb } = options;
    const walMaxMb = options.walMaxMb ?? DEFAULT_WAL_MAX_MB;
    const pgdata = path.join(options.dataDir, 'pgdata');
    client = await PGlite.create(pgdata, {
      extensions: { pg_trgm },
      startParams: [
        ...PGlite.defaultStartParams,
        ...walStartParams(walMaxMb),
        ...(sharedBuffersMb ? ['-c', `shared_buffers=${sharedBuffersMb}MB`] : []),
      ],
    });
    const opened = client;
    walKeeper = startWalKeeper({
      pgdata,
      maxBytes: walMaxMb * 1024 * 1024,
      checkpoint: async () => {
        await opened.exec('CHECKPOINT');
      },
      onError: options.onWalError,
    });
    // A log left long by an earlier run (or an older version) is trimmed before serving.
    await walKeeper.check();
  } else {
    client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  }
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${TITLE_WORD_SIMILARITY}`);
  const typed = drizzlePglite(client, { schema });
  registerPreparedRunner(typed, embeddedRunner(client));
  return {
    db: typed as unknown as Database,
    kind: 'embedded',
    migrate: () => migratePglite(typed, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => {
      walKeeper?.stop();
      return client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    maintain: async () => {
      await client.exec('VACUUM (ANALYZE)');
    },
  };
}
