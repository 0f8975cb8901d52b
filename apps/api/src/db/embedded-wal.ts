import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's write-ahead log kept within a bound (decision 071).
 *
 * PGlite is PostgreSQL in single-user mode: there is no checkpointer process, and a standalone
 * backend never requests a checkpoint when the log passes max_wal_size, so nothing recycles
 * pg_wal while the store runs (5.7 GB after 2,958 product edits in the outside probe). This
 * runs CHECKPOINT itself: when pg_wal has grown past half the bound (read from the folder on a
 * short timer: one readdir of a few dozen names), and at least every `checkpointIntervalMs`.
 * After a checkpoint PostgreSQL removes or recycles the segments before it, keeping at most
 * max_wal_size of them (`walStartParams`).
 */

/** Bytes of the segment files in a data folder's pg_wal (0 when it does not exist yet). */
export function walBytes(pgdata: string): number {
  const dir = path.join(pgdata, 'pg_wal');
  let total = 0;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    try {
      const stats = statSync(path.join(dir, name));
      if (stats.isFile()) total += stats.size;
    } catch {
      // removed by a checkpoint between the two calls
    }
  }
  return total;
}

/**
 * The settings that keep recycled segments under the bound: after a checkpoint PostgreSQL
 * keeps the segment it is writing, the one the checkpoint starts from and at most
 * max_wal_size of recycled ones, so with a quarter of the bound there (segments are 16 MB,
 * two at least) a checkpoint brings pg_wal back under half the bound, and does not have to
 * run again until the next half has been written.
 */
export function walStartParams(maxMb: number): string[] {
  const keepMb = Math.max(32, Math.floor(maxMb / 4));
  return ['-c', `max_wal_size=${keepMb}MB`, '-c', `min_wal_size=32MB`, '-c', 'wal_keep_size=0'];
}

export type WalKeeperOptions = {
  pgdata: string;
  maxBytes: number;
  checkpoint: () => Promise<void>;
  /** How often pg_wal's size is read. */
  checkIntervalMs?: number;
  /** A checkpoint at least this often, as a server's checkpoint_timeout would. */
  checkpointIntervalMs?: number;
  onError?: (error: unknown) => void;
};

export type WalKeeper = {
  /** Checkpoints now when pg_wal is past half the bound (or when `force`). */
  check: (force?: boolean) => Promise<void>;
  stop: () => void;
};

export function startWalKeeper(options: WalKeeperOptions): WalKeeper {
  const checkIntervalMs = options.checkIntervalMs ?? 2000;
  const checkpointIntervalMs = options.checkpointIntervalMs ?? 5 * 60_000;
  let lastCheckpoint = Date.now();
  let running: Promise<void> | null = null;
  const check = (force = false): Promise<void> => {
    if (running) return running;
    const due =
      force ||
      Date.now() - lastCheckpoint >= checkpointIntervalMs ||
      walBytes(options.pgdata) > options.maxBytes / 2;
    if (!due) return Promise.resolve();
    running = options
      .checkpoint()
      .then(() => {
        lastCheckpoint = Date.now();
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void check(), checkIntervalMs).unref();
  return { check, stop: () => clearInterval(timer) };
}
