import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/** Any origin may call the API (a client on another origin signs in with a header, no cookie). */
async function corsPlugin(app: FastifyInstance) {
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Idempotency-Key: a client on another origin makes its checkout safe to repeat too.
    allowedHeaders: ['token', 'authorization', 'content-type', 'idempotency-key'],
    // A busy store's 503 and a 429 say when to come back; the storefront waits that long once.
    exposedHeaders: ['retry-after'],
    maxAge: 86_400,
  });
}

export default fp(corsPlugin, { name: 'cors' });
