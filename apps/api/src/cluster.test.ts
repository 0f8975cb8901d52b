/**
 * The compiled production start (scripts/build-api.mjs -> dist/server.js) and WORKERS: the build
 * serves the store; the embedded database refuses a second process; on PostgreSQL the primary
 * spreads requests over its workers, replaces one killed with SIGKILL while the others keep
 * answering, and stops cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../../scripts/build-api.mjs';
import { ROOT, startStore } from '../../../scripts/store-process';
import { createThrowawayDatabase } from '../../../scripts/throwaway-database';
import { primaryLog, restartDelayMs } from './cluster';

const apiDir = path.join(ROOT, 'apps/api');
// A build of its own under apps/api (packages resolve from its node_modules as in production),
// so this file never races `npm start` or another run over apps/api/dist.
const outDir = path.join(apiDir, '.tmp', `build-${randomUUID()}`);
const serverJs = path.relative(apiDir, path.join(outDir, 'server.js'));
const compiled = ['--enable-source-maps', serverJs];

/** Waits until the primary logged `msg` (or a line it matches) `times` times. */
async function waitFor(
  events: string[],
  msg: string | ((event: string) => boolean),
  times: number,
) {
  const matches = typeof msg === 'string' ? (event: string) => event === msg : msg;
  const deadline = Date.now() + 30_000;
  while (events.filter(matches).length < times) {
    if (Date.now() > deadline) throw new Error(`waited for "${String(msg)}": ${events.join('; ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('restart delays', () => {
  it('double from 0.5 s for each crash in a row, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(restartDelayMs)).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe("the primary's log", () => {
  it('writes JSON lines in the workers’ shape, from its level up', () => {
    const lines: string[] = [];
    const log = primaryLog('warn', (line) => lines.push(line));
    log.info({ worker: 1 }, 'worker started');
    log.error({ workerPid: 7 }, 'a worker stopped unexpectedly');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 50,
      role: 'primary',
      workerPid: 7,
      msg: 'a worker stopped unexpectedly',
    });
    expect(lines[0]?.endsWith('\n')).toBe(true);
  });
});

describe('the compiled server', () => {
  beforeAll(async () => {
    await buildApi(outDir);
  }, 60_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  // Without the demo catalogue: drawing its 567 pictures takes 20 s, and `npm run cluster`
  // and the seed's own tests load it; this is about the bundle starting and migrating.
  const firstStartMs = 60_000;
  it(
    'serves the store and the API from dist/server.js, no TypeScript at run time',
    async () => {
      const store = await startStore({
        nodeArgs: compiled,
        env: { SEED_DEMO: 'false' },
        timeoutMs: firstStartMs,
      });
      try {
        const res = await fetch(`${store.baseUrl}/api/v1/products?limit=2`);
        expect(res.status).toBe(200);
        const body = (await res.json()) as { products: unknown[]; totalProducts: number };
        // The tables exist (every migration ran from the bundle) and the store is empty.
        expect(body).toMatchObject({ products: [], totalProducts: 0 });
        const register = await fetch(`${store.baseUrl}/api/v1/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Bundle',
            email: 'bundle@example.test',
            phone: '01012345678',
            address: '1 Nile Street',
            password: 'Secret123',
            confirmPassword: 'Secret123',
          }),
        });
        expect(register.status).toBe(201);
        // The migrations folder is found from the bundle (its import.meta.url is rewritten).
        expect((await fetch(`${store.baseUrl}/api/v1/health`)).status).toBe(200);
      } finally {
        await store.stop();
      }
    },
    firstStartMs + 10_000,
  );

  it('refuses WORKERS=2 on the embedded database, saying why', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'electro-workers-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, WORKERS: '2', DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const child = spawn(process.execPath, compiled, {
        cwd: apiDir,
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(stderr).toContain('WORKERS=2 needs DATABASE_URL');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)(
    'runs two workers on PostgreSQL: both serve, a killed one is replaced, SIGTERM stops all',
    async () => {
      const database = await createThrowawayDatabase(serverUrl ?? '', 'cluster');
      const servedBy = new Set<number>();
      const events: string[] = [];
      const store = await startStore({
        nodeArgs: compiled,
        timeoutMs: 120_000,
        env: {
          WORKERS: '2',
          DATABASE_URL: database.url,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'info',
          SHUTDOWN_TIMEOUT_MS: '5000',
        },
        onLogLine: (line) => {
          const entry = JSON.parse(line) as { pid: number; role?: string; msg: string };
          if (entry.role === 'primary') events.push(entry.msg);
          else if (entry.msg === 'incoming request') servedBy.add(entry.pid);
        },
      });
      try {
        // /health answers once one worker listens; the primary says when both do.
        await waitFor(events, (msg) => msg.startsWith('Electro is running at'), 1);
        // New connections are handed out in turn: a few requests reach both workers.
        for (let i = 0; i < 50 && servedBy.size < 2; i += 1) {
          const res = await fetch(`${store.baseUrl}/api/v1/health`, {
            headers: { connection: 'close' },
          });
          expect(res.status).toBe(200);
        }
        expect(servedBy.size).toBe(2);

        const [victim] = [...servedBy];
        process.kill(victim ?? 0, 'SIGKILL');
        // Once the primary has seen the death (a connection handed to the worker in that
        // instant is reset, as with any killed process), the other worker answers everything
        // while the replacement starts.
        await waitFor(events, 'a worker stopped unexpectedly: starting another', 1);
        for (let i = 0; i < 5; i += 1) {
          const res = await fetch(`${store.baseUrl}/api/v1/health`, {
            headers: { connection: 'close' },
          });
          expect(res.status).toBe(200);
        }
        await waitFor(events, 'worker started', 3);

        const exited = once(store.child, 'exit');
        store.child.kill('SIGTERM');
        const [code] = (await exited) as [number | null];
        expect(code).toBe(0);
        expect(events.at(-1)).toBe('every worker has stopped');
      } finally {
        await store.stop();
        await database.drop();
      }
    },
    180_000,
  );
});
