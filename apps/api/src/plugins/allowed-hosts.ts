import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { allowedHostsFor, allowedHostsMessages, isAllowedHost } from '../lib/allowed-hosts';

/**
 * Refuses, with 400, a request whose Host is not one the store serves (lib/allowed-hosts.ts,
 * decision 076): image URLs built from the request's origin then only ever name an allowed
 * host. /health is exempt: a load balancer's probe often names the instance's address, and
 * its answer holds no URL.
 */
async function allowedHosts(app: FastifyInstance) {
  const allowed = allowedHostsFor(app.config);
  if (!allowed) return;
  app.addHook('onRequest', async (request, reply) => {
    if (isAllowedHost(request.host, allowed)) return;
    if (request.url === '/api/v1/health' || request.url.startsWith('/api/v1/health?')) return;
    return reply
      .status(400)
      .header('cache-control', 'no-store')
      .send({ success: false, message: allowedHostsMessages.refused });
  });
}

export default fp(allowedHosts, { name: 'allowed-hosts', dependencies: ['config'] });
