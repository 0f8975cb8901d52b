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
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/PATCH/);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['strict-transport-security']).toBeDefined();
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
