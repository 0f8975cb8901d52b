import type { Order } from '@electro/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { useFormatPrice } from '@/components/ui/price';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import {
  ORDER_FALLBACKS,
  isAmount,
  orderName,
  orderSubtotal,
  paymentMethodLabel,
} from '@/components/order/order-format';
import { OrderStatusPills } from '@/components/order/order-status-pill';

/** An amount in the shop's currency, or the fallback for an order that lacks it. */
function usePriceText() {
  const formatPrice = useFormatPrice();
  return (value: unknown) => (isAmount(value) ? formatPrice(value) : ORDER_FALLBACKS.price);
}

function Row(props: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-4', props.strong && 'text-lg')}>
      <dt className={props.strong ? 'font-semibold' : 'text-muted'}>{props.label}</dt>
      <dd className={cn('text-right', props.strong ? 'font-bold' : 'font-medium')}>
        {props.children}
      </dd>
    </div>
  );
}

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
          {order.orderItems.map((item) => {
            const title = item.productId?.title || ORDER_FALLBACKS.title;
            const imageUrl = item.productId?.imageCover?.secure_url;
            return (
              <li key={item._id} className="flex items-center gap-4 py-3 first:pt-0">
                <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-surface">
                  {imageUrl ? (
                    <Img
                      src={imageUrl}
                      thumbnail={200}
                      sizes="64px"
                      alt=""
                      width={64}
                      height={64}
                      className="h-full w-full object-contain p-1"
                    />
                  ) : null}
                </div>
                <div className="min-w-0 flex-1">
                  <h3 className="line-clamp-2 font-medium">
                    <Link
                      to={paths.product.getHref(item.productId._id)}
                      className="hover:text-primary"
                    >
                      {title}
                    </Link>
                  </h3>
                  <p className="text-sm text-muted">{item.quantity} Piece</p>
                </div>
                <p className="font-semibold tabular-nums">{priceText(item.price)}</p>
              </li>
            );
          })}
        </ul>

        <div className="flex flex-col gap-5">
          <section aria-labelledby={`${headingId}-summary`}>
            <h3 id={`${headingId}-summary`} className="font-semibold">
              Order Summary
            </h3>
            <dl className="mt-2 space-y-1.5 text-sm">
              <Row label="Subtotal">{formatPrice(orderSubtotal(order))}</Row>
              <Row label="Discount">{formatPrice(0)}</Row>
              <Row label="Payment method">{paymentMethodLabel(order.paymentMethod)}</Row>
              <Row label="Total Price" strong>
                {priceText(order.totalOrderPrice)}
              </Row>
            </dl>
          </section>
          <section aria-labelledby={`${headingId}-address`}>
            <h3 id={`${headingId}-address`} className="font-semibold">
              Order Address
            </h3>
            <dl className="mt-2 space-y-1.5 text-sm">
              <Row label="City">{address?.city || ORDER_FALLBACKS.city}</Row>
              <Row label="Street">{address?.street || '-'}</Row>
              <Row label="Phone">{address?.phone || ORDER_FALLBACKS.phone}</Row>
              <Row label="Date">{order.createdAt.slice(0, 10)}</Row>
            </dl>
          </section>
        </div>
      </div>
    </article>
  );
}
