/**
 * A fresh database on a PostgreSQL server, for one test file, one browser run, one benchmark
 * or one fuzz run; dropped afterwards (with force: connections left open do not keep it).
 * The server's user needs the CREATEDB right.
 *
 * `startOnThrowawayDatabase` is the one way the API test harness, the browser run's global
 * setup and the benches put something on such a database: it reads nothing from the
 * environment (each caller names its own variable), makes the database only when a server is
 * given, and drops it again if what starts on it fails, so a failed start leaves nothing on
 * the server.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export type ThrowawayDatabase = {
  name: string;
  url: string;
  /** Drops the database; later calls do nothing. */
  drop: () => Promise<void>;
};

async function run(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const SQL_NAME = /^[a-z][a-z0-9_]*$/;

/** `template`: a database of the server to copy (no session may be connected to it). */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ThrowawayDatabase> {
  if (!SQL_NAME.test(prefix)) throw new Error(`bad database prefix: ${prefix}`);
  if (template !== undefined && !SQL_NAME.test(template)) {
    throw new Error(`bad template database: ${template}`);
  }
  const name = `electro_${prefix}_${randomUUID().replaceAll('-', '')}`;
  await run(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | null = null;
  return {
    name,
    url: url.toString(),
    drop: () => (dropped ??= run(serverUrl, `drop database if exists ${name} with (force)`)),
  };
}

/** What `startOnThrowawayDatabase` started, and how to drop its database afterwards. */
export type StartedOnDatabase<T> = {
  started: T;
  /** The throwaway database, or null when no server was given. */
  database: ThrowawayDatabase | null;
  /** Drops the throwaway database (nothing without one): call it once `started` is stopped. */
  drop: () => Promise<void>;
};

/**
 * Runs `start` on a fresh database of `serverUrl`'s server (a copy of the database whose name
 * `template` answers for that server, when given), or on `null` (the caller's own embedded
 * database) when `serverUrl` is empty. When `start` throws, the database is dropped before the
 * error goes on; `start` cleans up whatever else it made.
 */
export async function startOnThrowawayDatabase<T>(
  serverUrl: string | undefined,
  prefix: string,
  start: (database: ThrowawayDatabase | null) => Promise<T>,
  template?: (serverUrl: string) => Promise<string>,
): Promise<StartedOnDatabase<T>> {
  const database = serverUrl
    ? await createThrowawayDatabase(serverUrl, prefix, await template?.(serverUrl))
    : null;
  try {
    const started = await start(database);
    return { started, database, drop: async () => database?.drop() };
  } catch (error) {
    await database?.drop().catch(() => undefined);
    throw error;
  }
}
