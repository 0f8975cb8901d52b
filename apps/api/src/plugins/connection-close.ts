import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Two kinds of answer close their connection instead of keeping it alive:
 * - once closing starts: the server stops only when no connection is left, and an idle
 *   kept-alive one would hold it until the timeout;
 * - an answer sent before a form's body was read to its end (refused at its second cover
 *   image): the unread rest would be parsed as the next request, and the connection would
 *   hang; so would a body larger than any the store accepts, or of unknown length.
 * A JSON body refused unread from its declared length (a route's body limit) stays open:
 * Node reads the rest and throws it away, and the client gets its answer instead of a reset.
 */
async function connectionClose(app: FastifyInstance) {
  const { config } = app;
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
}

export default fp(connectionClose, { name: 'connection-close', dependencies: ['config'] });
