import { hash, verify } from '@node-rs/argon2';
import { createBoundedQueue } from './bounded-queue';
import { AppError } from './errors';

/** Argon2id (a const enum in the package's types, so it cannot be imported by name here). */
const ARGON2ID = 2;

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (hashed: string, password: string) => Promise<boolean>;
};

export const passwordMessages = {
  busy: 'The store is busy signing people in. Please try again in a few seconds.',
} as const;

/** Seconds to ask a refused client to wait: when the backlog in front of it will be gone. */
export const retryAfterSeconds = (expectedWaitMs: number) =>
  Math.max(1, Math.ceil(expectedWaitMs / 1000));

/**
 * Argon2id hashing. Each hash takes tens of milliseconds of a libuv worker thread, which the
 * event loop shares with file reads and compression: `concurrency` hashes run at once, so a
 * login flood cannot take every thread and core and catalogue reads keep their latency. The
 * others wait as long as their expected wait (from the measured length of a hash) stays within
 * `maxWaitMs`: a burst of sign-ups that the workers finish in a second or two is served, a flood
 * is refused with a Retry-After of its expected wait (decision 074).
 */
export function createPasswordHasher(options: {
  memoryCost: number;
  concurrency?: number;
  maxWaitMs?: number;
  queue?: number;
}): PasswordHasher {
  const argon = {
    algorithm: ARGON2ID,
    memoryCost: options.memoryCost,
    timeCost: 2,
    parallelism: 1,
  };
  const queue = createBoundedQueue({
    concurrency: options.concurrency ?? 2,
    queue: options.queue ?? 1000,
    maxWaitMs: options.maxWaitMs ?? 3000,
    whenFull: (expectedWaitMs) =>
      new AppError('UNAVAILABLE', passwordMessages.busy, {
        headers: { 'retry-after': String(retryAfterSeconds(expectedWaitMs)) },
      }),
  });
  return {
    hash: (password) => queue.run(() => hash(password, argon)),
    verify: (hashed, password) =>
      queue.run(async () => {
        try {
          return await verify(hashed, password);
        } catch {
          return false;
        }
      }),
  };
}
