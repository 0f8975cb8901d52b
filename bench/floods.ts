/**
 * What a flood from one client costs everyone else. Runs the real store (demo catalogue) and
 * probes GET /api/v1/health and GET /api/v1/products every 10 ms on their own connections while:
 *   1. nothing else happens (the baseline);
 *   2. 16 connections log in with unknown emails as fast as they can (password hashing flood);
 *   3. 40 shoppers register and then log in at the same moment (a sign-up burst: all served);
 *   4. 20 avatar uploads of a 20 Mpx photo arrive at once, then 20 of a 4.9 KB PNG that decodes
 *      to 39.7 Mpx; the server's resident memory is read before, after and 10 s later.
 *
 *   npm run bench:floods                                   embedded database
 *   BENCH_DATABASE_URL=postgres://… npm run bench:floods   a fresh database on that server
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import sharp from 'sharp';
import { blankPng, multipartBody } from '../apps/api/src/test/harness';
import { startStore } from '../scripts/store-process';
import { createThrowawayDatabase } from '../scripts/throwaway-database';

const serverUrl = process.env.BENCH_DATABASE_URL;

type Sample = { ms: number; status: number; retryAfter?: number };

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** One request on the given agent; resolves with its latency and status. */
function request(
  agent: http.Agent | false,
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    /** Source address (any of 127.0.0.0/8), to play many clients. */
    localAddress?: string;
  } = {},
): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        agent,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: res.statusCode ?? 0,
            retryAfter: Number(res.headers['retry-after']) || undefined,
          }),
        );
      },
    );
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
    req.setTimeout(30_000, () => req.destroy());
    req.end(options.body);
  });
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const line = status.split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
}

const env: Record<string, string> = { LOG_LEVEL: 'warn' };
let dropDatabase: (() => Promise<void>) | null = null;
if (serverUrl) {
  const database = await createThrowawayDatabase(serverUrl, 'floods');
  env.DATABASE_URL = database.url;
  dropDatabase = database.drop;
}

const store = await startStore({ env });
const base = store.baseUrl;
const pid = store.child.pid ?? 0;
const rows: string[][] = [];

