import type { ProductsResponse } from '@electro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryValue } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { stockQuery } from '../components/low-stock';

/** Drops empty values so equal filters share one cache entry. */
function compact(query: Record<string, QueryValue>): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** The admin products table: GET /products with its filters, sorts and stock bounds. */
export function useAdminProducts(query: Record<string, QueryValue>) {
  const params = compact(query);
  return useQuery({
    // Under the storefront's products, so every product change refreshes it.
    queryKey: queryKeys.products({ ...params, admin: true }),
    queryFn: ({ signal }) => api.get<ProductsResponse>('/products', { query: params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** How many products are sold out and how many are low (1 up to the threshold). */
export function useStockCounts(threshold: number) {
  const count = (filter: 'out' | 'low') => {
    const params = { ...stockQuery(filter, threshold), limit: 1 };
    return {
      queryKey: queryKeys.products({ ...params, admin: true }),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await api.get<ProductsResponse>('/products', { query: params, signal })).totalProducts,
      staleTime: 0,
    };
  };
  const out = useQuery(count('out'));
  const low = useQuery(count('low'));
  return { out, low };
}

export { compact as compactQuery };
