/**
 * The real server process (src/server.ts): how it stops. An orchestrator sends SIGTERM under
 * load; every request the process accepted must get its answer, and it must exit 0.
 */
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startStore } from '../../../scripts/store-process';

describe('SIGTERM under load', () => {
  // 30 queued hashes at 8 MiB, one at a time: about 2 s on a quiet machine, more under load.
  it('answers every request in flight, refuses new connections, and exits 0', async () => {
    let arrived = 0;
    const store = await startStore({
      onLogLine: (line) => {
        if (line.includes('incoming request') && line.includes('/api/v1/auth/login')) arrived += 1;
      },
      env: {
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        // Hashes slow enough (and queued) that the requests are still running at SIGTERM.
        ARGON2_MEMORY_KIB: '8192',
        PASSWORD_HASH_CONCURRENCY: '1',
        PASSWORD_HASH_QUEUE: '100',
        // All 30 wait, however long this machine takes to hash them.
        PASSWORD_HASH_MAX_WAIT_MS: '60000',
        SHUTDOWN_TIMEOUT_MS: '30000',
        // 30 failed logins from one address pass its limit of 20 (the login guard's own tests
        // cover it): a request that reached the guard's check after the 20th failure answered
        // 429 on a busy machine. This test is about the answers in flight, whatever they say.
        LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      },
      timeoutMs: 60_000,
    });
    try {
      const exited = once(store.child, 'exit');
      const inFlight = Array.from({ length: 30 }, (_, i) =>
        fetch(`${store.baseUrl}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `nobody${i}@example.test`, password: 'Secret123' }),
        }).then(
          async (res) => ({ status: res.status, body: (await res.json()) as { message: string } }),
          (error: unknown) => ({ status: 0, body: { message: String(error) } }),
        ),
      );
      // The signal comes once the server has accepted all 30 (it logs each as it arrives).
      while (arrived < 30) await new Promise((resolve) => setTimeout(resolve, 10));
      store.child.kill('SIGTERM');

      const results = await Promise.all(inFlight);
      expect(results.map((r) => r.status)).toEqual(Array(30).fill(401));
      for (const result of results) expect(result.body.message).toBe('Invalid Credentials ');

      const [code] = (await exited) as [number | null];
      expect(code).toBe(0);
      await expect(fetch(`${store.baseUrl}/api/v1/health`)).rejects.toThrow();
    } finally {
      await store.stop();
    }
  }, 120_000);
});
