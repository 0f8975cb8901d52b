import { DEFAULT_CURRENCY, type SettingsResponse } from '@electro/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The currency the last session was told, kept for the first screen of the next one. */
const REMEMBERED_CURRENCY = 'currency';

function rememberedCurrency(): string | undefined {
  try {
    const code = localStorage.getItem(REMEMBERED_CURRENCY);
    return code && /^[A-Z]{3}$/.test(code) ? code : undefined;
  } catch {
    // Storage can be turned off; the default serves then.
    return undefined;
  }
}

/**
 * GET /settings: the shop's currency. It changes only when the server restarts with another
 * setting, so it is read once a session and never refetched (decision 081).
 */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings,
    queryFn: async ({ signal }) => {
      const { settings } = await api.get<SettingsResponse>('/settings', { signal });
      try {
        localStorage.setItem(REMEMBERED_CURRENCY, settings.currency);
      } catch {
        // Not remembered: the next session waits for the answer again.
      }
      return settings;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * The ISO 4217 code every amount is shown in. Until GET /settings answers (or when it fails)
 * the one the last session was told, else the API's default: amounts are shown rather than
 * held back.
 */
export function useCurrency(): string {
  return (
    useQuery(settingsQueryOptions()).data?.currency ?? rememberedCurrency() ?? DEFAULT_CURRENCY
  );
}
