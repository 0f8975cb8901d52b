import type { Order } from '@electro/shared';

/** docs/PRODUCT.md §2: the date is the first 10 characters of the creation time. */
export const orderDate = (order: Pick<Order, 'createdAt'>) => order.createdAt.slice(0, 10);

export const customerName = (order: Pick<Order, 'customer'>) =>
  order.customer?.name?.trim() || 'Unknown User';

export const paymentLabel = (order: Pick<Order, 'paymentMethod'>) =>
  order.paymentMethod
    ? order.paymentMethod.charAt(0).toUpperCase() + order.paymentMethod.slice(1)
    : 'Payment Info Missing';
