import type { OrdersResponse } from '@electro/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const ORDERS_PAGE_SIZE = 5;

export type OrdersParams = { page: number; limit: number };

/** GET /orders: the caller's own orders, newest first. */
export const ordersQueryOptions = (params: OrdersParams) =>
  queryOptions({
    queryKey: queryKeys.ordersPage(params),
    queryFn: ({ signal }) => api.get<OrdersResponse>('/orders', { query: params, signal }),
  });

export function useOrders(params: OrdersParams) {
  return useQuery({ ...ordersQueryOptions(params), placeholderData: keepPreviousData });
}
