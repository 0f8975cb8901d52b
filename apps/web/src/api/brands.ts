import type { BrandResponse, BrandsResponse } from '@electro/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /brands: every brand, in catalogue order. */
export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.brands,
    queryFn: async ({ signal }) => (await api.get<BrandsResponse>('/brands', { signal })).brands,
  });

export function useBrands(options: { enabled?: boolean } = {}) {
  return useQuery({ ...brandsQueryOptions(), enabled: options.enabled ?? true });
}

/** GET /brands/:slug: one brand, for its page's title and heading. */
export const brandQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.brand(slug),
    queryFn: async ({ signal }) =>
      (await api.get<BrandResponse>(`/brands/${encodeURIComponent(slug)}`, { signal })).brand,
    enabled: slug !== '',
  });
