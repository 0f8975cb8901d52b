import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    config: Config;
  }
}

/** The store's settings, read once at start (config.ts). */
async function configPlugin(app: FastifyInstance, options: { config: Config }) {
  app.decorate('config', options.config);
}

export default fp(configPlugin, { name: 'config' });
