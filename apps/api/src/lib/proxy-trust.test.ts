/**
 * TRUST_PROXY: which proxies may name the client (issue 20, item 1; decision 069). A client
 * that writes its own X-Forwarded-For must not choose the address the limits count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestContext, createUser, type TestContext, type TestUser } from '../test/harness';
import { trustedPeer } from './proxy-trust';

const settings = (TRUST_PROXY: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY });

describe('TRUST_PROXY', () => {
  it('is off by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(false);
    expect(settings('false').TRUST_PROXY).toBe(false);
  });

  it('refuses true at start, saying why and what to set instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => settings(value)).toThrow(/TRUST_PROXY: true would trust every hop/);
      expect(() => settings(value)).toThrow(/number of proxies .* or their addresses/);
    }
  });

  it('takes a hop count', () => {
    expect(settings('1').TRUST_PROXY).toBe(1);
    expect(settings('2').TRUST_PROXY).toBe(2);
  });

  it('takes proxy addresses and CIDRs', () => {
    expect(settings('10.0.0.5, 10.1.0.0/16,::1,loopback').TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('stops the process on a bad value with the list of bad keys', () => {
    const bad = () => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/33,proxy', PORT: 'x' });
    expect(bad).toThrow(/Invalid settings:\n/);
    expect(bad).toThrow(
      /TRUST_PROXY: not a hop count, an address or a CIDR: "10.0.0.0\/33", "proxy"/,
    );
    expect(bad).toThrow(/PORT:/);
  });

  it('tells a trusted proxy connection from others', () => {
    const fromList = trustedPeer(['10.0.0.5', '192.168.0.0/16', 'loopback']);
    expect(fromList('10.0.0.5')).toBe(true);
    expect(fromList('::ffff:192.168.4.2')).toBe(true);
    expect(fromList('127.9.9.9')).toBe(true);
    expect(fromList('10.0.0.6')).toBe(false);
    expect(trustedPeer(false)('127.0.0.1')).toBe(false);
    // A hop count trusts whoever connects: it cannot tell a proxy by its address.
    expect(trustedPeer(1)('203.0.113.9')).toBe(true);
  });
});

describe('behind one trusted hop (TRUST_PROXY=1)', () => {
  let ctx: TestContext;
  let user: TestUser;
  // The proxy appends the address it saw; whatever stands to its left the client wrote.
  const forged = (i: number) => ({ 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}, 203.0.113.7` });

  beforeAll(async () => {
    ctx = await createTestContext({
      TRUST_PROXY: 1,
      LOGIN_MAX_FAILURES: 3,
      RATE_LIMIT_PER_MINUTE: 1000,
    });
    user = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  it('counts failed logins by the address the proxy saw, not the one the client wrote', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: forged(i),
        payload: { email: user.email, password: 'Wrongpassword1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // The hop is trusted: another address the proxy names is another pair, not yet blocked.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': '198.51.100.20' },
      payload: { email: user.email, password: 'Wrongpassword1' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('counts requests by the address the proxy saw, not the one the client wrote', async () => {
    let limited = 0;
    for (let i = 0; i < 1010; i += 1) {
      // (/health is never limited: a load balancer's checks must pass.)
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/categories',
        headers: forged(i),
      });
      if (res.statusCode === 429) limited += 1;
    }
    // The login calls above count too: at least the last ten are over the limit.
    expect(limited).toBeGreaterThanOrEqual(10);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/categories',
      headers: { 'x-forwarded-for': '198.51.100.21' },
    });
    expect(other.statusCode).toBe(200);
  });
});
