import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './plugins/serializer';
import type { Config } from './config';
import type { Database } from './db/client';
import { createImageStore, type ImageStore, type ThumbnailWidth } from './lib/images';
import { createLoginGuard } from './lib/login-guard';
import { createPasswordHasher } from './lib/passwords';
import { AppError, notFound } from './lib/errors';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin, { clientErrorHandler, frameworkErrorHandler } from './plugins/errors';
import { LOG_REDACT_PATHS, serializeError } from './lib/log-safety';
import { INPUT_LIMITS } from '@electro/shared';
import notFoundPages from './plugins/not-found';
import bodyLimits from './plugins/body-limits';
import routeDocs from './plugins/route-docs';
import publicCache from './plugins/public-cache';
import securityHeaders from './plugins/security-headers';
import { apiRoutes } from './routes';

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
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: INPUT_LIMITS.id },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // While shutting down, a request that still arrives on an open connection is served (with
    // `Connection: close`) rather than refused: every request the process accepted is answered.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // Two kinds of answer close their connection instead of keeping it alive:
  // - once closing starts: the server stops only when no connection is left, and an idle
  //   kept-alive one would hold it until the timeout;
  // - an answer sent before a form's body was read to its end (refused at its second cover
  //   image): the unread rest would be parsed as the next request, and the connection would
  //   hang; so would a body larger than any the store accepts, or of unknown length.
  // A JSON body refused unread from its declared length (a route's body limit) stays open:
  // Node reads the rest and throws it away, and the client gets its answer instead of a reset.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const discardsUnreadBody = (request: FastifyRequest) => {
    const declared = Number(request.headers['content-length']);
    return (
      !/^multipart\//i.test(request.headers['content-type'] ?? '') &&
      Number.isFinite(declared) &&
      declared <= config.BODY_LIMIT_BYTES
    );
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const unread = !request.raw.complete;
    if (closing || (unread && !discardsUnreadBody(request))) {
      reply.header('connection', 'close');
    } else if (unread) {
      // Fastify closes after any body it could not parse; this one Node will discard.
      reply.removeHeader('connection');
    }
    return payload;
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // Bodies are JSON or multipart; anything else is a 415 rather than a string no schema fits.
  app.removeContentTypeParser('text/plain');
  // A PUT or DELETE without a body is fine even when the client says it sends JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: config.BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      // Empty or blank: look for the first non-blank character rather than copy a trimmed body.
      if (!/\S/.test(text)) return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError('BAD_REQUEST', 'The request body is not valid JSON.'), undefined);
      }
    },
  );

  await app.register(databasePlugin, {
    db: options.db,
    config,
    images:
      options.images ??
      createImageStore({
        root: path.join(config.DATA_DIR, 'uploads'),
        maxSide: config.IMAGE_MAX_SIDE,
        maxPixels: config.IMAGE_MAX_PIXELS,
      }),
    passwords: createPasswordHasher({
      memoryCost: config.ARGON2_MEMORY_KIB,
      concurrency: config.PASSWORD_HASH_CONCURRENCY,
      queue: config.PASSWORD_HASH_QUEUE,
    }),
    loginGuard: createLoginGuard({
      maxFailures: config.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      blockSeconds: config.LOGIN_BLOCK_SECONDS,
    }),
  });
  await app.register(errorsPlugin);
  await app.register(routeDocs);
  await app.register(bodyLimits);

  await app.register(securityHeaders);
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['token', 'authorization', 'content-type'],
    maxAge: 86_400,
  });
  if (config.RATE_LIMIT_PER_MINUTE > 0) {
    await app.register(rateLimit, {
      max: config.RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
  }
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 costs little CPU per response; the storefront's files are compressed at
    // build time at the highest level and served as they are (preCompressed below).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 12, fields: 40 },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Electro store API',
        description: 'The /api/v1 contract of the Electro store (see API.md).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authPlugin, {
    secret: options.jwtSecret,
    ttlSeconds: config.TOKEN_TTL_SECONDS,
  });

  // /uploads/w400/products/<id>.webp: the 400 px wide copy of /uploads/products/<id>.webp.
  app.get<{ Params: { width: string; '*': string } }>(
    '/uploads/w:width/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const width = Number(request.params.width) as ThumbnailWidth;
      const file = await app.images.thumbnail(request.params['*'], width);
      if (!file) throw notFound('Image');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(createReadStream(file));
    },
  );

  await app.register(fastifyStatic, {
    root: app.images.root,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    // Keys are random and never rewritten, so a year of caching is safe.
    setHeaders: (res) => {
      res.header('access-control-allow-origin', '*');
      res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });

  await app.register(publicCache, {
    ttlMs: config.PUBLIC_CACHE_TTL_MS,
    maxBytes: config.PUBLIC_CACHE_MAX_BYTES,
  });
  await app.register(apiRoutes, { prefix: '/api/v1', ping: options.ping });

  const indexFile = path.join(config.WEB_DIST, 'index.html');
  const storefront = existsSync(indexFile);
  await app.register(notFoundPages, { storefront });
  if (storefront) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const cacheable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  return app;
}
