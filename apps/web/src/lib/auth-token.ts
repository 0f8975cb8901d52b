import { AUTH_COOKIE_NAME, AUTH_TOKEN_TTL_SECONDS } from '@electro/shared';
import { useSyncExternalStore } from 'react';

/** What the API puts in the token's payload (docs/API.md Conventions). */
export type TokenClaims = {
  userId: string;
  name: string;
  email: string;
  role: 'admin' | 'user';
  exp?: number;
};

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/*
 * Reading document.cookie is a synchronous trip to the browser's cookie store, and every
 * component that shows session state reads the token on each render (a page of product cards
 * did it dozens of times in its first render). The value is kept for a second; this tab's own
 * changes replace it at once, and another tab's login or logout shows within that second.
 */
const COOKIE_READ_TTL_MS = 1000;
let lastRead: { token: string | null; at: number } | null = null;

export function getAuthToken(): string | null {
  if (typeof document === 'undefined') return null;
  const now = Date.now();
  if (lastRead && now - lastRead.at < COOKIE_READ_TTL_MS) return lastRead.token;
  lastRead = { token: readTokenCookie(), at: now };
  return lastRead.token;
}

function readTokenCookie(): string | null {
  const prefix = `${AUTH_COOKIE_NAME}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      const value = decodeURIComponent(cookie.slice(prefix.length));
      return value || null;
    }
  }
  return null;
}

export function setAuthToken(token: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${AUTH_COOKIE_NAME}=${encodeURIComponent(token)}; Max-Age=${AUTH_TOKEN_TTL_SECONDS}; Path=/; SameSite=Lax${secure}`;
  lastRead = null;
  notify();
}

export function clearAuthToken(): void {
  document.cookie = `${AUTH_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
  lastRead = null;
  notify();
}

export function subscribeAuthToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads the payload only: the server verifies the signature, the client just needs role and name.
 */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!claims || typeof claims !== 'object') return null;
    const { userId, name, email, role, exp } = claims as Record<string, unknown>;
    if (typeof userId !== 'string' || (role !== 'admin' && role !== 'user')) return null;
    return {
      userId,
      name: typeof name === 'string' ? name : '',
      email: typeof email === 'string' ? email : '',
      role,
      ...(typeof exp === 'number' ? { exp } : {}),
    };
  } catch {
    return null;
  }
}

export function isTokenExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp !== undefined && claims.exp * 1000 <= now;
}

/** The current token, re-rendering when it is set or cleared. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeAuthToken, getAuthToken, () => null);
}

/** The decoded claims of the current token (null for guests or an unreadable token). */
export function useTokenClaims(): TokenClaims | null {
  const token = useAuthToken();
  const claims = decodeToken(token);
  return claims && !isTokenExpired(claims) ? claims : null;
}
