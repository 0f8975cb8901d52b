import { canMarkOrderPaid, canMoveOrder } from '@electro/shared';
import type { CustomerResponse, Order, OrderResponse, OrderUpdateInput } from '@electro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /orders/:id as the admin: any customer's order, by id or number (contract v1.1). */
export function useAdminOrder(idOrNumber: string) {
  return useQuery({
    queryKey: queryKeys.admin.order(idOrNumber),
    queryFn: async ({ signal }) =>
      (await api.get<OrderResponse>(`/orders/${encodeURIComponent(idOrNumber)}`, { signal })).order,
    staleTime: 0,
  });
}

/** GET /admin/customers/:id: the order's customer as their account holds them (the phone). */
export function useOrderCustomer(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.admin.orderCustomer(userId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.get<CustomerResponse>(`/admin/customers/${encodeURIComponent(userId ?? '')}`, {
          signal,
        })
      ).customer,
    enabled: Boolean(userId),
  });
}

export type OrderMoveName = 'paid' | 'shipped' | 'delivered' | 'cancelled';

export type OrderMove = {
  name: OrderMoveName;
  label: string;
  changes: OrderUpdateInput;
  /** The success toast (docs/PRODUCT.md §8). */
  done: string;
  allowed: (order: Order) => boolean;
};

/**
 * The admin's moves of an order, the same the orders list offers (packages/shared
 * order-moves): the server checks each PATCH with the same rules.
 */
export const ORDER_MOVES: readonly OrderMove[] = [
  {
    name: 'paid',
    label: 'Mark paid',
    changes: { isPaid: true },
    done: 'Order marked as paid',
    allowed: canMarkOrderPaid,
  },
  {
    name: 'shipped',
    label: 'Mark shipped',
    changes: { status: 'shipped' },
    done: 'Order marked as shipped',
    allowed: (order) => canMoveOrder(order.status, 'shipped'),
  },
  {
    name: 'delivered',
    label: 'Mark delivered',
    changes: { status: 'delivered' },
    done: 'Order marked as delivered',
    allowed: (order) => canMoveOrder(order.status, 'delivered'),
  },
  {
    name: 'cancelled',
    label: 'Cancel order',
    changes: { status: 'cancelled' },
    done: 'Order cancelled',
    allowed: (order) => canMoveOrder(order.status, 'cancelled'),
  },
];

/**
 * PATCH /orders/:id for the order page opened at `idOrNumber`. The answer replaces the page's
 * copy at once (new status and timeline entry); the lists, the dashboard, the customers and the
 * customer's own views refetch.
 */
export function useMoveOrder(idOrNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { order: Pick<Order, '_id'>; move: OrderMove }) =>
      (
        await api.patch<OrderResponse>(
          `/orders/${encodeURIComponent(input.order._id)}`,
          input.move.changes,
        )
      ).order,
    onSuccess: (order) => queryClient.setQueryData(queryKeys.admin.order(idOrNumber), order),
    onSettled: () =>
      Promise.all([
        // Every admin view that counts or lists orders: lists, stats, the customers' figures.
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
      ]),
  });
}
