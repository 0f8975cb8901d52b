import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsResponseSchema } from '@electro/shared';
import { loadConfig } from '../../config';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('GET /settings', () => {
  it('names the default currency to anyone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.statusCode).toBe(200);
    expect(settingsResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Store settings',
      settings: { currency: 'USD', timeZone: 'UTC' },
    });
  });

  it("names the shop's CURRENCY and SHOP_TIME_ZONE", async () => {
    const other = await createTestContext({ CURRENCY: 'EUR', SHOP_TIME_ZONE: 'Africa/Cairo' });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/v1/settings' });
      expect(res.json().settings).toEqual({ currency: 'EUR', timeZone: 'Africa/Cairo' });
    } finally {
      await other.close();
    }
  });
});

describe('CURRENCY and SHOP_TIME_ZONE', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('default to USD and UTC', () => {
    const config = load({});
    expect(config.CURRENCY).toBe('USD');
    expect(config.SHOP_TIME_ZONE).toBe('UTC');
  });

  it('take an ISO 4217 code in any case and an IANA zone', () => {
    const config = load({ CURRENCY: ' egp ', SHOP_TIME_ZONE: 'Africa/Cairo' });
    expect(config.CURRENCY).toBe('EGP');
    expect(config.SHOP_TIME_ZONE).toBe('Africa/Cairo');
  });

  it.each(['$', 'DOLLAR', 'XXQ', 'US'])('refuse the currency %j, naming the setting', (value) => {
    expect(() => load({ CURRENCY: value })).toThrow(/CURRENCY: must be an ISO 4217 currency code/);
  });

  it.each(['Mars/Olympus', 'GMT+25', 'Cairo'])('refuse the time zone %j', (value) => {
    expect(() => load({ SHOP_TIME_ZONE: value })).toThrow(
      /SHOP_TIME_ZONE: must be an IANA time zone name/,
    );
  });
});
