import type { Order } from '@electro/shared';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { useFormatPrice } from '@/components/ui/price';
import { cn } from '@/lib/cn';
import {
  ORDER_FALLBACKS,
  formatOrderDate,
  isAmount,
  orderSubtotal,
  paymentMethodLabel,
} from './order-format';
import { usePriceText } from '@/hooks/use-price-text';
import { OrderLine, OrderRow } from './order-line';
import { orderTimeline } from './order-timeline';

export const orderCard = 'rounded-xl border border-border bg-bg p-5';

/** A titled block of the order page: its heading names the region for assistive technology. */
export function OrderSection(props: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={props.id} className={cn(orderCard, props.className)}>
      <h2 id={props.id} className="text-lg font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatOrderDate(at)}</time>;
}

function OrderItems({ order }: { order: Order }) {
  const priceText = usePriceText();
  return (
    <OrderSection id="order-items-title" title="Items">
      <ul className="mt-3 divide-y divide-border">
        {order.orderItems.map((item) => (
          <OrderLine
            key={item._id}
            item={item}
            className="last:pb-0"
            detail={`${item.quantity} x ${priceText(item.price)}`}
            amount={priceText(isAmount(item.price) ? item.price * item.quantity : undefined)}
          />
        ))}
      </ul>
    </OrderSection>
  );
}

/** The totals as the cart and checkout show them: subtotal, free shipping, total, payment. */
function OrderSummary({ order }: { order: Order }) {
  const formatPrice = useFormatPrice();
  const priceText = usePriceText();
  return (
    <OrderSection id="order-summary-title" title="Order Summary">
      <dl className="mt-3 space-y-2">
        <OrderRow label="Subtotal">{formatPrice(orderSubtotal(order))}</OrderRow>
        <OrderRow label="Shipping">
          <span className="text-success">Free</span>
        </OrderRow>
        <OrderRow label="Total" strong>
          {priceText(order.totalOrderPrice)}
        </OrderRow>
        <OrderRow label="Payment method">{paymentMethodLabel(order.paymentMethod)}</OrderRow>
      </dl>
    </OrderSection>
  );
}

function OrderProgress({ order }: { order: Order }) {
  const delivery = order.isDelivered ? (
    <>Delivered on {order.deliveredAt ? <When at={order.deliveredAt} /> : 'an unknown date'}</>
  ) : order.status === 'cancelled' ? (
    <>Cancelled{order.cancelledAt ? <> on {<When at={order.cancelledAt} />}</> : null}</>
  ) : order.status === 'shipped' ? (
    <>Shipped{order.shippedAt ? <> on {<When at={order.shippedAt} />}</> : null}</>
  ) : (
    'Not delivered yet'
  );
  return (
    <OrderSection id="order-status-title" title="Payment and delivery">
      <dl className="mt-3 space-y-3">
        <div>
          <dt className="text-sm text-muted">Payment</dt>
          <dd className="font-medium">
            {order.isPaid ? (
              <>Paid{order.paidAt ? <> on {<When at={order.paidAt} />}</> : null}</>
            ) : (
              'Not paid'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Delivery</dt>
          <dd className="font-medium">{delivery}</dd>
        </div>
      </dl>
    </OrderSection>
  );
}

function OrderAddress({ order }: { order: Order }) {
  const address = order.shoppingAddress;
  return (
    <OrderSection id="order-address-title" title="Shipping address">
      <dl className="mt-3 space-y-2">
        <OrderRow label="City">{address?.city || ORDER_FALLBACKS.city}</OrderRow>
        <OrderRow label="Street">{address?.street || '-'}</OrderRow>
        <OrderRow label="Phone">
          <span className="tabular-nums">{address?.phone || ORDER_FALLBACKS.phone}</span>
        </OrderRow>
      </dl>
    </OrderSection>
  );
}

/** The status moves that happened, oldest first, each with its date. */
export function OrderTimeline({ order }: { order: Order }) {
  const entries = orderTimeline(order);
  return (
    <OrderSection id="order-timeline-title" title="Timeline">
      <ol className="mt-4">
        {entries.map((entry, index) => {
          const last = index === entries.length - 1;
          const cancelled = entry.step === 'cancelled';
          return (
            <li
              key={entry.step}
              data-step={entry.step}
              className="relative flex gap-3 pb-5 last:pb-0"
            >
              {last ? null : (
                <span
                  aria-hidden="true"
                  className="absolute top-7 bottom-0 left-3 w-px -translate-x-1/2 bg-border"
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'grid h-6 w-6 shrink-0 place-items-center rounded-full text-white dark:text-bg',
                  cancelled ? 'bg-danger' : 'bg-primary',
                )}
              >
                {cancelled ? <X size={14} strokeWidth={3} /> : <Check size={14} strokeWidth={3} />}
              </span>
              <div>
                <p className="font-medium">{entry.label}</p>
                <p className="text-sm text-muted">
                  <When at={entry.at} />
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </OrderSection>
  );
}

export type OrderDetailsProps = {
  order: Order;
  /** Blocks shown first in the side column (the admin's customer card). */
  aside?: ReactNode;
};

/**
 * One order as both order pages show it: the items and the timeline, and beside them the
 * totals, the payment and delivery status and the shipping address.
 */
export function OrderDetails({ order, aside }: OrderDetailsProps) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 gap-6">
        <OrderItems order={order} />
        <OrderTimeline order={order} />
      </div>
      <div className="grid min-w-0 gap-6">
        {aside}
        <OrderSummary order={order} />
        <OrderProgress order={order} />
        <OrderAddress order={order} />
      </div>
    </div>
  );
}
