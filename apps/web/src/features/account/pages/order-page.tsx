import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useParams } from 'react-router';
import { OrderDetails } from '@/components/order/order-details';
import { formatOrderDate, orderName } from '@/components/order/order-format';
import { OrderStatusPills } from '@/components/order/order-status-pill';
import { paths } from '@/config/paths';
import { useOrderPageState } from '@/hooks/use-order-page-state';
import { useOrder } from '../api/get-order';

const backToOrders = { to: paths.profileOrders.getHref(), label: 'Back to My orders' };

/** One order of the customer: items, address, payment, delivery and its timeline. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const query = useOrder(id);
  const state = useOrderPageState(query, backToOrders);
  if (state || !query.data) return state;

  const order = query.data;
  return (
    <article aria-labelledby="order-title">
      <Link
        to={paths.profileOrders.getHref()}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" size={16} />
        My orders
      </Link>
      <header className="mt-2 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 id="order-title" className="text-3xl font-bold">
          {orderName(order)}
        </h1>
        <OrderStatusPills order={order} />
        <p className="w-full text-muted">
          Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        </p>
      </header>
      <OrderDetails order={order} />
    </article>
  );
}
