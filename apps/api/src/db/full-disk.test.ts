import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { DISK_FULL_MESSAGE } from '../plugins/disk-reserve';
import { openDatabase, type DatabaseHandle } from './client';

// Decision 072 on a real disk: the embedded database's data folder on a small tmpfs, filled by
// another file the way a log or a backup fills a disk. Writes are refused before the engine
// meets the full disk (where it once spun for good), reads are served, and writes are accepted
// again as soon as space is freed. The embedded database only: it is the one on this disk.

const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'electro-full-disk-'));
function mount(): string | null {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint], {
      stdio: 'pipe',
    });
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? 'mount failed';
  }
}
const mountError = mount();

describe.skipIf(mountError !== null)(
  `the embedded database on a full disk${mountError ? ` (skipped: mounting a 160 MB tmpfs needs root: ${mountError})` : ''}`,
  () => {
    const dataDir = path.join(mountPoint, 'data');
    const filler = path.join(mountPoint, 'filler');
    let handle: DatabaseHandle;
    let app: FastifyInstance;

    beforeAll(async () => {
      mkdirSync(dataDir);
      handle = await openDatabase({ dataDir, walMaxMb: 128 });
      await handle.migrate();
      app = await buildApp({
        config: testConfig({ DATA_DIR: dataDir, DISK_RESERVE_MB: 32 }),
        db: handle.db,
        ping: async () => {
          await handle.db.execute(sql`select 1`);
        },
        jwtSecret: randomBytes(32),
      });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await handle?.close();
      try {
        execFileSync('umount', [mountPoint], { stdio: 'pipe' });
      } catch {
        // not mounted
      }
      rmSync(mountPoint, { recursive: true, force: true });
    });

    const register = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          name: 'Mona',
          email: `disk-${n}-${Date.now()}@example.test`,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          phone: '01012345678',
          address: '1 Nile Street',
        },
      });

    it('refuses writes with 503 once the disk is nearly full, serves reads, and recovers', async () => {
      expect((await register(1)).statusCode).toBe(201);
      const { bavail, bsize } = statfsSync(mountPoint);
      writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 4 * 1024 * 1024)));

      const refused = await register(2);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ success: false, message: DISK_FULL_MESSAGE });
      expect((await app.inject({ method: 'GET', url: '/api/v1/products' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);

      rmSync(filler);
      expect((await register(3)).statusCode).toBe(201);
    }, 60_000);
  },
);

if (mountError !== null) rmSync(mountPoint, { recursive: true, force: true });
