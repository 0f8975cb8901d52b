/**
 * Without PUBLIC_URL, image URLs are built from the request's origin: a client's `Host:
 * evil.example` came back in every image URL of the answer (and a shared cache could keep it
 * for others). In production the store answers only the hosts it serves (decision 076).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { allowedHostsMessages, isAllowedHost } from '../lib/allowed-hosts';
import { createCatalog, createTestContext, expectError, type TestContext } from '../test/harness';

const categories = (ctx: TestContext, host: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/categories', headers: { host } });

describe('settings', () => {
  const base = { NODE_ENV: 'production', SEED_DEMO: 'false' };
  it('refuse to start beyond localhost in production without PUBLIC_URL or ALLOWED_HOSTS', () => {
    expect(() => loadConfig({ ...base, HOST: '0.0.0.0' })).toThrow(/ALLOWED_HOSTS: set PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toThrow(/ALLOWED_HOSTS/);
    expect(() =>
      loadConfig({ ...base, HOST: '0.0.0.0', PUBLIC_URL: 'https://shop.example' }),
    ).not.toThrow();
    expect(
      loadConfig({ ...base, HOST: '0.0.0.0', ALLOWED_HOSTS: 'Shop.example, 10.0.0.5:8080' })
        .ALLOWED_HOSTS,
    ).toEqual(['shop.example', '10.0.0.5:8080']);
    expect(() => loadConfig({ ...base, HOST: '0.0.0.0', ALLOWED_HOSTS: 'a/b' })).toThrow(
      /ALLOWED_HOSTS: "a\/b" is not a host name/,
    );
  });

  it('keep the laptop default: npm start on localhost, a development server', () => {
    expect(() => loadConfig({ ...base })).not.toThrow();
    expect(() => loadConfig({ ...base, HOST: '127.0.0.1' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('match a name on any port, a name:port on that port only', () => {
    expect(isAllowedHost('shop.example:8443', ['shop.example'])).toBe(true);
    expect(isAllowedHost('SHOP.example', ['shop.example'])).toBe(true);
    expect(isAllowedHost('shop.example.evil', ['shop.example'])).toBe(false);
    expect(isAllowedHost('10.0.0.5:8080', ['10.0.0.5:8080'])).toBe(true);
    expect(isAllowedHost('10.0.0.5:9090', ['10.0.0.5:8080'])).toBe(false);
    expect(isAllowedHost('[::1]:3000', ['::1'])).toBe(true);
    expect(isAllowedHost(undefined, ['shop.example'])).toBe(false);
  });
});

describe('npm start on localhost (production, loopback, no PUBLIC_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ NODE_ENV: 'production', HOST: '127.0.0.1' });
    await createCatalog(ctx);
  });
  afterAll(async () => ctx.close());

  it('answers another Host 400, without building a URL on it', async () => {
    const res = await categories(ctx, 'evil.example');
    expectError(res, 400, allowedHostsMessages.refused);
    expect(res.body).not.toContain('evil.example');
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'evil.example' },
    });
    expect(page.statusCode).toBe(400);
  });

  it('serves localhost and 127.0.0.1, with image URLs on them', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:41234', '[::1]:3000']) {
      const res = await categories(ctx, host);
      expect(res.statusCode).toBe(200);
      expect(res.json().categories[0].image.secure_url).toMatch(`http://${host}/uploads/`);
    }
  });

  it("leaves /health to a load balancer's probe by address", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { host: '10.1.2.3:3000' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('ALLOWED_HOSTS', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      ALLOWED_HOSTS: ['shop.example', 'www.shop.example'],
    });
    await createCatalog(ctx);
  });
  afterAll(async () => ctx.close());

  it('serves the listed names only', async () => {
    const ok = await categories(ctx, 'www.shop.example');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().categories[0].image.secure_url).toMatch('http://www.shop.example/uploads/');
    expectError(await categories(ctx, 'evil.example'), 400, allowedHostsMessages.refused);
    expectError(await categories(ctx, 'localhost:3000'), 400);
  });
});
