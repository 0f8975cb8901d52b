import type { Order } from '@electro/shared';
import { cn } from '@/lib/cn';
import { ORDER_STATUS_LABELS } from './order-format';

const STATUS_CLASSES: Record<Order['status'], string> = {
  pending: 'border-accent text-accent',
  shipped: 'border-primary text-primary',
  delivered: 'border-success text-success',
  cancelled: 'border-danger text-danger',
};

const pill = 'rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap';

/** The storefront's status and payment pills of an order: 'Pending', 'Not paid'. */
export function OrderStatusPills({ order }: { order: Pick<Order, 'status' | 'isPaid'> }) {
  return (
    <span className="flex flex-wrap gap-2">
      <span className={cn(pill, STATUS_CLASSES[order.status])}>
        {ORDER_STATUS_LABELS[order.status] ?? order.status}
      </span>
      <span
        className={cn(
          pill,
          order.isPaid ? 'border-success text-success' : 'border-border text-muted',
        )}
      >
        {order.isPaid ? 'Paid' : 'Not paid'}
      </span>
    </span>
  );
}
