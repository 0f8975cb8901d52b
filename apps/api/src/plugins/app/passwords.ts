import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPasswordHasher, type PasswordHasher } from '../../lib/passwords';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    passwords: PasswordHasher;
  }
}

/** Argon2id password hashing, as costly and as parallel as the settings say. */
async function passwordsPlugin(app: FastifyInstance) {
  const { config } = app;
  app.decorate(
    'passwords',
    createPasswordHasher({
      memoryCost: config.ARGON2_MEMORY_KIB,
      concurrency: config.PASSWORD_HASH_CONCURRENCY,
      maxWaitMs: config.PASSWORD_HASH_MAX_WAIT_MS,
      queue: config.PASSWORD_HASH_QUEUE,
    }),
  );
}

export default fp(passwordsPlugin, { name: 'passwords', dependencies: ['config'] });
