import { Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /**
     * A route that reads a multipart form: the largest body it accepts (lib/multipart.ts,
     * formBodyLimit). Every such route names it; a refused form up to it is read and thrown away.
     */
    formBodyLimit?: number;
  }
}

/** Once closing starts, how long a refused body still arriving keeps its connection. */
const LINGER_WHEN_CLOSING_MS = 1000;

/**
 * An answer sent before its request's body was read to its end (a 401 or 403 for an upload, a
 * 413 or 415 from the headers, a form refused at its second cover image) reaches a client that
 * is still writing. Closing the connection then made the kernel reset it under the client's
 * writes, and the reset often arrived before the answer: a network error instead of the 401 that
 * ends a session (decision 073). So the rest of such a body is read and thrown away, a lingering
 * close as nginx does, and the connection stays open for the next request, when:
 * - its length is declared and at most the largest body the route accepts (its form's, else
 *   BODY_LIMIT_BYTES); a larger body, or one of unknown length, closes its connection;
 * - it arrives within REFUSED_BODY_LINGER_MS of the answer (30 s, nginx's lingering_time); a body
 *   still arriving then has its connection cut.
 * Node's parser counts the declared length, so the rest is read as this request's body and never
 * parsed as the next request. Once closing starts, every answer closes its connection: the
 * server stops only when no connection is left, and an idle kept-alive one would hold it until
 * the timeout; a body still being thrown away then has LINGER_WHEN_CLOSING_MS left.
 */
async function connectionClose(app: FastifyInstance) {
  const { config } = app;
  const lingerMs = config.REFUSED_BODY_LINGER_MS;
  let closing = false;
  /** The refused bodies being read, each with the way to cut its connection sooner. */
  const lingering = new Set<(withinMs: number) => void>();
  app.addHook('preClose', async () => {
    closing = true;
    for (const cutWithin of lingering) cutWithin(LINGER_WHEN_CLOSING_MS);
  });

  app.addHook('onRoute', (route) => {
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    const config = route.config as { formBodyLimit?: number } | undefined;
    if (consumes.includes('multipart/form-data') && !config?.formBodyLimit) {
      throw new Error(`${route.method} ${route.url} reads a form: give it config.formBodyLimit`);
    }
  });

  const discardsUnreadBody = (request: FastifyRequest) => {
    // Chunked bodies declare no length (NaN): their size is unknown until read.
    const declared = Number(request.headers['content-length']);
    const limit = Math.max(config.BODY_LIMIT_BYTES, request.routeOptions.config.formBodyLimit ?? 0);
    return Number.isFinite(declared) && declared <= limit;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const unread = !request.raw.complete;
    if (closing || (unread && !discardsUnreadBody(request))) {
      reply.header('connection', 'close');
    } else if (unread) {
      // Fastify closes after any body it could not parse; this one is read to its end instead.
      reply.removeHeader('connection');
      throwAwayRest(request, reply.raw);
    }
    return payload;
  });

  /** Reads the rest of a refused body and drops it, within REFUSED_BODY_LINGER_MS. */
  function throwAwayRest(request: FastifyRequest, answer: ServerResponse) {
    const body = request.raw;
    const socket = body.socket;
    // A form's reader may still hold the body (piped into the multipart parser).
    body.unpipe();
    body.resume();
    // An injected request (tests, app.inject) has no connection to keep or to cut.
    if (!(socket instanceof Socket)) return;
    const deadline = Date.now() + lingerMs;
    let timer = setTimeout(() => socket.destroy(), lingerMs);
    const cutWithin = (withinMs: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => socket.destroy(), Math.min(withinMs, deadline - Date.now()));
    };
    lingering.add(cutWithin);
    const done = () => {
      clearTimeout(timer);
      body.off('end', done);
      // The connection may carry many requests: leave no listener on it.
      socket.off('close', done);
      if (!lingering.delete(cutWithin) || !closing) return;
      // Closing: once its answer is out, the connection is idle and is not kept.
      const closeIdle = () => app.server.closeIdleConnections();
      if (answer.writableFinished) closeIdle();
      else answer.once('finish', closeIdle);
    };
    body.once('end', done);
    socket.once('close', done);
  }
}

export default fp(connectionClose, { name: 'connection-close', dependencies: ['config'] });
