/**
 * The embedded database's write-ahead log and a full disk (issue 20, item 2; decisions 071
 * and 072). Runs the real store on the embedded database and:
 *   1. makes 5,000 product edits through the API (PUT /products/:id), printing the size of
 *      DATA_DIR/pgdata/pg_wal as it goes and after, against EMBEDDED_WAL_MAX_MB, and the time
 *      the store takes to start again over that data folder;
 *   2. with DATA_DIR on a small tmpfs (mounted here, which needs root; skipped otherwise),
 *      fills the disk: edits are answered 503 with Retry-After, reads and /health are served,
 *      and once space is freed edits succeed again, with no request left hanging.
 *
 *   npm run bench:wal
 *   BENCH_WAL_EDITS=20000 npm run bench:wal    a longer run
 */
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { multipartBody } from '../apps/api/src/test/harness';
import { startStore, type StoreProcess } from '../scripts/store-process';

const EDITS = Number(process.env.BENCH_WAL_EDITS ?? 5000);
const WAL_MAX_MB = Number(process.env.EMBEDDED_WAL_MAX_MB ?? 256);

function walMb(dataDir: string): { mb: number; files: number } {
  const dir = path.join(dataDir, 'pgdata', 'pg_wal');
  let bytes = 0;
  let files = 0;
  for (const name of readdirSync(dir)) {
    const stats = statSync(path.join(dir, name));
    if (!stats.isFile()) continue;
    bytes += stats.size;
    files += 1;
  }
  return { mb: Math.round(bytes / 1048576), files };
}

type Answer = { status: number; ms: number; retryAfter: string | null };

async function call(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(init.timeoutMs ?? 20_000),
    });
    await res.arrayBuffer();
    return {
      status: res.status,
      ms: performance.now() - started,
      retryAfter: res.headers.get('retry-after'),
    };
  } catch {
    return { status: 0, ms: performance.now() - started, retryAfter: null }; // 0: no answer
  }
}

async function login(api: string): Promise<string> {
  const res = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@electro.test', password: 'Admin1234' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`admin login: ${res.status}`);
  return body.token;
}

async function productIds(api: string): Promise<string[]> {
  const res = await fetch(`${api}/products?limit=50`);
  const body = (await res.json()) as { products: { _id: string }[] };
  return body.products.map((p) => p._id);
}

function edit(api: string, token: string, id: string, i: number, timeoutMs?: number) {
  const { payload, headers } = multipartBody([
    { name: 'price', value: String(100 + (i % 900)) },
    { name: 'stock', value: String(10 + (i % 50)) },
    {
      name: 'description',
      value: `Edited ${i} times. ${'A sturdy, well-made device. '.repeat(8)}`,
    },
  ]);
  return call(`${api}/products/${id}`, {
    method: 'PUT',
    headers: { ...headers, token },
    body: payload,
    timeoutMs,
  });
}

function count(answers: Answer[]): string {
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  return [...byStatus].map(([status, n]) => `${n} x ${status || 'no answer'}`).join(', ');
}

const max = (answers: Answer[]) => Math.round(Math.max(...answers.map((a) => a.ms)));

