/**
 * Runs the real store (`apps/api/src/server.ts`, or its compiled build) as a child process on a spare loopback port,
 * with a fresh data folder, for the browser tests and the benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function waitForOk(
  url: string,
  options: { timeoutMs: number; child?: ChildProcess },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null) {
      throw new Error(`the process serving ${url} exited with code ${options.child.exitCode}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${options.timeoutMs} ms`);
}

export type StoreProcess = { baseUrl: string; child: ChildProcess; stop: () => Promise<void> };

export async function startStore(
  options: {
    env?: Record<string, string>;
    /**
     * What node runs, from apps/api: the TypeScript source through tsx (the default), or a
     * compiled build such as `['--enable-source-maps', 'dist/server.js']`.
     */
    nodeArgs?: string[];
    timeoutMs?: number;
    /** Each line the server logs (JSON) is handed here; without it standard output is dropped. */
    onLogLine?: (line: string) => void;
  } = {},
): Promise<StoreProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'electro-store-'));
  const port = await freePort();
  const nodeArgs = options.nodeArgs ?? ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: path.join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      RATE_LIMIT_PER_MINUTE: '0',
      // Tests and benches play many shoppers from one loopback address (the limit: auth.test.ts).
      SIGNUPS_PER_ADDRESS_PER_HOUR: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', options.onLogLine ? 'pipe' : 'ignore', 'inherit'],
  });
  const onLogLine = options.onLogLine;
  if (onLogLine && child.stdout) {
    let rest = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLogLine(line);
    });
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${baseUrl}/api/v1/health`, { timeoutMs: options.timeoutMs ?? 120_000, child });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, child, stop };
}
