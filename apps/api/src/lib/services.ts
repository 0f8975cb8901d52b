import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { TokenSigner } from '../plugins/app/auth';
import type { ImageStore } from './images';
import type { LoginGuard } from './login-guard';
import type { PasswordHasher } from './passwords';
import type { StoreMail } from './store-mail';

/**
 * What every module's service is given: the same named dependencies, never the Fastify
 * instance. A service names the ones it uses (`Pick<Services, 'db' | 'images'>`).
 */
export type Services = {
  db: Database;
  config: Config;
  images: ImageStore;
  passwords: PasswordHasher;
  loginGuard: LoginGuard;
  tokens: TokenSigner;
  mail: StoreMail;
};

/** The services the app's plugins decorated the instance with (plugins/app). */
export function servicesOf(app: FastifyInstance): Services {
  return {
    db: app.db,
    config: app.config,
    images: app.images,
    passwords: app.passwords,
    loginGuard: app.loginGuard,
    tokens: app.tokens,
    mail: app.storeMail,
  };
}
