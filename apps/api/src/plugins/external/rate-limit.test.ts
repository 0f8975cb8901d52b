/**
 * With REDIS_URL, the per-address request limit is counted in Redis and shared by every API
 * process; Redis going away never fails a request. Each run starts its own redis-server on a
 * spare port (the file is skipped, saying so, where the binary is missing).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

const redisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!redisServer) {
  console.warn(
    'rate-limit.test.ts: redis-server is not installed (apt-get install redis-server): ' +
      'the shared request limit is not tested',
  );
}

function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway redis-server, nothing kept on disk; resolves once it accepts connections. */
function startRedis(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start: ${output}`));
    }, 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
}

function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const LIMIT = 1000;

describe.skipIf(!redisServer)('the request limit in Redis (needs redis-server)', () => {
  let port: number;
  let redis: ChildProcess;
  let a: TestContext;
  let b: TestContext;
  const logs: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    port = await sparePort();
    redis = await startRedis(port);
    // The public cache makes the thousand reads below cheap (a hit still counts).
    const settings = {
      RATE_LIMIT_PER_MINUTE: LIMIT,
      REDIS_URL: `redis://127.0.0.1:${port}`,
      PUBLIC_CACHE_TTL_MS: 600_000,
    };
    a = await createTestContext(settings);
    b = await createTestContext(
      { ...settings, LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void logs.push(JSON.parse(line)) } },
    );
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (redis) await stopRedis(redis);
  });

  const hit = (ctx: TestContext, remoteAddress: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/categories', remoteAddress });

  it('shares one address budget between two processes', async () => {
    const address = '203.0.113.60';
    for (let i = 0; i < LIMIT / 2; i += 1) {
      expect((await hit(a, address)).statusCode).toBe(200);
      expect((await hit(b, address)).statusCode).toBe(200);
    }
    const refused = await hit(a, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().success).toBe(false);
    expect((await hit(b, address)).statusCode).toBe(429);
    // Another address has its own budget.
    const other = await hit(b, '203.0.113.61');
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
  });

  it('lets requests through uncounted while Redis is away, logs it, and counts again after', async () => {
    const address = '203.0.113.62';
    expect((await hit(a, address)).headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
    await stopRedis(redis);
    for (let i = 0; i < 5; i += 1) {
      expect((await hit(a, address)).statusCode).toBe(200);
      expect((await hit(b, address)).statusCode).toBe(200);
    }
    await expect
      .poll(() =>
        logs.some((entry) => entry.level === 40 && /Redis is unreachable/.test(entry.msg)),
      )
      .toBe(true);

    redis = await startRedis(port);
    await expect
      .poll(() => logs.some((entry) => /Redis is back/.test(entry.msg)), { timeout: 10_000 })
      .toBe(true);
    // The new server starts empty: the address's count starts over, and both count again.
    expect((await hit(b, address)).headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
    await expect
      .poll(async () => (await hit(a, address)).headers['x-ratelimit-remaining'], {
        timeout: 10_000,
      })
      .toMatch(/^99[0-8]$/);
  });

  it('starts and serves when Redis is not there at all', async () => {
    const nowhere = await sparePort();
    const alone = await createTestContext({
      RATE_LIMIT_PER_MINUTE: LIMIT,
      REDIS_URL: `redis://127.0.0.1:${nowhere}`,
    });
    try {
      expect((await hit(alone, '203.0.113.63')).statusCode).toBe(200);
    } finally {
      await alone.close();
    }
  });
});
