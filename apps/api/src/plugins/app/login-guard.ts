import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLoginGuard, type LoginGuard } from '../../lib/login-guard';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    loginGuard: LoginGuard;
  }
}

/** How often the rows of failures that are forgotten are deleted from the database. */
export const LOGIN_FAILURES_CLEANUP_MS = 5 * 60 * 1000;

/**
 * Failed logins counted per account and per address, and the wait they earn; kept in the
 * database, so every process on one PostgreSQL server counts the same failures.
 */
async function loginGuardPlugin(app: FastifyInstance) {
  const { config } = app;
  const guard = createLoginGuard({
    db: app.db,
    maxFailures: config.LOGIN_MAX_FAILURES,
    maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    blockSeconds: config.LOGIN_BLOCK_SECONDS,
    cleanupEveryMs: LOGIN_FAILURES_CLEANUP_MS,
    onCleanupError: (error) =>
      app.log.warn({ err: error }, 'expired failed-login counts could not be deleted'),
  });
  app.decorate('loginGuard', guard);
  app.addHook('onClose', async () => guard.close());
}

export default fp(loginGuardPlugin, { name: 'login-guard', dependencies: ['config', 'database'] });
