import type { OrderResponse } from '@electro/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /orders/:id: one of the caller's orders, by id or number (contract v1.1). */
export const orderQueryOptions = (idOrNumber: string) =>
  queryOptions({
    queryKey: queryKeys.order(idOrNumber),
    queryFn: async ({ signal }) =>
      (await api.get<OrderResponse>(`/orders/${encodeURIComponent(idOrNumber)}`, { signal })).order,
  });

export function useOrder(idOrNumber: string) {
  return useQuery(orderQueryOptions(idOrNumber));
}
