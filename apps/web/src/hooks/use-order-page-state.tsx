import type { Order } from '@electro/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { orderName } from '@/components/order/order-format';
import {
  OrderLoadError,
  OrderNotFound,
  OrderPageSkeleton,
} from '@/components/order/order-page-states';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from './use-page-title';

/**
 * An order page (the customer's or the owner's) before its order is shown: it names the browser
 * tab after the order, and answers what to show instead of the order, a skeleton while it loads,
 * "not found" with the way back on a 404, the error with a retry otherwise, or null once the
 * order is here.
 */
export function useOrderPageState(
  query: UseQueryResult<Order>,
  back: { to: string; label: string },
): ReactNode {
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  usePageTitle(query.data ? orderName(query.data) : notFound ? 'Order not found' : 'Order');
  if (query.isPending) return <OrderPageSkeleton />;
  if (query.isError) {
    return notFound ? (
      <OrderNotFound back={back} />
    ) : (
      <OrderLoadError error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return null;
}
