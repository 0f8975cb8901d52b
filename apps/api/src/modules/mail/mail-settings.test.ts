import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { describeError, isPermanent, mailDomain, retryWaitMs } from './sender';

const settings = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('the mail settings', () => {
  it('keep mail by default, signed by the store', () => {
    const config = settings({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Electro <no-reply@localhost>');
    expect(config.ORDER_ALERT_EMAIL).toBeUndefined();
    expect(config.MAIL_RETRY_HOURS).toBe(24);
  });

  it('take smtp:// and smtps:// URLs with a login', () => {
    expect(settings({ SMTP_URL: 'smtp://shop:p%40ss@smtp.example.com:587' }).SMTP_URL).toBe(
      'smtp://shop:p%40ss@smtp.example.com:587',
    );
    expect(settings({ SMTP_URL: 'smtps://shop:secret@smtp.example.com:465' }).SMTP_URL).toBe(
      'smtps://shop:secret@smtp.example.com:465',
    );
  });

  it('refuse another scheme at start, without repeating the password', () => {
    const bad = () => settings({ SMTP_URL: 'https://shop:hunter2@smtp.example.com' });
    expect(bad).toThrow(/SMTP_URL: must start with smtp:\/\/ or smtps:\/\//);
    expect(bad).not.toThrow(/hunter2/);
    expect(() => settings({ SMTP_URL: 'smtp.example.com:587' })).toThrow(/SMTP_URL:/);
  });

  it('take a sender with or without a name, and a list of alert addresses', () => {
    expect(settings({ MAIL_FROM: 'shop@example.com' }).MAIL_FROM).toBe('shop@example.com');
    expect(settings({ MAIL_FROM: '"Shop, Inc." <shop@example.com>' }).MAIL_FROM).toBe(
      '"Shop, Inc." <shop@example.com>',
    );
    expect(() => settings({ MAIL_FROM: 'The Shop' })).toThrow(/MAIL_FROM: must be an address/);
    expect(
      settings({ ORDER_ALERT_EMAIL: 'owner@example.com, orders@example.com' }).ORDER_ALERT_EMAIL,
    ).toBe('owner@example.com, orders@example.com');
    expect(() => settings({ ORDER_ALERT_EMAIL: 'owner@example.com, nobody' })).toThrow(
      /ORDER_ALERT_EMAIL: must be one or more addresses/,
    );
  });
});

describe("the sender's rules", () => {
  it('names Message-IDs after the domain of MAIL_FROM', () => {
    expect(mailDomain('Electro <no-reply@shop.example>')).toBe('shop.example');
    expect(mailDomain('orders@mail.shop.example')).toBe('mail.shop.example');
  });

  it('retries refusals that may pass and fails permanent ones', () => {
    const smtp = (responseCode: number) => Object.assign(new Error('refused'), { responseCode });
    expect(isPermanent(smtp(451))).toBe(false);
    expect(isPermanent(smtp(421))).toBe(false);
    expect(isPermanent(smtp(550))).toBe(true);
    expect(isPermanent(smtp(535))).toBe(true);
    expect(isPermanent(Object.assign(new Error('refused'), { code: 'ECONNECTION' }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('No recipients'), { code: 'EENVELOPE' }))).toBe(
      true,
    );
  });

  it('waits twice as long after each refusal, at most an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryWaitMs(30_000, attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryWaitMs(30_000, 20)).toBe(60 * 60_000);
  });

  it("shows the server's answer, bounded", () => {
    const said = Object.assign(new Error('Message failed'), {
      responseCode: 550,
      response: '550 5.1.1 <x@y.test>: Recipient address rejected',
    });
    expect(describeError(said)).toBe('550 5.1.1 <x@y.test>: Recipient address rejected');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), {
      code: 'ESOCKET',
    });
    expect(describeError(refused)).toBe('ESOCKET: connect ECONNREFUSED 127.0.0.1:2525');
    expect(describeError(new Error('x'.repeat(2000)))).toHaveLength(500);
  });
});
