import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, synonymsBodySchema, synonymsResponseSchema } from '@electro/shared';
import { requireForAll } from '../../plugins/app/auth';
import { servicesOf } from '../../lib/services';
import { readSynonyms, replaceSynonyms } from './search-synonyms';

export const synonymsMessages = {
  list: 'Search synonyms',
  saved: 'Search synonyms saved',
} as const;

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/** GET/PUT /admin/synonyms (contract v1.2): the groups of words a search treats as one. */
export const searchSynonymsRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = servicesOf(app);
  requireForAll(app, 'admin');

  app.get(
    '/admin/synonyms',
    {
      schema: {
        operationId: 'getSynonyms',
        summary: 'Search synonym groups (admin)',
        tags: ['admin'],
        response: { 200: synonymsResponseSchema, ...errors },
      },
    },
    async () => ({
      success: true as const,
      message: synonymsMessages.list,
      synonyms: await readSynonyms(services.db),
    }),
  );

  app.put(
    '/admin/synonyms',
    {
      schema: {
        operationId: 'replaceSynonyms',
        summary: 'Replace the search synonym groups (admin)',
        description:
          'Each group is 2-20 words of 1-40 characters, at most 500 groups; a search for any word of a group also matches the others, from the next request on.',
        tags: ['admin'],
        body: synonymsBodySchema,
        response: { 200: synonymsResponseSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: synonymsMessages.saved,
      synonyms: await replaceSynonyms(services.db, request.body.synonyms),
    }),
  );
};
