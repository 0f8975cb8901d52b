/**
 * WORKERS > 1: this process is the primary of a Node cluster. It serves nothing itself: it forks
 * the workers (each a whole API process: src/server.ts again, sharing the listening port), starts
 * a new one when one dies unexpectedly, and on SIGTERM or SIGINT hands the signal to every worker,
 * waits until each has finished its requests in flight, and exits.
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { Config } from './config';

/** A worker that served this long before it died was not crash-looping: its delay starts over. */
export const STABLE_AFTER_MS = 60_000;
const FIRST_RESTART_DELAY_MS = 500;
const LONGEST_RESTART_DELAY_MS = 30_000;
/** After SHUTDOWN_TIMEOUT_MS a worker exits by itself; this much later the primary kills it. */
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * How long to wait before replacing a worker, by how many times in a row the worker in that
 * place died soon after it started: 0.5 s, 1 s, 2 s… up to 30 s, so a crash loop does not spin.
 */
export function restartDelayMs(crashesInARow: number): number {
  const doublings = Math.max(0, crashesInARow - 1);
  return Math.min(LONGEST_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.min(doublings, 16));
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
type Level = keyof typeof LEVELS;
export type PrimaryLog = Record<Level, (details: object, message: string) => void>;

/** The primary's log lines, in the same JSON shape as the workers' (pino's). */
export function primaryLog(
  level: Config['LOG_LEVEL'],
  write: (line: string) => void = (line) => process.stdout.write(line),
): PrimaryLog {
  const threshold = level === 'silent' ? Infinity : LEVELS[level];
  const hostname = os.hostname();
  const at =
    (name: Level) =>
    (details: object, msg: string): void => {
      if (LEVELS[name] < threshold) return;
      const line = { level: LEVELS[name], time: Date.now(), pid: process.pid, hostname };
      write(`${JSON.stringify({ ...line, role: 'primary', ...details, msg })}\n`);
    };
  return {
    trace: at('trace'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
  };
}

export type PrimaryOptions = {
  workers: number;
  shutdownTimeoutMs: number;
  log: PrimaryLog;
  /** Told once, when every worker of the first round is listening. */
  onServing?: (address: { port: number }) => void;
};

/**
 * Forks the workers and keeps them running until SIGTERM or SIGINT. Resolves with the exit code:
 * 0 when every worker stopped cleanly, 1 when one had to be cut off or the store never started
 * (a worker died before any was listening: a port in use, a database that refuses, a bad build).
 */
export function runPrimary(options: PrimaryOptions): Promise<number> {
  const { log } = options;
  type Place = { index: number; crashesInARow: number };
  const places: Place[] = Array.from({ length: options.workers }, (_, index) => ({
    index,
    crashesInARow: 0,
  }));
  const running = new Map<Worker, { place: Place; startedAt: number; listening: boolean }>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let listening = 0;
  let serving = false;
  let stopping = false;
  let stopSignal: NodeJS.Signals | null = null;
  let exitCode = 0;

  return new Promise<number>((resolve) => {
    const finishIfStopped = () => {
      if (!stopping || running.size > 0) return;
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.off(signal, onSignal);
      cluster.off('listening', onListening);
      cluster.off('exit', onExit);
      log.info({ exitCode }, 'every worker has stopped');
      resolve(exitCode);
    };

    const stop = (signal: NodeJS.Signals, reason: string) => {
      if (stopping) return;
      stopping = true;
      stopSignal = signal;
      for (const timer of pendingRestarts) clearTimeout(timer);
      pendingRestarts.clear();
      log.info({ signal, workers: running.size }, reason);
      for (const worker of running.keys()) worker.process.kill(signal);
      setTimeout(() => {
        for (const worker of running.keys()) {
          log.error({ workerPid: worker.process.pid }, 'a worker did not stop in time: killing it');
          exitCode = 1;
          worker.process.kill('SIGKILL');
        }
      }, options.shutdownTimeoutMs + SHUTDOWN_GRACE_MS).unref();
      finishIfStopped();
    };

    const fork = (place: Place) => {
      const worker = cluster.fork();
      running.set(worker, { place, startedAt: Date.now(), listening: false });
      log.info({ worker: place.index + 1, workerPid: worker.process.pid }, 'worker started');
    };

    const onListening = (worker: Worker, address: { port: number }) => {
      log.debug({ workerPid: worker.process.pid, port: address.port }, 'worker listening');
      const entry = running.get(worker);
      if (entry) entry.listening = true;
      listening += 1;
      if (!serving && listening >= options.workers) {
        serving = true;
        options.onServing?.(address);
      }
    };

    const onExit = (worker: Worker, code: number | null, signal: string | null) => {
      const entry = running.get(worker);
      if (!entry) return;
      running.delete(worker);
      if (stopping) {
        // A worker still starting when the signal came has nothing in flight: ending by that
        // signal is a clean stop for it. One that was serving must exit 0 by itself.
        const cleanStop = code === 0 || (!entry.listening && signal === stopSignal);
        if (!cleanStop) exitCode = 1;
        log.info({ workerPid: worker.process.pid, code, signal }, 'worker stopped');
        finishIfStopped();
        return;
      }
      if (listening === 0) {
        log.fatal(
          { workerPid: worker.process.pid, code, signal },
          'a worker stopped before the store was serving: stopping',
        );
        exitCode = 1;
        stop('SIGTERM', 'shutting down: the store could not start');
        return;
      }
      const { place, startedAt } = entry;
      place.crashesInARow = Date.now() - startedAt >= STABLE_AFTER_MS ? 1 : place.crashesInARow + 1;
      const delayMs = restartDelayMs(place.crashesInARow);
      log.error(
        { workerPid: worker.process.pid, code, signal, restartInMs: delayMs },
        'a worker stopped unexpectedly: starting another',
      );
      const timer = setTimeout(() => {
        pendingRestarts.delete(timer);
        if (!stopping) fork(place);
      }, delayMs);
      pendingRestarts.add(timer);
    };

    const onSignal = (signal: NodeJS.Signals) =>
      stop(signal, 'shutting down: each worker finishes its requests in flight');

    cluster.on('listening', onListening);
    cluster.on('exit', onExit);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal);
    for (const place of places) fork(place);
  });
}
