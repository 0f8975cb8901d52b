import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { getAuthToken, subscribeAuthToken } from './auth-token';
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

/*
 * The token cookie is the session (docs/PRODUCT.md §4). Whoever sets or clears it (login, logout, a
 * 401 in the API client), the user's cached data follows: cleared when it goes, refetched when it
 * changes.
 */
let lastToken = getAuthToken();
subscribeAuthToken(() => {
  const token = getAuthToken();
  if (token === lastToken) return;
  lastToken = token;
  for (const queryKey of sessionQueryKeys) {
    if (token) {
      void queryClient.invalidateQueries({ queryKey });
    } else {
      // reset() (unlike resetQueries) does not refetch: there is nothing to fetch without a token.
      for (const query of queryClient.getQueryCache().findAll({ queryKey })) query.reset();
    }
  }
});
