import { hash, verify } from '@node-rs/argon2';
import { createBoundedQueue } from './bounded-queue';
import { unavailable } from './errors';

/** Argon2id (a const enum in the package's types, so it cannot be imported by name here). */
const ARGON2ID = 2;

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (hashed: string, password: string) => Promise<boolean>;
};

export const passwordMessages = {
  busy: 'The store is busy signing people in. Please try again in a few seconds.',
} as const;

/**
 * Argon2id hashing. Each hash takes tens of milliseconds of a libuv worker thread, which the
 * event loop shares with file reads and compression: the queue keeps a login flood from taking
 * every thread and core, so catalogue reads keep their latency.
 */
export function createPasswordHasher(options: {
  memoryCost: number;
  concurrency?: number;
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
    queue: options.queue ?? 16,
    whenFull: () => unavailable(passwordMessages.busy),
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
