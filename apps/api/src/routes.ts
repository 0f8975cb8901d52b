import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { healthRoutes } from './modules/health/health.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';

/** Every module of /api/v1. Each registers its own routes with their whole schemas. */
export const apiRoutes: FastifyPluginAsync<{ ping: () => Promise<void> }> = async (
  app,
  options,
) => {
  await app.register(healthRoutes, { ping: options.ping });
  await app.register(authRoutes);
  await app.register(newsletterRoutes);
  await app.register(usersRoutes);
};
