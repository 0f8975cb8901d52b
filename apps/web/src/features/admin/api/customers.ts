import type { CustomerResponse, CustomersResponse, OrdersResponse } from '@electro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CustomersParams = { page: number; limit: number; search: string };

/** The customers screen: a page of GET /admin/customers, searched on the server. */
export function useCustomersPage(params: CustomersParams) {
  const search = params.search.trim();
  const query = { page: params.page, limit: params.limit, search: search || undefined };
  return useQuery({
    // Under the order form's picker key of the same search, so both refresh together.
    queryKey: [...queryKeys.admin.customers(search), 'page', query] as const,
    queryFn: ({ signal }) => api.get<CustomersResponse>('/admin/customers', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCustomer(id: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.admin.all, 'customer', id ?? ''] as const,
    queryFn: async ({ signal }) => {
      const { customer } = await api.get<CustomerResponse>(
        `/admin/customers/${encodeURIComponent(id ?? '')}`,
        { signal },
      );
      return customer;
    },
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** One customer's orders, newest first, a page at a time (GET /orders?user=). */
export function useCustomerOrders(id: string | undefined, page: number, limit: number) {
  const query = { user: id, page, limit };
  return useQuery({
    // Under the admin's orders, so an order's move refreshes it.
    queryKey: queryKeys.admin.orders(query),
    queryFn: ({ signal }) => api.get<OrdersResponse>('/orders', { query, signal }),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
