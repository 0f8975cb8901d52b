/**
 * A fresh database on a PostgreSQL server, for one test file, one browser run, one benchmark
 * or one fuzz run; dropped afterwards (with force: connections left open do not keep it).
 * The server's user needs the CREATEDB right.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export type ThrowawayDatabase = { name: string; url: string; drop: () => Promise<void> };

async function run(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ThrowawayDatabase> {
  const name = `electro_${prefix}_${randomUUID().replaceAll('-', '')}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
