import type { Order } from '@electro/shared';
import { Link } from 'react-router';
import { useFormatPrice } from '@/components/ui/price';
import { paths } from '@/config/paths';
import {
  ORDER_FALLBACKS,
  orderName,
  orderSubtotal,
  paymentMethodLabel,
} from '@/components/order/order-format';
import { OrderLine, OrderRow } from '@/components/order/order-line';
import { usePriceText } from '@/hooks/use-price-text';
import { OrderStatusPills } from '@/components/order/order-status-pill';

export type OrderCardProps = { order: Order };

/** One order of the history, its heading a link to the order's page. */
export function OrderCard({ order }: OrderCardProps) {
  const formatPrice = useFormatPrice();
  const priceText = usePriceText();
  const headingId = `order-${order._id}`;
  const address = order.shoppingAddress;
  const name = orderName(order);
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-border bg-bg"
    >
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border bg-surface px-5 py-3">
        <h2 id={headingId} className="text-lg font-semibold">
          <Link
            to={paths.profileOrder.getHref(order.number || order._id)}
            className="text-primary underline-offset-2 hover:underline"
          >
            {name}
          </Link>
        </h2>
        <time dateTime={order.createdAt} className="text-sm text-muted">
          {order.createdAt.slice(0, 10)}
        </time>
        <div className="ml-auto">
          <OrderStatusPills order={order} />
        </div>
      </header>

      <div className="grid gap-6 p-5 lg:grid-cols-[1fr_18rem]">
        <ul className="divide-y divide-border" aria-label={`Items of ${name}`}>
          {order.orderItems.map((item) => (
            <OrderLine
              key={item._id}
              item={item}
              className="first:pt-0"
              detail={`${item.quantity} Piece`}
              amount={priceText(item.price)}
            />
          ))}
        </ul>

        <div className="flex flex-col gap-5">
          <section aria-labelledby={`${headingId}-summary`}>
            <h3 id={`${headingId}-summary`} className="font-semibold">
              Order Summary
            </h3>
            <dl className="mt-2 space-y-1.5 text-sm">
              <OrderRow label="Subtotal">{formatPrice(orderSubtotal(order))}</OrderRow>
              <OrderRow label="Discount">{formatPrice(0)}</OrderRow>
              <OrderRow label="Payment method">{paymentMethodLabel(order.paymentMethod)}</OrderRow>
              <OrderRow label="Total Price" strong>
                {priceText(order.totalOrderPrice)}
              </OrderRow>
            </dl>
          </section>
          <section aria-labelledby={`${headingId}-address`}>
            <h3 id={`${headingId}-address`} className="font-semibold">
              Order Address
            </h3>
            <dl className="mt-2 space-y-1.5 text-sm">
              <OrderRow label="City">{address?.city || ORDER_FALLBACKS.city}</OrderRow>
              <OrderRow label="Street">{address?.street || '-'}</OrderRow>
              <OrderRow label="Phone">{address?.phone || ORDER_FALLBACKS.phone}</OrderRow>
              <OrderRow label="Date">{order.createdAt.slice(0, 10)}</OrderRow>
            </dl>
          </section>
        </div>
      </div>
    </article>
  );
}