try {
  const loadAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@electro.test', password: 'Customer1234' }),
  });
  const token = ((await login.json()) as { token: string }).token;

  /** Probes /health and /products every 10 ms while `load` runs for `ms`. */
  async function phase(name: string, ms: number, load: (until: number) => Promise<string>) {
    const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const health: number[] = [];
    const products: number[] = [];
    const until = Date.now() + ms;
    const probing = (async () => {
      while (Date.now() < until) {
        const [h, p] = await Promise.all([
          request(probeAgent, `${base}/api/v1/health`),
          request(probeAgent, `${base}/api/v1/products?limit=20`),
        ]);
        health.push(h.ms);
        products.push(p.ms);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const note = await load(until);
    await probing;
    probeAgent.destroy();
    const fmt = (v: number) => v.toFixed(1);
    rows.push([
      name,
      String(health.length),
      fmt(percentile(health, 50)),
      fmt(percentile(health, 99)),
      fmt(percentile(products, 50)),
      fmt(percentile(products, 99)),
      note,
    ]);
  }

  const countStatuses = (samples: Sample[]) => {
    const counts = new Map<number, number>();
    for (const s of samples) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
    return [...counts].map(([status, n]) => `${n}x${status}`).join(' ');
  };

  await phase('quiet', 3000, async (until) => {
    while (Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    return '';
  });

  const loginFlood = (addresses: (n: number) => string) => async (until: number) => {
    const samples: Sample[] = [];
    let n = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (Date.now() < until) {
          n += 1;
          samples.push(
            await request(false, `${base}/api/v1/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: `nobody${n}@example.test`, password: 'Secret123' }),
              localAddress: addresses(n),
            }),
          );
        }
      }),
    );
    return `logins: ${countStatuses(samples)}`;
  };
  await phase(
    'login flood, 16 connections, one address',
    5000,
    loginFlood(() => '127.0.0.1'),
  );
  // Every login from a new address: no address reaches its failure limit, so every request
  // costs a password hash (or a place in the hashing queue).
  await phase(
    'login flood, 16 connections, a new address each',
    5000,
    loginFlood((n) => `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`),
  );

  // 40 shoppers registering and then logging in at the same moment, each from an address of
  // their own: every request costs a hash, and all must be served within 5 s (decision 074).
  // As the storefront does, a 503 is tried once more after its Retry-After.
  await phase('sign-up burst, 40 shoppers register + log in', 6000, async () => {
    const started = performance.now();
    const firstTries: Sample[] = [];
    const shoppers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const email = `burst${i}-${Date.now()}@example.test`;
        const post = async (path: string, body: object) => {
          const send = () =>
            request(false, `${base}/api/v1/auth/${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
              localAddress: `127.2.0.${i + 1}`,
            });
          const first = await send();
          firstTries.push(first);
          if (first.status !== 503 || !first.retryAfter) return first;
          await new Promise((resolve) => setTimeout(resolve, (first.retryAfter ?? 0) * 1000));
          return send();
        };
        const password = 'Secret123';
        const registered = await post('register', {
          name: 'Shopper',
          email,
          phone: '01012345678',
          address: '12 Tahrir Square',
          password,
          confirmPassword: password,
        });
        const loggedIn = await post('login', { email, password });
        return { registered, loggedIn, ms: performance.now() - started };
      }),
    );
    const done = shoppers.map((s) => s.ms);
    return (
      `first tries ${countStatuses(firstTries)}; in the end ` +
      `register ${countStatuses(shoppers.map((s) => s.registered))}, ` +
      `login ${countStatuses(shoppers.map((s) => s.loggedIn))}, ` +
      `each in p50 ${percentile(done, 50).toFixed(0)} ms, all in ${Math.max(...done).toFixed(0)} ms`
    );
  });

  // A smooth 20 Mpx photo (a gradient compresses to well under the 5 MB upload limit).
  const width = 5000;
  const height = 4000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = x % 256;
      raw[i + 1] = y % 256;
      raw[i + 2] = (x + y) % 256;
    }
  }
  const photo = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const bomb = blankPng(6300, 6300);

  const uploads = async (file: Buffer, name: string) => {
    const form = multipartBody([{ name: 'image', filename: name, content: file }]);
    const samples = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(loadAgent, `${base}/api/v1/users/upload-image`, {
          method: 'POST',
          headers: { ...form.headers, token },
          body: form.payload,
        }),
      ),
    );
    return samples;
  };

  const rssBefore = residentMb(pid);
  let photoNote = '';
  await phase(
    `20 uploads of a ${(photo.length / 1e6).toFixed(1)} MB 20 Mpx photo`,
    4000,
    async () => {
      const samples = await uploads(photo, 'photo.jpg');
      photoNote = `${countStatuses(samples)}, slowest ${Math.max(...samples.map((s) => s.ms)).toFixed(0)} ms`;
      return photoNote;
    },
  );
  const rssAfterPhotos = residentMb(pid);
  await phase('20 uploads of a 4.9 KB PNG of 39.7 Mpx', 2000, async () => {
    const samples = await uploads(bomb, 'bomb.png');
    return countStatuses(samples);
  });
  const rssAfterBombs = residentMb(pid);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const rssLater = residentMb(pid);
  loadAgent.destroy();

  const header = [
    'phase',
    'probes',
    'health p50',
    'health p99',
    'products p50',
    'products p99',
    'load',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(
    `\nFloods against the store (${serverUrl ? 'PostgreSQL' : 'embedded database'}), latencies in ms`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nServer RSS: ${rssBefore} MB before the uploads, ${rssAfterPhotos} MB after 20 photos, ` +
      `${rssAfterBombs} MB after 20 decompression bombs, ${rssLater} MB 10 s later`,
  );
} finally {
  await store.stop();
  await dropDatabase?.();
}
