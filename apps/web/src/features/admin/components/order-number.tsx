import type { Order } from '@electro/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** "Order #1042", or the id for an answer that carries no number (a v1.0 body). */
export const orderTitle = (order: Pick<Order, '_id' | 'number'>) =>
  order.number ? `Order #${order.number}` : `Order ${order._id}`;

/** The order's page, by number (readable in the address bar) or, without one, by id. */
export const orderHref = (order: Pick<Order, '_id' | 'number'>) =>
  paths.adminOrder.getHref(order.number || order._id);

/** "Order #1042" linking to the order's page, as the owner's lists show it. */
export function OrderNumberLink(props: {
  order: Pick<Order, '_id' | 'number'>;
  className?: string;
}) {
  return (
    <Link
      to={orderHref(props.order)}
      className={cn(
        'font-semibold whitespace-nowrap text-primary underline-offset-2 hover:underline',
        props.className,
      )}
    >
      {orderTitle(props.order)}
    </Link>
  );
}
