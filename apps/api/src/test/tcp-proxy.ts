import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP relay between the store and its PostgreSQL server that a test can cut: every open
 * connection drops, and new ones are refused, until it is restored. This is what the store sees
 * when the database restarts or the network between them fails.
 */
export type TcpProxy = {
  port: number;
  cut: () => void;
  /**
   * The next chunk the store sends that holds `pattern` (e.g. `commit`) reaches the server, and
   * then that one connection drops: the server acts on it, the store never hears the answer.
   * Resolves once it happened. Other and later connections are untouched.
   */
  cutAfter: (pattern: string) => Promise<void>;
  restore: () => void;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let open = true;
  let trigger: { pattern: Buffer; fired: () => void } | null = null;
  const server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      const armed = trigger;
      if (armed && chunk.includes(armed.pattern)) {
        trigger = null;
        // The chunk goes out before the end of the stream, so the server reads it, acts on it,
        // and only then finds the connection closed.
        upstream.end(chunk);
        client.destroy();
        armed.fired();
        return;
      }
      if (!upstream.write(chunk)) {
        client.pause();
        upstream.once('drain', () => client.resume());
      }
    });
    client.on('end', () => upstream.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    cutAfter: (pattern) =>
      new Promise<void>((fired) => {
        trigger = { pattern: Buffer.from(pattern), fired };
      }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
