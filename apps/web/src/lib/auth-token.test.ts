import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAuthToken,
  decodeToken,
  getAuthToken,
  isTokenExpired,
  setAuthToken,
} from './auth-token';

const base64url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const makeToken = (payload: object) =>
  `${base64url(JSON.stringify({ alg: 'HS256' }))}.${base64url(JSON.stringify(payload))}.signature`;

describe('decodeToken', () => {
  it('reads role and a non-ASCII name from the payload', () => {
    const token = makeToken({
      userId: 'u1',
      name: 'Zoë Müller',
      email: 'z@x.io',
      role: 'admin',
      exp: 2,
    });
    expect(decodeToken(token)).toEqual({
      userId: 'u1',
      name: 'Zoë Müller',
      email: 'z@x.io',
      role: 'admin',
      exp: 2,
    });
  });

  it('rejects malformed tokens and unknown roles', () => {
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken('not-a-jwt')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken(makeToken({ userId: 'u1', role: 'root' }))).toBeNull();
  });

  it('knows when a token has expired', () => {
    const claims = decodeToken(makeToken({ userId: 'u1', role: 'user', exp: 100 }))!;
    expect(isTokenExpired(claims, 99_000)).toBe(false);
    expect(isTokenExpired(claims, 100_000)).toBe(true);
  });
});

describe('token cookie', () => {
  afterEach(() => clearAuthToken());

  it('stores, reads and clears AUTH_TOKEN', () => {
    expect(getAuthToken()).toBeNull();
    setAuthToken('abc.def.ghi');
    expect(document.cookie).toContain('AUTH_TOKEN=abc.def.ghi');
    expect(getAuthToken()).toBe('abc.def.ghi');
    clearAuthToken();
    expect(getAuthToken()).toBeNull();
  });

  it("sees a cookie written elsewhere (another tab's login) within a second", () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    try {
      expect(getAuthToken()).toBeNull();
      document.cookie = 'AUTH_TOKEN=from.other.tab; Path=/';
      vi.setSystemTime(1_000_999);
      expect(getAuthToken()).toBeNull();
      vi.setSystemTime(1_001_000);
      expect(getAuthToken()).toBe('from.other.tab');
    } finally {
      vi.useRealTimers();
    }
  });
});
