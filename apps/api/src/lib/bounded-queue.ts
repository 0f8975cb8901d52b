/**
 * Runs at most `concurrency` tasks at once and lets more wait, within two bounds: at most
 * `queue` waiting, and, when `maxWaitMs` is given, only as many as would start within that
 * time. Past either bound a task is refused at once instead of waiting behind a flood.
 *
 * The time bound needs the length of a task: the queue keeps a running estimate of it (a moving
 * average of the tasks it ran, seeded with `initialEstimateMs`), so a burst that the workers
 * would finish in a second or two waits and is served, whatever its count, while a flood that
 * would keep a newcomer waiting past `maxWaitMs` is refused with that expected wait, which is
 * also when the backlog in front of it will be gone (decision 074).
 */
export type BoundedQueueOptions = {
  concurrency: number;
  /** The most tasks that may wait, whatever the time. */
  queue: number;
  /** Refuse a task expected to wait longer than this; unset: only `queue` bounds the wait. */
  maxWaitMs?: number;
  /** The length of a task before any has finished. */
  initialEstimateMs?: number;
  /** The error a refused task fails with, given the wait it was expected to have. */
  whenFull: (expectedWaitMs: number) => Error;
  /** Milliseconds from any fixed point (tests pass a clock of their own). */
  now?: () => number;
};

/** The weight of the last task in the running estimate. */
const ESTIMATE_WEIGHT = 0.2;

export function createBoundedQueue(options: BoundedQueueOptions) {
  const now = options.now ?? (() => performance.now());
  let running = 0;
  let estimateMs = options.initialEstimateMs ?? 100;
  const waiting: Array<() => void> = [];

  /** How long a task arriving now waits: the tasks ahead of it, `concurrency` at a time. */
  const expectedWaitMs = () =>
    running < options.concurrency
      ? 0
      : Math.ceil((waiting.length + 1) / options.concurrency) * estimateMs;

  const next = () => {
    running -= 1;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        const wait = expectedWaitMs();
        if (
          waiting.length >= options.queue ||
          (options.maxWaitMs !== undefined && wait > options.maxWaitMs)
        ) {
          throw options.whenFull(wait);
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      const started = now();
      try {
        return await task();
      } finally {
        const took = now() - started;
        estimateMs += (took - estimateMs) * ESTIMATE_WEIGHT;
        next();
      }
    },
    /** What a task arriving now would be expected to wait, in milliseconds. */
    expectedWaitMs,
    /** The running estimate of one task's length, in milliseconds. */
    estimateMs: () => estimateMs,
  };
}
