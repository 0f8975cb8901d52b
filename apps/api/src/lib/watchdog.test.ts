import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Decision 072: a process whose main thread is stuck (the embedded database spinning inside
// WebAssembly) exits for its supervisor instead of holding its port open for good.

const here = path.dirname(fileURLToPath(import.meta.url));

/** Runs `body` in a child node process (TypeScript through tsx) with the watchdog started. */
function runChild(
  body: string,
): Promise<{ code: number | null; signal: string | null; stderr: string; ms: number }> {
  const script = `
    import { startWatchdog } from ${JSON.stringify(path.join(here, 'watchdog.ts'))};
    const watchdog = startWatchdog({ timeoutMs: 1000 });
    ${body}
  `;
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.join(here, '../..'),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, stderr, ms: Date.now() - started });
    });
  });
}

describe('the watchdog', () => {
  it('ends a process whose main thread never returns, saying so on standard error', async () => {
    // A loop that never yields, as the database engine did after a full disk.
    const result = await runChild(`setTimeout(() => { for (;;) {} }, 100);`);
    expect(result.signal).toBe('SIGKILL');
    expect(result.stderr).toContain('watchdog: the main thread has not run for');
  }, 70_000);

  it('leaves a process that keeps running alone, and lets it exit on its own', async () => {
    // Busy in short slices for 3 s (three times the timeout), then done.
    const result = await runChild(`
      const end = Date.now() + 3000;
      const slice = () => {
        const until = Date.now() + 200;
        while (Date.now() < until) {}
        if (Date.now() < end) setTimeout(slice, 0);
        else void watchdog.stop();
      };
      slice();
    `);
    expect(result.signal).toBeNull();
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('watchdog');
  }, 70_000);
});
