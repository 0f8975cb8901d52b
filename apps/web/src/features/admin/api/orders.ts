import type {
  CustomersResponse,
  OrderListStatus,
  OrderResponse,
  OrderUpdateInput,
  OrdersResponse,
  ProductsResponse,
  StatsResponse,
  AdminOrderCreateInput,
} from '@electro/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type OrdersParams = {
  page: number;
  limit: number;
  /** An order status, or `paid` / `unpaid`. */
  status?: OrderListStatus;
  search?: string;
};

export function useAdminOrders(params: OrdersParams) {
  const query = {
    page: params.page,
    limit: params.limit,
    status: params.status,
    search: params.search?.trim() || undefined,
  };
  return useQuery({
    queryKey: queryKeys.admin.orders(query),
    queryFn: ({ signal }) => api.get<OrdersResponse>('/orders', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.ordersAll }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
    ]);
}

export function useUpdateOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (input: { id: string; changes: OrderUpdateInput }) =>
      api.patch<OrderResponse>(`/orders/${encodeURIComponent(input.id)}`, input.changes),
    onSettled: () => invalidate(),
  });
}

/**
 * POST /admin/orders, always with an Idempotency-Key: the caller keeps one key per form and
 * sends it again on a retry, so an order whose answer was lost (a 503, a dropped connection)
 * is answered again instead of placed twice. A failed request leaves its key unused.
 */
export function useCreateOrder() {
  const invalidate = useInvalidateOrders();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { order: AdminOrderCreateInput; idempotencyKey: string }) =>
      api.post<OrderResponse>('/admin/orders', input.order, {
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: () =>
      Promise.all([
        invalidate(),
        // Stock changed.
        queryClient.invalidateQueries({ queryKey: queryKeys.productsAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.productSearchAll }),
      ]),
  });
}

export function useAdminStats() {
  return useQuery({
    queryKey: queryKeys.admin.stats,
    queryFn: async ({ signal }) => {
      const { stats } = await api.get<StatsResponse>('/admin/stats', { signal });
      return stats;
    },
    staleTime: 0,
  });
}

export function useCustomers(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: queryKeys.admin.customers(term),
    queryFn: async ({ signal }) => {
      const { customers } = await api.get<CustomersResponse>('/admin/customers', {
        query: { search: term || undefined, limit: 8 },
        signal,
      });
      return customers;
    },
    placeholderData: keepPreviousData,
  });
}

export function useProductSearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: queryKeys.admin.productSearch(term),
    queryFn: async ({ signal }) => {
      const { products } = await api.get<ProductsResponse>('/products', {
        query: { search: term || undefined, limit: 8, sort: 'title' },
        signal,
      });
      return products;
    },
    placeholderData: keepPreviousData,
  });
}
