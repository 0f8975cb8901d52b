import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/** Bodies are JSON or multipart; anything else is a 415 rather than a string no schema fits. */
async function jsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  // A PUT or DELETE without a body is fine even when the client says it sends JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: app.config.BODY_LIMIT_BYTES },
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
}

export default fp(jsonBodies, { name: 'json-bodies', dependencies: ['config'] });
