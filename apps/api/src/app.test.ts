import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectError, type TestContext } from './test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('the HTTP surface', () => {
  it('reports health once the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok' });
  });

  it('answers CORS preflights from any origin with the token header allowed', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/cart',
      headers: {
        origin: 'https://other.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'token,content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/token/);
    // A checkout from another origin may carry its Idempotency-Key.
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/idempotency-key/);
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/PATCH/);
  });

  it('sends security headers that keep a store on plain HTTP working', async () => {
    // A phone opening http://<lan-address>:3000 must not be told to fetch assets over https.
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('asks for HTTPS only when the store is served over HTTPS', async () => {
    const behindProxy = await createTestContext({ TRUST_PROXY: 1 });
    const withPublicUrl = await createTestContext({ PUBLIC_URL: 'https://shop.example' });
    try {
      const forwarded = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const plain = await behindProxy.app.inject({ method: 'GET', url: '/api/v1/health' });
      const configured = await withPublicUrl.app.inject({ method: 'GET', url: '/api/v1/health' });
      for (const res of [forwarded, configured]) {
        expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
        expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
      }
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
      await withPublicUrl.close();
    }
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('accepts a trailing slash', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }), 404);
  });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(1024 * 1024) }),
    });
    expectError(res, 413);
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/auth/login');
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('POST /newsletter', () => {
  it('subscribes once: 201 the first time, 200 after, never a duplicate', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: 'Reader@Example.test' },
    });
    expect(first.statusCode).toBe(201);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: 'reader@example.test' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().success).toBe(true);
  });

  it('validates the email', async () => {
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 'x' } }),
      400,
      'Enter a valid Email',
    );
  });
});

describe('limits', () => {
  it('limits one address only above the configured requests a minute', async () => {
    const limited = await createTestContext({ RATE_LIMIT_PER_MINUTE: 1000 });
    const probe = { method: 'POST', url: '/api/v1/newsletter', payload: { email: 'x' } } as const;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 1000; i += 1) {
        const res = await limited.app.inject(probe);
        statuses.push(res.statusCode);
      }
      expect(statuses.every((s) => s === 400)).toBe(true);
      const last = await limited.app.inject(probe);
      expect(last.statusCode).toBe(429);
      expect(last.json().success).toBe(false);
      expect(last.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('addresses without the hash', () => {
  let store: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'electro-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Electro</title>');
    store = await createTestContext({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await store.close();
    await rm(webDist, { recursive: true, force: true });
  });
  const page = (url: string) =>
    store.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

  it.each([
    ['/shop', '/#/shop'],
    ['/shop?page=2&sort=price', '/#/shop?page=2&sort=price'],
    ['/product/abc-123', '/#/product/abc-123'],
    ['/admin/products', '/#/admin/products'],
  ])('sends a browser asking for %s to %s', async (url, location) => {
    const res = await page(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it("shows the store's own 404 page for any other page", async () => {
    const res = await page('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Page not found');
    expect(res.body).toContain('href="/#/"');
  });

  it('keeps JSON for the API and for clients that do not ask for a page', async () => {
    const api = await page('/api/v1/nothing-here');
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expectError(api, 404);
    expectError(await store.app.inject({ method: 'GET', url: '/shop' }), 404);
  });

  it('still serves the storefront at /', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Electro</title>');
  });
});
