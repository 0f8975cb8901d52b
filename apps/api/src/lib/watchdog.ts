import { Worker } from 'node:worker_threads';

/**
 * Ends the process when its main thread stops running JavaScript for `timeoutMs` (decision 072).
 *
 * The embedded database runs on the main thread, inside WebAssembly: when it wedged (the
 * outside probe saw it spin at 100% CPU after a full disk, for minutes, even once space came
 * back) no request was answered, /health included, yet the port stayed open, so nothing
 * restarted the process. A timer on the main thread cannot notice that, so the main thread
 * only beats (a counter in shared memory, every `beatMs`) and a worker thread watches the
 * counter. When it has not moved for `timeoutMs`, the worker writes one line to standard error
 * (straight to the descriptor: the process's own streams are written by the blocked thread)
 * and kills the process with SIGKILL, the one way a worker can end it while the main thread
 * is blocked (a SIGTERM handler would wait for that thread). The supervisor (systemd,
 * Docker, Kubernetes) sees a failed exit and starts it again.
 */
const WATCHER = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beats = new Int32Array(workerData.buffer);
let last = Atomics.load(beats, 0);
let lastMovedAt = Date.now();
setInterval(() => {
  const now = Date.now();
  const current = Atomics.load(beats, 0);
  if (current !== last) {
    last = current;
    lastMovedAt = now;
    return;
  }
  if (now - lastMovedAt < workerData.timeoutMs) return;
  writeSync(2, JSON.stringify({
    level: 60,
    time: now,
    pid: process.pid,
    msg: 'watchdog: the main thread has not run for ' + (now - lastMovedAt) +
      ' ms (a database call that never returned?); exiting for the supervisor to restart',
  }) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, workerData.checkMs);
`;

export type Watchdog = { stop: () => Promise<void> };

export function startWatchdog(options: { timeoutMs: number; beatMs?: number }): Watchdog {
  const beatMs = options.beatMs ?? Math.min(1000, Math.max(50, options.timeoutMs / 4));
  const buffer = new SharedArrayBuffer(4);
  const beats = new Int32Array(buffer);
  const beat = setInterval(() => Atomics.add(beats, 0, 1), beatMs).unref();
  const worker = new Worker(WATCHER, {
    eval: true,
    // A plain script: not the parent's flags (tsx's loader, --input-type=module).
    execArgv: [],
    workerData: { buffer, timeoutMs: options.timeoutMs, checkMs: beatMs },
  });
  // The watcher never keeps the process alive on its own, and never ends it but as above.
  worker.unref();
  worker.on('error', (error) => process.emitWarning(`the watchdog stopped: ${error.message}`));
  return {
    stop: async () => {
      clearInterval(beat);
      await worker.terminate();
    },
  };
}
