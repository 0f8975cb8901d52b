/**
 * Bodies that stop arriving (issue 20, item 3; decision 070): 1,000 connections each send the
 * headers of POST /api/v1/auth/login with `Content-Length: 100` and then only `{"em`, while
 * GET /api/v1/health is timed every 20 ms, each time on a new connection (a full file
 * descriptor table shows there first). Two rounds:
 *   - one address (127.0.1.1) opens all 1,000: MAX_CONNECTIONS_PER_ADDRESS (100) are held, the
 *     rest closed as soon as they are accepted;
 *   - 20 addresses (127.0.2.1-20) open 50 each: all are held, until REQUEST_TIMEOUT_MS answers
 *     them 408.
 * The store runs with REQUEST_TIMEOUT_MS=10000 so that the round ends within the bench (the
 * default, 300 s, ends them the same way, later). Prints how each connection ended, /health's
 * p50/p99 (target: p99 under 50 ms, none failed) and the most file descriptors the store held.
 * Run by bench/hostile.ts (`npm run bench:hostile`, or `BENCH_PARTS=slow-bodies` for this alone).
 */
import { readdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { startStore } from '../scripts/store-process';
import { createThrowawayDatabase } from '../scripts/throwaway-database';

const CONNECTIONS = 1000;
const REQUEST_TIMEOUT_MS = 10_000;
const HEALTH_P99_TARGET_MS = 50;

type Ending = '408' | 'other answer' | 'closed unanswered' | 'reset' | 'still open';

/** One slow-body connection from `localAddress`; resolves with how it ended. */
function slowBody(port: number, localAddress: string, giveUpAt: number): Promise<Ending> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    let text = '';
    let reset = false;
    const timer = setTimeout(() => finish('still open'), Math.max(0, giveUpAt - Date.now()));
    const finish = (ending: Ending) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(ending);
    };
    socket.setEncoding('utf8');
    socket.on('connect', () =>
      socket.write(
        `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          'Content-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"em',
      ),
    );
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => (reset = true));
    socket.on('close', () => {
      if (/^HTTP\/1\.1 408 /.test(text)) finish('408');
      else if (text) finish('other answer');
      else finish(reset ? 'reset' : 'closed unanswered');
    });
  });
}

/**
 * GET /api/v1/health on a new connection each time, every 20 ms, from a process of its own (so
 * that this one's 1,000 sockets do not delay its timings); `stop` returns the timings.
 */
const PROBE = `
const http = require('node:http');
const times = [];
let failed = 0;
let done = false;
const started = performance.now();
process.stdin.on('data', () => (done = true));
const probe = () =>
  new Promise((resolve) => {
    const req = http.get(process.argv[1], { agent: false, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
(async () => {
  // Ten probes before the round, not counted: the first ones also time this process warming up.
  for (let i = 0; i < 10; i += 1) await probe();
  process.stderr.write('ready');
  while (!done) {
    const at = performance.now();
    const ok = await probe();
    if (ok) times.push([Math.round(at - started), performance.now() - at]);
    else failed += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.stdout.write(JSON.stringify({ times, failed }));
  process.exit(0);
})();
`;

type Probe = { times: Array<[number, number]>; failed: number };

function startProbe(base: string) {
  const child = spawn(process.execPath, ['-e', PROBE, `${base}/api/v1/health`], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve) =>
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (chunk.includes('ready')) resolve();
    }),
  );
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    ready,
    stop: async () => {
      child.stdin.end('stop');
      await exited;
      const probe = JSON.parse(out) as Probe;
      const sorted = probe.times.map(([, ms]) => ms).sort((a, b) => a - b);
      const at = (p: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
      const slowest = [...probe.times].sort((a, b) => b[1] - a[1]).slice(0, 3);
      return {
        probes: sorted.length + probe.failed,
        failed: probe.failed,
        p50: at(0.5),
        p99: at(0.99),
        slowest: slowest.map(
          ([when, ms]) => `${ms.toFixed(0)} ms at ${(when / 1000).toFixed(1)} s`,
        ),
      };
    },
  };
}

function openFiles(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
}

export async function slowBodies(): Promise<boolean> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const env: Record<string, string> = {
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  };
  let dropDatabase: (() => Promise<void>) | null = null;
  if (serverUrl) {
    const database = await createThrowawayDatabase(serverUrl, 'slowbodies');
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  const store = await startStore({ env });
  const port = Number(new URL(store.baseUrl).port);
  const pid = store.child.pid ?? 0;
  let pass = true;
  try {
    console.log(
      `\nSlow bodies: ${CONNECTIONS} connections send 4 of 100 bytes of a login body ` +
        `(${serverUrl ? 'PostgreSQL' : 'embedded database'}, REQUEST_TIMEOUT_MS=${REQUEST_TIMEOUT_MS})`,
    );
    const rounds = [
      // The machine's own noise: /health alone for 5 s.
      { name: 'none (baseline)', addresses: [] as string[] },
      { name: 'one address', addresses: ['127.0.1.1'] },
      {
        name: '20 addresses',
        addresses: Array.from({ length: 20 }, (_, i) => `127.0.2.${i + 1}`),
      },
    ];
    for (const round of rounds) {
      const giveUpAt = Date.now() + REQUEST_TIMEOUT_MS + 20_000;
      let mostFiles = openFiles(pid);
      const fileWatch = setInterval(() => (mostFiles = Math.max(mostFiles, openFiles(pid))), 200);
      const endings: Promise<Ending>[] = [];
      const probe = startProbe(store.baseUrl);
      await probe.ready;
      const started = Date.now();
      if (round.addresses.length === 0) await new Promise((resolve) => setTimeout(resolve, 5000));
      for (let i = 0; i < (round.addresses.length ? CONNECTIONS : 0); i += 1) {
        endings.push(slowBody(port, round.addresses[i % round.addresses.length] ?? '', giveUpAt));
        // 50 at a time, as a client opening them in a loop would.
        if (i % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
      }
      const ended = await Promise.all(endings);
      const health = await probe.stop();
      clearInterval(fileWatch);
      const counts = new Map<Ending, number>();
      for (const ending of ended) counts.set(ending, (counts.get(ending) ?? 0) + 1);
      const described =
        [...counts].map(([ending, n]) => `${n} ${ending}`).join(', ') || 'no slow connections';
      const ok =
        health.failed === 0 &&
        health.p99 < HEALTH_P99_TARGET_MS &&
        !counts.has('still open') &&
        !counts.has('other answer');
      pass &&= ok;
      console.log(
        `${ok ? 'PASS' : 'FAIL'}  ${round.name}: ${described} (round ${((Date.now() - started) / 1000).toFixed(1)} s); ` +
          `/health p50 ${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms over ` +
          `${health.probes} probes, ${health.failed} failed (slowest ${health.slowest.join(', ')}); ` +
          `store held at most ${mostFiles} file descriptors`,
      );
    }
  } finally {
    await store.stop();
    await dropDatabase?.();
  }
  return pass;
}
