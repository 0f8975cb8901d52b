/**
 * Requests that stop arriving and connections held open from one address (issue 20, item 3;
 * decision 070), through real sockets on a listening store.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

/** A connection from `localAddress` (all of 127/8 is this machine) to the store. */
function open(port: number, localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the store sends until it closes the connection, and how long that took. */
function untilClosed(socket: Socket): Promise<{ text: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve({ text, ms: Date.now() - started }));
  });
}

/** GET /api/v1/health over a fresh connection from `localAddress`: the status, or 'closed'. */
async function health(port: number, localAddress: string): Promise<number | 'closed'> {
  // Refused at once, the connection may be reset before it is even reported open.
  const socket = await open(port, localAddress).catch(() => null);
  if (!socket) return 'closed';
  const closed = untilClosed(socket);
  socket.write('GET /api/v1/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
  const { text } = await closed;
  const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
  return status ? Number(status) : 'closed';
}

/** Resolves once the store has counted `socket` (it answers on it, or closes it). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a request that stops arriving', () => {
  let ctx: TestContext;
  let port: number;

  beforeAll(async () => {
    ctx = await createTestContext({ REQUEST_TIMEOUT_MS: 1500, HEADERS_TIMEOUT_MS: 1000 });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(() => ctx.close());

  it('is answered 408 when its body stops, and its connection closes', async () => {
    const socket = await open(port);
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"em',
    );
    const { text, ms } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('The request took too long to arrive.');
    // Bounded by the setting (1.5 s) and Node's check every quarter of it, with room for a
    // loaded machine; before the bound it never ended.
    expect(ms).toBeLessThan(15_000);
  });

  it('is answered 408 when its headers stop', async () => {
    const socket = await open(port);
    const closed = untilClosed(socket);
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: sh');
    const { text } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still lets a body that keeps arriving finish', async () => {
    // The whole request within the bound, a piece at a time: answered, not cut off.
    const socket = await open(port);
    const closed = untilClosed(socket);
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'Wrong123' });
    socket.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    for (const piece of [body.slice(0, 10), body.slice(10, 20), body.slice(20)]) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.write(piece);
    }
    const { text } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
  });
});

describe('open connections from one address', () => {
  let ctx: TestContext;
  let port: number;
  const held: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ MAX_CONNECTIONS_PER_ADDRESS: 3 });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await ctx.close();
  });

  it('are refused beyond the bound while another address is served', async () => {
    for (let i = 0; i < 3; i += 1) held.push(await open(port, '127.0.0.3'));
    await settle();
    // The fourth from that address is closed before anything is read or answered.
    expect(await health(port, '127.0.0.3')).toBe('closed');
    expect(await health(port, '127.0.0.2')).toBe(200);
    // One of the three closes: its place is free again.
    const first = held.shift();
    const gone = first ? untilClosed(first) : Promise.resolve();
    first?.end();
    await gone;
    await settle();
    expect(await health(port, '127.0.0.3')).toBe(200);
  });
});

describe('open connections from a trusted proxy', () => {
  let ctx: TestContext;
  let port: number;
  const held: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ MAX_CONNECTIONS_PER_ADDRESS: 2, TRUST_PROXY: ['127.0.0.4'] });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await ctx.close();
  });

  it('are not counted: every client behind it arrives from its address', async () => {
    for (let i = 0; i < 4; i += 1) held.push(await open(port, '127.0.0.4'));
    await settle();
    expect(await health(port, '127.0.0.4')).toBe(200);
    for (let i = 0; i < 2; i += 1) held.push(await open(port, '127.0.0.5'));
    await settle();
    expect(await health(port, '127.0.0.5')).toBe('closed');
  });
});
