/**
 * Runs at most `concurrency` tasks at once and lets at most `queue` more wait; past that a task
 * is refused at once instead of waiting behind a flood.
 */
export function createBoundedQueue(options: {
  concurrency: number;
  queue: number;
  /** The error a task refused for a full queue fails with. */
  whenFull: () => Error;
}) {
  let running = 0;
  const waiting: Array<() => void> = [];
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
        if (waiting.length >= options.queue) throw options.whenFull();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        next();
      }
    },
  };
}
