import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { negotiateEncoding } from './compress';

describe('the coding an answer is sent in', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP;Q=0.8', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity, gzip;q=0.5', 'identity'],
    ['identity;q=0.5, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['*;q=0', 'identity'],
    ['deflate', 'identity'],
    ['gzip;q=abc', 'identity'],
  ])('Accept-Encoding %j: %s', (header, expected) => {
    expect(negotiateEncoding(header === undefined ? {} : { 'accept-encoding': header })).toBe(
      expected,
    );
  });

  it('sends nothing compressed to a client that says x-no-compression', () => {
    expect(negotiateEncoding({ 'accept-encoding': 'br', 'x-no-compression': '1' })).toBe(
      'identity',
    );
  });
});

describe('answers the public cache does not keep', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const docs = (acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('follow the q-values and identity, and decode to the same body', async () => {
    const plain = await docs();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const cases = [
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br, gzip', 'br'],
      ['identity, gzip;q=0.5', undefined],
      ['*', 'br'],
    ] as const;
    for (const [header, coding] of cases) {
      const res = await docs(header);
      expect(res.statusCode, header).toBe(200);
      expect(res.headers['content-encoding'], header).toBe(coding);
      const body =
        coding === 'br'
          ? brotliDecompressSync(res.rawPayload).toString()
          : coding === 'gzip'
            ? gunzipSync(res.rawPayload).toString()
            : res.body;
      expect(body, header).toBe(plain.body);
      if (coding) expect(res.headers.vary, header).toMatch(/accept-encoding/i);
    }
  });
});