async function walRun() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'electro-wal-'));
  console.log(
    `\n1. ${EDITS} product edits on the embedded database (EMBEDDED_WAL_MAX_MB=${WAL_MAX_MB})`,
  );
  let store: StoreProcess | null = await startStore({
    env: { DATA_DIR: dataDir, EMBEDDED_WAL_MAX_MB: String(WAL_MAX_MB) },
  });
  try {
    const api = `${store.baseUrl}/api/v1`;
    const token = await login(api);
    const ids = await productIds(api);
    console.log(`   pg_wal at start: ${walMb(dataDir).mb} MB`);
    let largest = 0;
    const started = performance.now();
    const statuses: Answer[] = [];
    for (let i = 0; i < EDITS; i += 1) {
      statuses.push(await edit(api, token, ids[i % ids.length] ?? '', i));
      const wal = walMb(dataDir);
      largest = Math.max(largest, wal.mb);
      if ((i + 1) % 1000 === 0) {
        console.log(
          `   ${i + 1} edits, ${Math.round(performance.now() - started)} ms: pg_wal ${wal.mb} MB in ${wal.files} files`,
        );
      }
    }
    const after = walMb(dataDir);
    console.log(`   answers: ${count(statuses)}`);
    console.log(
      `   pg_wal after: ${after.mb} MB in ${after.files} files; largest seen ${largest} MB; bound ${WAL_MAX_MB} MB: ${largest <= WAL_MAX_MB ? 'held' : 'EXCEEDED'}`,
    );
    // Stopped without removing the data folder, then started again over it.
    store.child.kill('SIGTERM');
    await new Promise((r) => store?.child.once('exit', r));
    store = null;
    const restart = performance.now();
    const again = await startStore({ env: { DATA_DIR: dataDir } });
    console.log(`   start again over it: ${Math.round(performance.now() - restart)} ms to /health`);
    await again.stop();
  } finally {
    if (store) await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function mountTmpfs(dir: string, mb: number): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m`, 'tmpfs', dir], { stdio: 'pipe' });
    return true;
  } catch (error) {
    console.log(
      `   skipped: mounting a ${mb} MB tmpfs failed (${(error as Error).message.split('\n')[0]})`,
    );
    return false;
  }
}

const alive = (store: StoreProcess) =>
  store.child.exitCode === null && store.child.signalCode === null;

/**
 * DATA_DIR on a 300 MB tmpfs filled by another file to 4 MB free. Guarded (DISK_RESERVE_MB=32):
 * writes are refused before the engine meets the full disk. Unguarded (DISK_RESERVE_MB=0): the
 * engine meets it, as in the outside probe, and the watchdog (WATCHDOG_SECONDS=15) must end the
 * process instead of leaving it hanging with its port open.
 */
async function fullDiskRun(guarded: boolean) {
  console.log(
    guarded
      ? '\n2. A full disk under the embedded database (DATA_DIR on a 300 MB tmpfs, DISK_RESERVE_MB=32)'
      : '\n3. The same with the reserve off (DISK_RESERVE_MB=0): the engine meets the full disk',
  );
  const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'electro-full-'));
  if (!mountTmpfs(mountPoint, 300)) return;
  const dataDir = path.join(mountPoint, 'data');
  mkdirSync(dataDir);
  let store: StoreProcess | null = null;
  try {
    store = await startStore({
      env: {
        DATA_DIR: dataDir,
        EMBEDDED_WAL_MAX_MB: '128',
        DISK_RESERVE_MB: guarded ? '32' : '0',
        WATCHDOG_SECONDS: '15',
      },
    });
    const running = store;
    const exitedAt = new Promise<number>((resolve) => {
      running.child.once('exit', () => resolve(performance.now()));
    });
    const api = `${store.baseUrl}/api/v1`;
    const token = await login(api);
    const ids = await productIds(api);
    // Fill the disk to 4 MB free with one file, the way a log or a backup would.
    const { bavail, bsize } = statfsSync(mountPoint);
    const free = bavail * bsize;
    const filler = path.join(mountPoint, 'filler');
    writeFileSync(filler, Buffer.alloc(Math.max(0, free - 4 * 1048576)));
    console.log(`   filled: ${Math.round(free / 1048576)} MB free before, 4 MB after`);
    // Edits until the first one not accepted (the log needs a new 16 MB segment soon), then 20
    // more while the process lives.
    const writes: Answer[] = [];
    let accepted = 0;
    for (let i = 0; i < 3000; i += 1) {
      const answer = await edit(api, token, ids[i % ids.length] ?? '', i, 10_000);
      if (answer.status !== 200) {
        writes.push(answer);
        break;
      }
      accepted += 1;
    }
    const firstRefusedAt = performance.now();
    console.log(`   first edit not accepted after ${accepted} accepted`);
    for (let i = 0; i < 20 && alive(store); i += 1) {
      writes.push(await edit(api, token, ids[i % ids.length] ?? '', i, 10_000));
    }
    const with503 = writes.filter((a) => a.status === 503);
    console.log(
      `   that edit and up to 20 more: ${count(writes)}; Retry-After on the 503s: ${[...new Set(with503.map((a) => a.retryAfter))].join(', ') || '-'}; slowest ${max(writes)} ms`,
    );
    const reads: Answer[] = [];
    for (let i = 0; i < 20 && alive(store); i += 1) {
      reads.push(await call(`${api}/products?limit=12&page=${1 + (i % 3)}`, { timeoutMs: 10_000 }));
      reads.push(await call(`${api}/health`, { timeoutMs: 10_000 }));
      reads.push(await call(`${store.baseUrl}/`, { timeoutMs: 10_000 }));
    }
    if (reads.length > 0) {
      console.log(
        `   ${reads.length} reads (products, /health, /): ${count(reads)}; slowest ${max(reads)} ms`,
      );
    }
    rmSync(filler);
    console.log('   space freed');
    if (alive(store)) {
      const startedRecovery = performance.now();
      let recovered = false;
      const afterwards: Answer[] = [];
      for (let i = 0; i < 40 && alive(store); i += 1) {
        const answer = await edit(api, token, ids[i % ids.length] ?? '', i, 10_000);
        afterwards.push(answer);
        if (answer.status === 200) {
          recovered = true;
          break;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      console.log(
        recovered
          ? `   edits succeed again ${Math.round(performance.now() - startedRecovery)} ms after space returned (${count(afterwards)})`
          : `   edits did NOT recover: ${count(afterwards)}`,
      );
    }
    if (!alive(store) || !guarded) {
      // Unguarded, give the watchdog its 15 s (and some) to act on a wedged engine.
      await Promise.race([exitedAt, new Promise((r) => setTimeout(r, 40_000))]);
    }
    console.log(
      alive(store)
        ? '   the process is still serving'
        : `   the process ended (${store.child.signalCode ?? store.child.exitCode}) ${Math.round((await exitedAt) - firstRefusedAt)} ms after the first edit not accepted, for its supervisor to restart it`,
    );
  } finally {
    if (store) await store.stop();
    try {
      execFileSync('umount', [mountPoint], { stdio: 'pipe' });
    } catch {
      // not mounted
    }
    rmSync(mountPoint, { recursive: true, force: true });
  }
}

if (!process.env.BENCH_WAL_SKIP_EDITS) await walRun();
await fullDiskRun(true);
await fullDiskRun(false);
