import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCatalog,
  createProduct,
  createTestContext,
  expectError,
  type TestContext,
} from './test/harness';

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

describe('real addresses of the storefront', () => {
  let store: TestContext;
  let webDist: string;
  const SHELL = '<!doctype html><title>Electro</title><div id="root"></div>';
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'electro-web-'));
    await writeFile(path.join(webDist, 'index.html'), SHELL);
    await writeFile(path.join(webDist, 'index.html.gz'), gzipSync(SHELL));
    store = await createTestContext({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await store.close();
    await rm(webDist, { recursive: true, force: true });
  });
  const page = (url: string, headers: Record<string, string> = {}) =>
    store.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*', ...headers } });

  // The public pages (/, /shop, a product…) have their own head: modules/seo/seo-pages.test.ts.
  it.each(['/cart', '/login?next=/cart', '/wishlist', '/admin/products', '/profile/order/7'])(
    'answers %s with the shell, cached as the file is',
    async (url) => {
      const [res, home] = await Promise.all([page(url), page('/index.html')]);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe(home.headers['cache-control']);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBe(home.headers.etag);
    },
  );

  it("sends the build's compressed copy, and says the answer varies with Accept-Encoding", async () => {
    for (const status of [200, 404]) {
      const res = await page(status === 200 ? '/cart' : '/no/such/page', {
        'accept-encoding': 'gzip',
      });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(SHELL);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      const plain = await page(status === 200 ? '/cart' : '/no/such/page');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('answers a real address to any client, not only a browser', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/cart' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });

  it('revalidates the shell with 304, but never a 404', async () => {
    const first = await page('/cart');
    const etag = String(first.headers.etag);
    expect((await page('/cart', { 'if-none-match': etag })).statusCode).toBe(304);
    const missing = await page('/no/such/page', { 'if-none-match': etag });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(SHELL);
  });

  it('answers an unknown page, or a product, category or page that is not there, with the shell and 404', async () => {
    for (const url of [
      '/no/such/page',
      '/product/no-such-product',
      '/category/no-such-category',
      '/pages/no-such-page',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(SHELL);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('answers a product by id or slug, and its category, with 200', async () => {
    const { category, brand } = await createCatalog(store);
    const product = await createProduct(store, { categoryId: category.id, brandId: brand.id });
    for (const url of [
      `/product/${product.id}`,
      `/product/${product.slug}`,
      `/category/${category.slug}`,
      `/category/${category.id}`,
    ]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });

  it.each([
    ['/shop/', '/shop'],
    ['/Shop?page=2', '/shop?page=2'],
    ['/ADMIN/Products/', '/admin/products'],
    ['/Product/AbC-1/', '/product/AbC-1'],
  ])('sends %s to its one address %s with 301', async (url, location) => {
    const res = await page(url);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('keeps JSON for the API and for other clients of an unknown address', async () => {
    const api = await page('/api/v1/nothing-here');
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expectError(api, 404);
    expectError(await page('/api/unknown'), 404);
    expectError(await store.app.inject({ method: 'GET', url: '/no/such/page' }), 404);
  });

  it('still serves the storefront at /', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Electro</title>');
  });
});
