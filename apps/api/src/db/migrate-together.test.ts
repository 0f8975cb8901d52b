import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../../../../scripts/throwaway-database';
import { openDatabase, type DatabaseHandle } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;
const opened: DatabaseHandle[] = [];
const databases: ThrowawayDatabase[] = [];

afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close();
  for (const database of databases.splice(0)) await database.drop();
});

async function tables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    return rows.map((row) => row.table_name);
  } finally {
    await client.end();
  }
}

// Several processes on one server: the embedded database is opened by one process only.
describe.skipIf(!serverUrl)('processes that start together on a fresh database', () => {
  it('all migrate it: one applies the migrations and the others wait, then find them applied', async () => {
    // Without the lock, one of two failed on "CREATE TABLE users" in 5 of 5 rounds.
    for (let round = 0; round < 3; round += 1) {
      const database = await createThrowawayDatabase(serverUrl!, 'migrate');
      databases.push(database);
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: database.url, poolMax: 2 })),
      );
      opened.push(...handles);
      const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      expect(await tables(database.url)).toContain('users');
      // The migration connections were closed, so the pools are whole and answer.
      for (const handle of handles) await handle.migrate();
    }
  }, 120_000);
});
