/**
 * The store behind the cluster's HAProxy (scripts/cluster-pieces.ts), as `npm run cluster`
 * runs it: real API processes (the compiled server) with TRUST_PROXY naming HAProxy, and real
 * sockets. A client that writes its own X-Forwarded-For must not escape the login guard, and
 * HAProxy bounds the connections one client address holds (issue 20, items 1 and 3; decisions
 * 069 and 070). On PostgreSQL two processes share the database; on the embedded one, one
 * process.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../../scripts/build-api.mjs';
import { HAPROXY_TRUST_PROXY, startHaproxy, type Haproxy } from '../../../scripts/cluster-pieces';
import { freePort, ROOT, startStore, type StoreProcess } from '../../../scripts/store-process';
import { createTestContext, type TestContext } from './test/harness';

const hasHaproxy = existsSync('/usr/sbin/haproxy');
if (!hasHaproxy) {
  console.warn('forwarded-for.test.ts: haproxy is not installed (apt-get install haproxy)');
}
const serverUrl = process.env.TEST_DATABASE_URL;
const apiDir = path.join(ROOT, 'apps/api');
const outDir = path.join(apiDir, '.tmp', `build-${randomUUID()}`);
const serverJs = path.relative(apiDir, path.join(outDir, 'server.js'));

/** A connection from `localAddress` (all of 127/8 is this machine). */
function open(port: number, localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** GET /api/v1/health over a new connection from `localAddress`: its status, or 'closed'. */
async function health(port: number, localAddress: string): Promise<number | 'closed'> {
  // Refused at once, the connection may be reset before it is even reported open.
  const socket = await open(port, localAddress).catch(() => null);
  if (!socket) return 'closed';
  socket.setEncoding('utf8');
  let text = '';
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write('GET /api/v1/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
  await closed;
  const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
  return status ? Number(status) : 'closed';
}

/** A connection from `localAddress` that had one request answered and stays open. */
async function answeredAndKept(port: number, localAddress: string): Promise<Socket> {
  const socket = await open(port, localAddress);
  const answered = new Promise((resolve, reject) => {
    socket.once('data', resolve);
    socket.once('close', () => reject(new Error(`${localAddress}: closed before an answer`)));
  });
  socket.write('GET /api/v1/health HTTP/1.1\r\nHost: shop\r\n\r\n');
  await answered;
  return socket;
}

describe.runIf(hasHaproxy)('behind the cluster’s HAProxy', () => {
  let ctx: TestContext | null = null;
  const stores: StoreProcess[] = [];
  let haproxy: Haproxy;
  const held: Socket[] = [];

  beforeAll(async () => {
    await buildApi(outDir);
    // On PostgreSQL a migrated throwaway database both processes share.
    if (serverUrl) ctx = await createTestContext();
    const env = {
      TRUST_PROXY: HAPROXY_TRUST_PROXY,
      JWT_SECRET: randomBytes(48).toString('base64'),
      SEED_DEMO: 'false',
      ARGON2_MEMORY_KIB: '1024',
      LOGIN_MAX_FAILURES: '5',
      ...(ctx?.databaseUrl ? { DATABASE_URL: ctx.databaseUrl } : {}),
    };
    const start = () =>
      startStore({ nodeArgs: ['--enable-source-maps', serverJs], timeoutMs: 120_000, env });
    stores.push(...(await Promise.all(serverUrl ? [start(), start()] : [start()])));
    haproxy = await startHaproxy({
      port: await freePort(),
      backends: stores.map((store) => Number(new URL(store.baseUrl).port)),
      connectionsPerClient: 3,
    });
  }, 180_000);

  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await haproxy?.stop();
    await Promise.all(stores.map((store) => store.stop()));
    await ctx?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('still answers 429 to wrong passwords each with a new forged X-Forwarded-For', async () => {
    const email = `forged-${randomUUID().slice(0, 8)}@example.test`;
    const post = (url: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${haproxy.url}/api/v1${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const registered = await post('/auth/register', {
      name: 'Target',
      email,
      phone: '01012345678',
      address: '1 Nile Street',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect(registered.status, await registered.text()).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await post(
        '/auth/login',
        { email, password: 'Wrongpassword1' },
        // What a client sends to look like a new address each time, in both shapes.
        { 'x-forwarded-for': i % 2 ? `10.0.0.${i}` : `10.0.0.${i}, 10.9.9.${i}` },
      );
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    // LOGIN_MAX_FAILURES (5) failures, then the pair waits, spread over every process.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('bounds the connections one client address holds, and serves another', async () => {
    // Each held connection is answered once and kept open: HAProxy counted it before it
    // forwarded the request, so the count is up to date however busy the machine (a fixed wait
    // was not, at nice 10 beside the journeys).
    for (let i = 0; i < 3; i += 1) held.push(await answeredAndKept(haproxy.port, '127.0.0.6'));
    expect(await health(haproxy.port, '127.0.0.6')).toBe('closed');
    expect(await health(haproxy.port, '127.0.0.7')).toBe(200);
  });
});
