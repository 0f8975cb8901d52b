import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder: the module's routes are being built.
export const productsRoutes: FastifyPluginAsyncZod = async () => {};
