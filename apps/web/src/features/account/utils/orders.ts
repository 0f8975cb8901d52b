import type { Order } from '@electro/shared';

/** docs/PRODUCT.md §3: what an order view shows when a field is missing. */
export const ORDER_FALLBACKS = {
  title: 'Unnamed Product',
  price: 'Price Unavailable',
  payment: 'Payment Info Missing',
  city: 'Unknown City',
  phone: 'Unknown Phone',
} as const;

export const ORDERS_FAILED_MESSAGE = 'Failed to fetch orders. Please try again later.';

export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Subtotal of the lines (order items keep their checkout-time price). */
export function orderSubtotal(order: Pick<Order, 'orderItems'>): number {
  return order.orderItems.reduce(
    (sum, item) => sum + (isAmount(item.price) ? item.price * item.quantity : 0),
    0,
  );
}

/**
 * Orders come newest first; numbering from the oldest keeps 'Order 1' the customer's first
 * order whatever the page.
 */
export function orderNumber(options: {
  total: number;
  page: number;
  limit: number;
  index: number;
}): number {
  return options.total - ((options.page - 1) * options.limit + options.index);
}
