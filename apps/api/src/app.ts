import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { INPUT_LIMITS } from '@electro/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ImageStore } from './lib/images';
import { LOG_REDACT_PATHS, serializeError } from './lib/log-safety';
import { fastifyTrustProxy } from './lib/proxy-trust';
import configPlugin from './plugins/app/config';
import database from './plugins/app/database';
import images from './plugins/app/images';
import passwords from './plugins/app/passwords';
import loginGuard from './plugins/app/login-guard';
import mailSender from './plugins/app/mail-sender';
import storeMail from './plugins/app/store-mail';
import auth from './plugins/app/auth';
import helmet from './plugins/external/helmet';
import cors from './plugins/external/cors';
import rateLimit from './plugins/external/rate-limit';
import compress from './plugins/external/compress';
import multipart from './plugins/external/multipart';
import swagger from './plugins/external/swagger';
import uploads from './plugins/external/uploads';
import storefront from './plugins/external/storefront';
import connectionClose from './plugins/connection-close';
import allowedHosts from './plugins/allowed-hosts';
import connectionLimits from './plugins/connection-limits';
import jsonBodies from './plugins/json-bodies';
import errors, { clientErrorHandler, frameworkErrorHandler } from './plugins/errors';
import routeDocs from './plugins/route-docs';
import bodyLimits from './plugins/body-limits';
import diskReserve from './plugins/disk-reserve';
import publicCache from './plugins/public-cache';
import notFoundPages from './plugins/not-found';
import { responseSerializerCompiler } from './plugins/serializer';
import { apiRoutes } from './routes';
import { seoRoutes, storefrontPageRoutes } from './modules/seo/seo.routes';

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /** Checks the database answers (GET /health). */
  ping: () => Promise<void>;
  jwtSecret: Uint8Array;
  images?: ImageStore;
  /** Where the JSON logs go (standard output by default); tests read them. */
  logStream?: { write: (line: string) => void };
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: LOG_REDACT_PATHS,
            serializers: { err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // A request must arrive, headers and body, within these bounds or it is answered 408
    // (decision 070); Node checks them every connectionsCheckingInterval (30 s by default,
    // which would let a bound of a few seconds run over by that much).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(
        5000,
        Math.ceil(Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS) / 4),
      ),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: INPUT_LIMITS.id },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // While shutting down, a request that still arrives on an open connection is served (with
    // `Connection: close`) rather than refused: every request the process accepted is answered.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // The store's settings and services, each decorating the instance (plugins/app).
  await app.register(configPlugin, { config });
  await app.register(database, { db: options.db });
  await app.register(images, { images: options.images });
  await app.register(passwords);
  await app.register(loginGuard);
  await app.register(mailSender);
  await app.register(storeMail);

  // How every request is read, answered and documented.
  await app.register(allowedHosts);
  await app.register(connectionClose);
  await app.register(connectionLimits);
  await app.register(jsonBodies);
  await app.register(errors);
  await app.register(routeDocs);
  await app.register(bodyLimits);

  // Third-party plugins, one file each (plugins/external).
  await app.register(helmet);
  await app.register(cors);
  await app.register(rateLimit);
  // After the request limit, so a flood of writes to a full disk is still counted.
  await app.register(diskReserve);
  await app.register(compress);
  await app.register(multipart);
  await app.register(swagger);

  await app.register(auth, { secret: options.jwtSecret, ttlSeconds: config.TOKEN_TTL_SECONDS });
  await app.register(uploads);
  await app.register(publicCache, {
    ttlMs: config.PUBLIC_CACHE_TTL_MS,
    maxBytes: config.PUBLIC_CACHE_MAX_BYTES,
  });
  await app.register(apiRoutes, { prefix: '/api/v1', ping: options.ping });

  const withStorefront = existsSync(path.join(config.WEB_DIST, 'index.html'));
  await app.register(notFoundPages, { storefront: withStorefront });
  // robots.txt and the sitemaps, and the storefront's pages at their real addresses.
  await app.register(seoRoutes);
  if (withStorefront) {
    await app.register(storefront);
    await app.register(storefrontPageRoutes);
  }

  return app;
}
