import Ban from 'lucide-react/icons/ban';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Banknote from 'lucide-react/icons/banknote';
import PackageCheck from 'lucide-react/icons/package-check';
import Truck from 'lucide-react/icons/truck';
import type { Order } from '@electro/shared';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { OrderDetails, OrderSection } from '@/components/order/order-details';
import { formatOrderDate, orderName, ORDER_FALLBACKS } from '@/components/order/order-format';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useFormatPrice } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useOrderPageState } from '@/hooks/use-order-page-state';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  ORDER_MOVES,
  useAdminOrder,
  useMoveOrder,
  useOrderCustomer,
  type OrderMove,
  type OrderMoveName,
} from '../api/order';
import { Badge } from '../components/badge';
import { customerName } from '../components/order-format';
import { OrderStatusBadge } from '../components/order-status-badge';

const ICONS: Record<OrderMoveName, ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>> = {
  paid: Banknote,
  shipped: Truck,
  delivered: PackageCheck,
  cancelled: Ban,
};

const backToOrders = { to: paths.adminOrders.getHref(), label: 'Back to Orders' };

function CustomerCard({ order }: { order: Order }) {
  const customer = useOrderCustomer(order.user);
  const name = customerName(order);
  return (
    <OrderSection id="order-customer-title" title="Customer">
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-muted">Name</dt>
          <dd className="font-medium">{name}</dd>
        </div>
        <div>
          <dt className="text-muted">Email</dt>
          <dd className="font-medium break-all">{order.customer?.email || '-'}</dd>
        </div>
        <div>
          <dt className="text-muted">Phone</dt>
          <dd className="font-medium tabular-nums">
            {customer.isPending && order.user ? (
              <Skeleton className="h-5 w-32" />
            ) : (
              customer.data?.phone || ORDER_FALLBACKS.phone
            )}
          </dd>
        </div>
      </dl>
      {order.user ? (
        <Link
          to={paths.adminCustomer.getHref(order.user)}
          className="mt-4 inline-block text-sm font-medium text-primary hover:underline"
        >
          View customer {name}
        </Link>
      ) : null}
    </OrderSection>
  );
}

/** One order for the owner: the customer order page plus the customer and the status actions. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const formatPrice = useFormatPrice();
  const query = useAdminOrder(id);
  const move = useMoveOrder(id);
  const { confirm, dialog } = useConfirm();
  const state = useOrderPageState(query, backToOrders);
  if (state || !query.data) return state;
  const order = query.data;
  const moves = ORDER_MOVES.filter((candidate) => candidate.allowed(order));

  const onMove = async (chosen: OrderMove) => {
    if (chosen.changes.status === 'cancelled') {
      const confirmed = await confirm({
        title: 'Cancel this order?',
        description: `The order of ${customerName(order)} (${formatPrice(order.totalOrderPrice)}) will be cancelled and its stock returned. This cannot be undone.`,
        confirmLabel: 'Cancel order',
        cancelLabel: 'Keep order',
      });
      if (!confirmed) return;
    }
    try {
      await move.mutateAsync({ order, move: chosen });
      toast.success(chosen.done);
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to update order.'));
    }
  };

  return (
    <article aria-labelledby="order-title">
      <Link
        to={paths.adminOrders.getHref()}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" size={16} />
        Orders
      </Link>
      <header className="mt-2 mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <h1 id="order-title" className="text-2xl font-bold md:text-3xl">
              {orderName(order)}
            </h1>
            <span className="flex flex-wrap gap-2">
              <OrderStatusBadge status={order.status} />
              <Badge tone={order.isPaid ? 'success' : 'warning'}>
                {order.isPaid ? 'Paid' : 'Not paid'}
              </Badge>
            </span>
          </div>
          <p className="mt-1 text-muted">
            Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <div role="group" aria-label="Status actions" className="flex flex-wrap gap-2">
          {moves.length === 0 ? (
            <p className="text-sm text-muted">
              This order is {order.status}: its status can no longer change.
            </p>
          ) : (
            moves.map((candidate) => {
              const Icon = ICONS[candidate.name];
              const busy = move.isPending && move.variables?.move.name === candidate.name;
              return (
                <Button
                  key={candidate.name}
                  size="sm"
                  variant={candidate.name === 'cancelled' ? 'danger' : 'outline'}
                  disabled={move.isPending}
                  isLoading={busy}
                  onClick={() => void onMove(candidate)}
                >
                  {busy ? null : <Icon aria-hidden="true" size={16} />}
                  {candidate.label}
                </Button>
              );
            })
          )}
        </div>
      </header>
      <OrderDetails order={order} aside={<CustomerCard order={order} />} />
      {dialog}
    </article>
  );
}
