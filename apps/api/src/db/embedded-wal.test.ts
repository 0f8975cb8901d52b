import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { walBytes } from './embedded-wal';

// Decision 071: PGlite has no checkpointer, so pg_wal grew by every write for as long as the
// process ran (5.7 GB in the outside probe). It is the embedded database on a data folder
// whatever TEST_DATABASE_URL says: this is about that database only.

const MB = 1024 * 1024;
const BOUND_MB = 128;

describe('the embedded database on a data folder', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  const firstRow = async <Row>(query: SQL) =>
    ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows[0];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'electro-wal-test-'));
    handle = await openDatabase({ dataDir, walMaxMb: BOUND_MB });
    await handle.db.execute(sql`CREATE TABLE wal_test (id int PRIMARY KEY, body text)`);
  });
  afterAll(async () => {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps pg_wal under EMBEDDED_WAL_MAX_MB over writes of twice as much', async () => {
    const pgdata = path.join(dataDir, 'pgdata');
    const startedAt = (
      await firstRow<{ lsn: string }>(sql`SELECT pg_current_wal_lsn()::text AS lsn`)
    )?.lsn;
    let largest = 0;
    for (let batch = 0; batch < 24; batch += 1) {
      // About 12 MB of log each: 5,000 rows of 1 KB written again, and their index.
      await handle.db.execute(sql`
        INSERT INTO wal_test
          SELECT g, repeat(md5((g + ${batch})::text), 32) FROM generate_series(1 + ${(batch % 4) * 5000}, ${((batch % 4) + 1) * 5000}) g
        ON CONFLICT (id) DO UPDATE SET body = excluded.body`);
      largest = Math.max(largest, walBytes(pgdata));
      // The size is read every 2 s; a checkpoint follows when it is past half the bound.
      const deadline = Date.now() + 10_000;
      while (walBytes(pgdata) > (BOUND_MB / 2) * MB && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const written = await firstRow<{ bytes: string }>(
      sql`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), ${startedAt}::pg_lsn)::text AS bytes`,
    );
    expect(Number(written?.bytes)).toBeGreaterThan(2 * BOUND_MB * MB);
    expect(largest).toBeLessThanOrEqual(BOUND_MB * MB);
    // Recycled or removed: the segments before the last checkpoint are not kept.
    expect(walBytes(pgdata)).toBeLessThanOrEqual((BOUND_MB / 2) * MB);
  }, 300_000);

  it('opens again over the same folder with its rows', async () => {
    await handle.close();
    handle = await openDatabase({ dataDir, walMaxMb: BOUND_MB });
    const rows = await firstRow<{ n: number }>(sql`SELECT count(*)::int AS n FROM wal_test`);
    expect(rows?.n).toBe(20_000);
    expect(walBytes(path.join(dataDir, 'pgdata'))).toBeLessThanOrEqual(BOUND_MB * MB);
  }, 60_000);
});
