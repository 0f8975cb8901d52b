import http from 'node:http';
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formBodyLimit } from '../lib/multipart';
import {
  createCatalog,
  createProduct,
  createTestContext,
  createUser,
  multipartBody,
  type TestContext,
  type TestUser,
} from '../test/harness';

/*
 * Answers sent before a body was read (decision 073), over real sockets: the client is still
 * writing when its answer comes, and must get that answer, not a reset.
 */

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let port: number;
let ids: { category: string; brand: string; product: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
  customer = await createUser(ctx);
  const { category, brand } = await createCatalog(ctx);
  const product = await createProduct(ctx, { categoryId: category.id, brandId: brand.id });
  ids = { category: category.id, brand: brand.id, product: product.id };
  port = await listen(ctx);
});
afterAll(async () => ctx.close());

async function listen(context: TestContext): Promise<number> {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const address = context.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const picture = (size: number, name = 'image') => ({
  name,
  filename: 'photo.png',
  content: Buffer.alloc(size, 7),
  contentType: 'image/png',
});

/*
 * The uploads come from a worker thread: a client on the server's own event loop writes only
 * when the server is idle, and never meets an answer sent while it writes.
 */
const uploader = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, size, tries } = workerData;
(async () => {
  const file = new Blob([Buffer.alloc(size, 7)], { type: 'image/png' });
  const results = {};
  for (let i = 0; i < tries; i++) {
    // The storefront's own way to send a form: fetch with FormData.
    const form = new FormData();
    form.append('name', 'Cameras ' + i);
    form.append('image', file, 'photo.png');
    let result;
    try {
      const res = await fetch(url, { method: 'POST', headers: token ? { token } : {}, body: form });
      const body = await res.json();
      result = body.success === false && body.message ? String(res.status) : res.status + ' no error';
    } catch (error) {
      result = 'network error ' + (error.cause?.code ?? error.message);
    }
    results[result] = (results[result] ?? 0) + 1;
  }
  parentPort.postMessage(results);
})();
`;

/** Sends `tries` uploads of a `size`-byte picture one after another; how many ended how. */
function uploads(options: { token: string | null; size: number; tries: number }) {
  const url = `http://127.0.0.1:${port}/api/v1/categories`;
  return new Promise<Record<string, number>>((resolve, reject) => {
    const worker = new Worker(uploader, { eval: true, workerData: { url, ...options } });
    worker.once('message', (results: Record<string, number>) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe('an upload refused before its body is read', () => {
  // The outside probe's finding: with `Connection: close` sent at once, 10-20 of 20 tries with
  // a 2.6 MB picture ended in EPIPE or a reset instead of the 401 or 403.
  it.each([
    ['2.6 MB', 2_600_000],
    ['40 KB', 40_000],
  ])('answers a guest 401 and a customer 403 on every try, with a %s picture', async (_, size) => {
    expect(await uploads({ token: null, size, tries: 20 })).toEqual({ 401: 20 });
    expect(await uploads({ token: customer.token, size, tries: 20 })).toEqual({ 403: 20 });
  });
});

type Sent = { status: number; connection: string | undefined; reused: boolean; body: string };

/**
 * One request over a keep-alive connection of `agent`, its body written in 64 KB pieces as the
 * socket takes them (a browser's upload), to its end even after the answer came.
 */
function send(
  agent: http.Agent,
  request: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const body = request.body ?? Buffer.alloc(0);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, 'content-length': String(body.length) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            reused: req.reusedSocket,
            body: text,
          }),
        );
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', reject);
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!req.write(piece)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

describe('every multipart route, every refusal', () => {
  const routes = () => [
    { method: 'POST', path: '/api/v1/categories', admin: true },
    { method: 'PUT', path: `/api/v1/categories/${ids.category}`, admin: true },
    { method: 'POST', path: '/api/v1/brands', admin: true },
    { method: 'PUT', path: `/api/v1/brands/${ids.brand}`, admin: true },
    { method: 'POST', path: '/api/v1/products', admin: true },
    { method: 'PUT', path: `/api/v1/products/${ids.product}`, admin: true },
    { method: 'POST', path: '/api/v1/users/upload-image', admin: false },
  ];

  it('answers each refusal and keeps the connection for the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const form = multipartBody([{ name: 'name', value: 'Cameras' }, picture(2_600_000)]);
    // Over the 5 MB a picture may take, within the largest form a route reads.
    const tooLarge = multipartBody([picture(6 * 1024 * 1024), picture(1000, 'imageCover')]);
    const twoCovers = multipartBody([
      picture(300_000, 'imageCover'),
      picture(300_000, 'imageCover'),
      picture(300_000, 'images'),
    ]);
    const octets = Buffer.alloc(2_600_000, 7);
    try {
      for (const route of routes()) {
        const signedIn = route.admin ? admin : customer;
        const refusals = [
          { status: 401, headers: form.headers, body: form.payload },
          ...(route.admin
            ? [{ status: 403, headers: { ...form.headers, token: customer.token } }]
            : []),
          {
            status: 415,
            headers: { 'content-type': 'application/octet-stream', token: signedIn.token },
            body: octets,
          },
          {
            status: 413,
            headers: { ...tooLarge.headers, token: signedIn.token },
            body: tooLarge.payload,
          },
          ...(route.path.includes('/products')
            ? [
                {
                  status: 400,
                  headers: { ...twoCovers.headers, token: admin.token },
                  body: twoCovers.payload,
                },
              ]
            : []),
        ];
        for (const refusal of refusals) {
          const label = `${route.method} ${route.path} ${refusal.status}`;
          const refused = await send(agent, {
            method: route.method,
            path: route.path,
            headers: refusal.headers,
            body: refusal.body ?? form.payload,
          });
          expect({ label, status: refused.status }).toEqual({ label, status: refusal.status });
          expect(JSON.parse(refused.body)).toMatchObject({ success: false });
          expect(refused.connection, label).not.toBe('close');
          // The rest of the body was read and thrown away: the same connection serves the next.
          const next = await send(agent, { method: 'GET', path: '/api/v1/health', headers: {} });
          expect({ label, status: next.status, reused: next.reused }).toEqual({
            label,
            status: 200,
            reused: true,
          });
        }
      }
    } finally {
      agent.destroy();
    }
  });

  it('never parses the unread rest as the next request', async () => {
    // The picture holds what looks like a request: read as one, it would be answered 404.
    const smuggled = Buffer.from('GET /api/v1/smuggled HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(2000));
    const form = multipartBody([
      { name: 'imageCover', filename: 'a.png', content: smuggled, contentType: 'image/png' },
      { name: 'imageCover', filename: 'b.png', content: smuggled, contentType: 'image/png' },
      { name: 'images', filename: 'c.png', content: smuggled, contentType: 'image/png' },
    ]);
    const answers = await exchange(
      Buffer.concat([
        Buffer.from(
          `PUT /api/v1/products/${ids.product} HTTP/1.1\r\nHost: x\r\ntoken: ${admin.token}\r\n` +
            `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`,
        ),
        form.payload,
        Buffer.from('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n'),
      ]),
      2,
    );
    expect(answers.map((answer) => answer.status)).toEqual([400, 200]);
  });

  it('closes at once for a declared length over the largest form, and for an unknown length', async () => {
    const limit = formBodyLimit({
      fileFields: { image: 1 },
      maxBytes: ctx.config.UPLOAD_MAX_BYTES,
    });
    const head = (length: string) =>
      `POST /api/v1/categories HTTP/1.1\r\nHost: x\r\ntoken: ${admin.token}\r\n` +
      `Content-Type: multipart/form-data; boundary=b\r\n${length}\r\n--b\r\n`;
    const tooLong = await exchange(Buffer.from(head(`Content-Length: ${limit + 1}\r\n`)), 1);
    expect(tooLong[0]).toMatchObject({ status: 413, connection: 'close', closed: true });
    expect(tooLong[0]?.body).toMatch(/The form is too large: at most 12 MB/);

    const chunked = await exchange(
      'POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n' +
        'Content-Type: multipart/form-data; boundary=b\r\n\r\n5\r\n--b\r\n\r\n',
      1,
    );
    expect(chunked[0]).toMatchObject({ status: 401, connection: 'close', closed: true });
  });
});

type Answer = { status: number; connection: string | undefined; body: string; closed: boolean };

/**
 * Writes `bytes` on one connection and reads `count` answers (each with its Content-Length);
 * `closed` tells whether the server ended the connection after the last one.
 */
function exchange(bytes: Buffer | string, count: number, to = port): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(to, '127.0.0.1');
    let received = Buffer.alloc(0);
    const answers: Answer[] = [];
    let closed = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${answers.length} of ${count} answers within 15 s`));
    }, 15_000);
    const parse = () => {
      for (;;) {
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = received.subarray(0, end).toString('latin1');
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (received.length < end + 4 + length) return;
        answers.push({
          status: Number(head.split(' ')[1]),
          connection: /\r\nconnection: *([^\r]+)/i.exec(head)?.[1]?.toLowerCase(),
          body: received.subarray(end + 4, end + 4 + length).toString('utf8'),
          closed: false,
        });
        received = received.subarray(end + 4 + length);
      }
    };
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      const last = answers.at(-1);
      if (last) last.closed = closed;
      resolve(answers);
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      parse();
      // Wait a moment for the close that may follow the last answer.
      if (answers.length >= count) setTimeout(() => (socket.destroy(), finish()), 200);
    });
    socket.on('end', () => {
      closed = true;
      finish();
    });
    socket.on('error', reject);
    socket.write(bytes);
  });
}

describe('a refused body that stops arriving', () => {
  // Stores of their own: one cuts a lingering body soon, the other is shut down by its test.
  let quick: TestContext;
  let closing: TestContext | null = null;
  beforeAll(async () => {
    [quick, closing] = await Promise.all([
      createTestContext({ REFUSED_BODY_LINGER_MS: 300 }),
      createTestContext({ REFUSED_BODY_LINGER_MS: 600_000 }),
    ]);
  });
  afterAll(async () => {
    await quick.close();
    await closing?.close();
  });

  const guestUpload = (length: number) =>
    `POST /api/v1/categories HTTP/1.1\r\nHost: x\r\n` +
    `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${length}\r\n\r\n--b\r\n`;
  /** A guest's upload that stops after its first bytes: the socket, its answer, its close. */
  const stalledUpload = async (context: TestContext) => {
    const socket = net.connect(await listen(context), '127.0.0.1');
    socket.on('error', () => {});
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    const answered = new Promise((resolve) => socket.once('data', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(guestUpload(2_000_000));
    await answered;
    return { answer: () => text, closed };
  };

  it('has its connection cut REFUSED_BODY_LINGER_MS after its answer', async () => {
    const upload = await stalledUpload(quick);
    expect(upload.answer()).toMatch(/^HTTP\/1\.1 401 /);
    expect(upload.answer()).not.toMatch(/\r\nconnection: close/i);
    // Without the bound it would stay open until Node's request timeout (minutes).
    await upload.closed;
  });

  it('does not hold the server open when it shuts down', async () => {
    const store = closing!;
    closing = null;
    const upload = await stalledUpload(store);
    // The test's own time limit (30 s) is far below the linger: closing cuts it short.
    await store.close();
    await upload.closed;
  });
});
