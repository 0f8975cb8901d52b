import type { Order } from '@electro/shared';

/** docs/PRODUCT.md §3: what an order view shows when a field is missing. */
export const ORDER_FALLBACKS = {
  title: 'Unnamed Product',
  price: 'Price Unavailable',
  payment: 'Payment Info Missing',
  city: 'Unknown City',
  phone: 'Unknown Phone',
} as const;

export const ORDER_STATUS_LABELS: Record<Order['status'], string> = {
  pending: 'Pending',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Subtotal of the lines (order items keep their checkout-time price). */
export function orderSubtotal(order: Pick<Order, 'orderItems'>): number {
  return order.orderItems.reduce(
    (sum, item) => sum + (isAmount(item.price) ? item.price * item.quantity : 0),
    0,
  );
}

/** What people call the order (contract v1.1): "Order #1042". */
export const orderName = (order: Pick<Order, 'number'>) =>
  order.number ? `Order #${order.number}` : 'Order';

export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return ORDER_FALLBACKS.payment;
  return method === 'cash' ? 'Cash on delivery' : method;
}

let dateFormat: Intl.DateTimeFormat | undefined;

/** '26 Nov 2026, 14:05' in the reader's time zone; created on first use (locale data). */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat.format(date);
}
