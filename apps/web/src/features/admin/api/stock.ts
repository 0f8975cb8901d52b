import type { ProductsResponse } from '@electro/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { stockQuery } from '../lib/low-stock';

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
