import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLoginGuard, type LoginGuard } from '../../lib/login-guard';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    loginGuard: LoginGuard;
  }
}

/** Failed logins counted per account and per address, and the wait they earn. */
async function loginGuardPlugin(app: FastifyInstance) {
  const { config } = app;
  app.decorate(
    'loginGuard',
    createLoginGuard({
      maxFailures: config.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      blockSeconds: config.LOGIN_BLOCK_SECONDS,
    }),
  );
}

export default fp(loginGuardPlugin, { name: 'login-guard', dependencies: ['config'] });
