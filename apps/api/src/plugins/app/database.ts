import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * The database the store reads and writes (PGlite or PostgreSQL, opened by the caller). It
 * depends on the settings so that a plugin that depends on it finds them too.
 */
async function databasePlugin(app: FastifyInstance, options: { db: Database }) {
  app.decorate('db', options.db);
}

export default fp(databasePlugin, { name: 'database', dependencies: ['config'] });
