import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ImageStore } from '../lib/images';
import type { PasswordHasher } from '../lib/passwords';
import type { LoginGuard } from '../lib/login-guard';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    db: Database;
    config: Config;
    images: ImageStore;
    passwords: PasswordHasher;
    loginGuard: LoginGuard;
  }
}

export type Services = {
  db: Database;
  config: Config;
  images: ImageStore;
  passwords: PasswordHasher;
  loginGuard: LoginGuard;
};

async function databasePlugin(app: FastifyInstance, services: Services) {
  app.decorate('db', services.db);
  app.decorate('config', services.config);
  app.decorate('images', services.images);
  app.decorate('passwords', services.passwords);
  app.decorate('loginGuard', services.loginGuard);
}

export default fp(databasePlugin, { name: 'database' });
