import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { clearAuthToken, decodeToken, getAuthToken, subscribeAuthToken } from './auth-token';
import { sessionQueryKeys } from './query-keys';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; a network blip might.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});

/** The longest delay setTimeout keeps (about 24.8 days); a later expiry is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/*
 * A token past its `exp` is a session that is over, even while its cookie lasts: the cookie's
 * Max-Age is the storefront's own day and the client's clock, the token's lifetime is the
 * server's TOKEN_TTL_SECONDS. Read as signed out by the cart (its claims expired) but as signed
 * in by the header (the cookie still there), the same page said "Log in" under a header with
 * the customer's name and wishlist count until a reload. The session ends at `exp`, through the
 * same clearAuthToken a 401 uses, so every part of the page follows at once.
 */
export function endSessionAtExpiry(token: string | null = getAuthToken()): void {
  clearTimeout(expiryTimer);
  const exp = decodeToken(token)?.exp;
  if (!token || exp === undefined) return;
  const left = exp * 1000 - Date.now();
  if (left <= 0) {
    clearAuthToken();
    return;
  }
  expiryTimer = setTimeout(
    () => {
      if (getAuthToken() === token) endSessionAtExpiry(token);
    },
    Math.min(left, MAX_TIMER_MS),
  );
}

/**
 * Drops the signed-in user's data from the cache at once (cart, wishlist, user, orders, the
 * admin's lists): reset, not refetched, since there is nothing to fetch without a token.
 */
export function dropSessionQueries(client: QueryClient): void {
  for (const queryKey of sessionQueryKeys) {
    for (const query of client.getQueryCache().findAll({ queryKey })) query.reset();
  }
}

/*
 * The token cookie is the session (docs/PRODUCT.md §4). Whoever sets or clears it (login, logout, a
 * 401 in the API client, its expiry), the user's cached data follows: cleared when it goes,
 * refetched when it changes.
 */
let lastToken = getAuthToken();
endSessionAtExpiry(lastToken);
subscribeAuthToken(() => {
  const token = getAuthToken();
  if (token === lastToken) return;
  lastToken = token;
  endSessionAtExpiry(token);
  if (!token) {
    dropSessionQueries(queryClient);
    return;
  }
  for (const queryKey of sessionQueryKeys) void queryClient.invalidateQueries({ queryKey });
});
