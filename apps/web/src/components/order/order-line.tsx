import type { Order } from '@electro/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { ORDER_FALLBACKS } from './order-format';

/** A label and its value in an order's summary or address (`<dl>` rows). */
export function OrderRow(props: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-4', props.strong && 'text-lg')}>
      <dt className={props.strong ? 'font-semibold' : 'text-muted'}>{props.label}</dt>
      <dd className={cn('text-right', props.strong ? 'font-bold' : 'font-medium')}>
        {props.children}
      </dd>
    </div>
  );
}

/**
 * One line of an order: the product's picture and title (a link while the product exists),
 * what the caller says under it, and an amount on the right.
 */
export function OrderLine(props: {
  item: Order['orderItems'][number];
  detail: ReactNode;
  amount: ReactNode;
  className?: string;
}) {
  const { item } = props;
  const title = item.productId?.title || ORDER_FALLBACKS.title;
  const imageUrl = item.productId?.imageCover?.secure_url;
  return (
    <li className={cn('flex items-center gap-4 py-3', props.className)}>
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
          {item.productId?._id ? (
            <Link
              to={paths.product.getHref(item.productId._id)}
              className="underline-offset-2 hover:text-primary hover:underline"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className="text-sm text-muted tabular-nums">{props.detail}</p>
      </div>
      <p className="font-semibold tabular-nums">{props.amount}</p>
    </li>
  );
}
