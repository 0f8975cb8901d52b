import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { plainAddress, trustedPeer } from '../lib/proxy-trust';

/**
 * At most MAX_CONNECTIONS_PER_ADDRESS open connections from one address (decision 070): each
 * one holds a file descriptor for as long as its request takes to arrive (up to
 * REQUEST_TIMEOUT_MS), and one address holding them all would leave none for anyone else. A
 * connection beyond the bound is closed as soon as it is accepted, before a byte is read:
 * answering it would mean reading its request, which is the cost being bounded.
 *
 * Connections from a trusted proxy (TRUST_PROXY) are not counted: every client behind it
 * arrives from its address, so the proxy bounds connections per client itself (the cluster's
 * HAProxy does, with a stick-table).
 */
async function connectionLimits(app: FastifyInstance) {
  const max = app.config.MAX_CONNECTIONS_PER_ADDRESS;
  if (max <= 0) return;
  const fromProxy = trustedPeer(app.config.TRUST_PROXY);
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const raw = socket.remoteAddress;
    if (!raw || fromProxy(raw)) return;
    const address = plainAddress(raw);
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

export default fp(connectionLimits, { name: 'connection-limits', dependencies: ['config'] });
