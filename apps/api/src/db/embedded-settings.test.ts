import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function sharedBuffers(sharedBuffersMb?: number): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'electro-embedded-settings-'));
  dirs.push(dir);
  const handle = await openDatabase({ dataDir: dir, sharedBuffersMb });
  try {
    type Row = { shared_buffers: string };
    // The embedded driver answers { rows }, the server's driver an array.
    const result = (await handle.db.execute(sql`SHOW shared_buffers`)) as unknown as
      { rows: Row[] } | Row[];
    const rows = Array.isArray(result) ? result : result.rows;
    return rows[0]?.shared_buffers ?? '';
  } finally {
    await handle.close();
  }
}

// The embedded database only: a run on a PostgreSQL server would open the same thing again.
describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database settings', () => {
  it('sizes the page cache from EMBEDDED_SHARED_BUFFERS_MB', async () => {
    expect(await sharedBuffers(16)).toBe('16MB');
  }, 120_000);
});
