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

  it('lets a burst wait that its workers finish within maxWaitMs, whatever its count', async () => {
    // 40 tasks of 100 ms, 2 at a time: the last one starts 2 s in, under the 3 s bound. A
    // count of 16 waiting (the old bound) refused 22 of these at once.
    let clock = 0;
    const queue = createBoundedQueue({
      concurrency: 2,
      queue: 1000,
      maxWaitMs: 3000,
      initialEstimateMs: 100,
      now: () => clock,
      whenFull: (wait) => new Error(`full, ${wait} ms`),
    });
    const gates = Array.from({ length: 40 }, () => deferred());
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        await gate.promise;
        clock += 100;
        return i;
      }),
    );
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual(gates.map((_, i) => i));
  });

  it('refuses a task expected to wait past maxWaitMs, with that wait', async () => {
    const queue = createBoundedQueue({
      concurrency: 2,
      queue: 1000,
      maxWaitMs: 1000,
      initialEstimateMs: 100,
      now: () => 0,
      whenFull: (wait) => Object.assign(new Error('full'), { wait }),
    });
    const gate = deferred();
    // 2 running and 18 waiting: the next one starts after 10 rounds of 100 ms, as does the one
    // after it (two start per round); the one after those would wait 1100 ms.
    const runs = Array.from({ length: 20 }, () => queue.run(() => gate.promise));
    expect(queue.expectedWaitMs()).toBe(1000);
    runs.push(
      queue.run(() => gate.promise),
      queue.run(() => gate.promise),
    );
    const refused = await queue
      .run(async () => 'late')
      .then(
        () => null,
        (e: { wait: number }) => e.wait,
      );
    expect(refused).toBe(1100);
    gate.resolve();
    await Promise.all(runs);
  });

  it('learns the length of a task, so slow tasks bound the queue sooner', async () => {
    let clock = 0;
    const queue = createBoundedQueue({
      concurrency: 1,
      queue: 1000,
      maxWaitMs: 2000,
      initialEstimateMs: 10,
      now: () => clock,
      whenFull: () => new Error('full'),
    });
    // Tasks of 1 s each: the estimate moves from 10 ms towards 1 s.
    for (let i = 0; i < 30; i += 1) {
      await queue.run(async () => {
        clock += 1000;
      });
    }
    expect(queue.estimateMs()).toBeGreaterThan(990);
    const gate = deferred();
    const running = queue.run(() => gate.promise);
    const waitingOne = queue.run(() => gate.promise);
    // One running and one waiting: a third would wait about 2 s, within the bound; a fourth not.
    const third = queue.run(() => gate.promise);
    await expect(queue.run(async () => 'x')).rejects.toThrow('full');
    gate.resolve();
    await Promise.all([running, waitingOne, third]);
  });
});
