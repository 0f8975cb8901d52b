import type { Order } from '@electro/shared';
import { Badge, type BadgeTone } from './badge';
import { ORDER_STATUS_LABELS } from '@/components/order/order-format';

const TONES: Record<Order['status'], BadgeTone> = {
  pending: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'danger',
};

/** An order's status as the orders page and the dashboard show it: Pending, Shipped… */
export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
