import { DEFAULT_CURRENCY, type SettingsResponse } from '@electro/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /settings: the shop's currency. It changes only when the server restarts with another
 * setting, so it is read once a session and never refetched (decision 081).
 */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings,
    queryFn: async ({ signal }) =>
      (await api.get<SettingsResponse>('/settings', { signal })).settings,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * The ISO 4217 code every amount is shown in. Until GET /settings answers (or when it fails)
 * the API's default: amounts are shown rather than held back.
 */
export function useCurrency(): string {
  return useQuery(settingsQueryOptions()).data?.currency ?? DEFAULT_CURRENCY;
}
