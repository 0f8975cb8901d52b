import { describe, expect, it } from 'vitest';
import { createBoundedQueue } from './bounded-queue';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createBoundedQueue', () => {
  it('runs `concurrency` tasks, queues `queue` more and refuses the rest at once', async () => {
    const queue = createBoundedQueue({
      concurrency: 2,
      queue: 1,
      whenFull: () => new Error('full'),
    });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await expect(queue.run(async () => 99)).rejects.toThrow('full');
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[0]?.resolve();
    expect(await runs[0]).toBe(0);
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    gates[1]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    // Room again: a new task runs.
    expect(await queue.run(async () => 7)).toBe(7);
  });

  it('frees its place when a task fails', async () => {
    const queue = createBoundedQueue({
      concurrency: 1,
      queue: 0,
      whenFull: () => new Error('full'),
    });
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'ok')).toBe('ok');
  });
});
