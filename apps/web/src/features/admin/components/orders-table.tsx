import { canMarkOrderPaid, canMoveOrder } from '@electro/shared';
import type { Order, OrderUpdateInput } from '@electro/shared';
import Ban from 'lucide-react/icons/ban';
import Banknote from 'lucide-react/icons/banknote';
import PackageCheck from 'lucide-react/icons/package-check';
import Truck from 'lucide-react/icons/truck';
import type { ComponentType } from 'react';
import { useFormatPrice } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { rem } from '../hooks/use-cards-below';
import { Badge } from './badge';
import { OrderNumberLink } from './order-number';
import { customerName, orderDate, paymentLabel } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import { Thumbnail } from './thumbnail';

export type Move = {
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;
  changes: OrderUpdateInput;
  done: string;
  allowed: (order: Order) => boolean;
};

/** The moves the API accepts (packages/shared order-moves): cancelled and delivered are final. */
export const MOVES: Move[] = [
  {
    label: 'Mark paid',
    icon: Banknote,
    changes: { isPaid: true },
    done: 'Order marked as paid',
    allowed: canMarkOrderPaid,
  },
  {
    label: 'Mark shipped',
    icon: Truck,
    changes: { status: 'shipped' },
    done: 'Order marked as shipped',
    allowed: (order) => canMoveOrder(order.status, 'shipped'),
  },
  {
    label: 'Mark delivered',
    icon: PackageCheck,
    changes: { status: 'delivered' },
    done: 'Order marked as delivered',
    allowed: (order) => canMoveOrder(order.status, 'delivered'),
  },
  {
    label: 'Cancel order',
    icon: Ban,
    changes: { status: 'cancelled' },
    done: 'Order cancelled',
    allowed: (order) => canMoveOrder(order.status, 'cancelled'),
  },
];

const th =
  'px-2 py-3 first:pl-3 last:pr-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
/** The width the orders' table needs; below it (in the list's box) each row is a card. */
export const ORDERS_TABLE_MIN_WIDTH = rem(68);

/**
 * Below 68rem of the list's box each row is a card, as the admin's table (AdminTable) shows its rows: the order's
 * number on top, label-and-value pairs side by side as they fit, the actions named in full along
 * the bottom. A table there hid price, status and every action behind a side-scroll. The row
 * stays a table row so the list keeps one structure at every width.
 */
const td =
  '@max-[68rem]:min-w-0 @max-[68rem]:max-w-full @max-[68rem]:break-words @min-[68rem]:px-2 @min-[68rem]:py-3 @min-[68rem]:align-top @min-[68rem]:first:pl-3 @min-[68rem]:last:pr-3';
const cardRow =
  '@max-[68rem]:flex @max-[68rem]:flex-wrap @max-[68rem]:gap-x-6 @max-[68rem]:gap-y-2 @max-[68rem]:rounded-lg @max-[68rem]:border ' +
  '@max-[68rem]:border-border @max-[68rem]:p-3 @min-[68rem]:border-t @min-[68rem]:border-border';

/** The column's name above its value on a card; the table's header names it from 68rem. */
function CardLabel(props: { children: string }) {
  return (
    <span className="block text-xs font-semibold tracking-wide text-muted uppercase @min-[68rem]:hidden">
      {props.children}
    </span>
  );
}

function OrderRow(props: {
  order: Order;
  busy: boolean;
  /** Below 768 px: the row is a card. */
  cards: boolean;
  onMove: (order: Order, move: Move) => void;
}) {
  const { order } = props;
  const formatPrice = useFormatPrice();
  return (
    <tr className={cardRow}>
      <td className={`${td} @max-[68rem]:basis-full`}>
        <OrderNumberLink order={order} />
      </td>
      <td className={`${td} @max-[68rem]:basis-full`}>
        <CardLabel>Products</CardLabel>
        <ul className="flex flex-col gap-2 @min-[68rem]:min-w-40 @max-[68rem]:gap-0">
          {order.orderItems.map((item) => (
            <li key={item._id} className="flex items-center gap-2">
              {/* No thumbnails on a card: it stays short, and no picture waits off screen. */}
              {props.cards ? null : (
                <Thumbnail src={item.productId?.imageCover?.secure_url} alt="" />
              )}
              <span className="text-sm">
                <span className="line-clamp-2 @max-[68rem]:inline">
                  {item.productId?.title || 'Unnamed Product'}
                </span>{' '}
                <span className="text-xs text-muted">× {item.quantity}</span>
              </span>
            </li>
          ))}
        </ul>
      </td>
      <td className={`${td} whitespace-nowrap tabular-nums`}>
        <CardLabel>Order Date</CardLabel>
        {orderDate(order)}
      </td>
      <td className={td}>
        <CardLabel>Payment</CardLabel>
        {paymentLabel(order)}
      </td>
      <td className={`${td} whitespace-nowrap font-semibold tabular-nums`}>
        <CardLabel>Price</CardLabel>
        {Number.isFinite(order.totalOrderPrice)
          ? formatPrice(order.totalOrderPrice)
          : 'Price Unavailable'}
      </td>
      <td className={td}>
        <CardLabel>Status</CardLabel>
        <div className="flex flex-wrap items-start gap-1 @min-[68rem]:flex-col">
          <Badge tone={order.isPaid ? 'success' : 'warning'}>
            {order.isPaid ? 'Paid' : 'Not paid'}
          </Badge>
          <Badge tone={order.isDelivered ? 'success' : 'neutral'}>
            {order.isDelivered ? 'Delivered' : 'Not Delivered'}
          </Badge>
          {order.status === 'shipped' || order.status === 'cancelled' ? (
            <OrderStatusBadge status={order.status} />
          ) : null}
        </div>
      </td>
      <td className={td}>
        <CardLabel>Address</CardLabel>
        <span className="block">{order.shoppingAddress?.city || 'Unknown City'}</span>
        <span className="block text-sm text-muted tabular-nums">
          {order.shoppingAddress?.phone || 'Unknown Phone'}
        </span>
      </td>
      <td className={td}>
        <CardLabel>User</CardLabel>
        <span className="block font-medium">{customerName(order)}</span>
        <span
          className="block truncate text-xs text-muted @min-[68rem]:max-w-32"
          title={order.customer?.email}
        >
          {order.customer?.email}
        </span>
      </td>
      <td
        className={`${td} @max-[68rem]:basis-full @max-[68rem]:border-t @max-[68rem]:border-border @max-[68rem]:pt-2`}
      >
        {/* In the table icon buttons, named and titled, in a 2x2 square; on a card, in words. */}
        <div className="flex flex-wrap gap-2 @min-[68rem]:grid @min-[68rem]:w-max @min-[68rem]:grid-cols-2 @min-[68rem]:gap-1">
          {MOVES.map((move) => {
            const Icon = move.icon;
            const cancel = move.changes.status === 'cancelled';
            return (
              <button
                key={move.label}
                type="button"
                title={move.label}
                disabled={props.busy || !move.allowed(order)}
                onClick={() => props.onMove(order, move)}
                className={`relative inline-flex h-9 items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-surface disabled:cursor-not-allowed disabled:opacity-35 @min-[68rem]:grid @min-[68rem]:w-9 @min-[68rem]:place-items-center @min-[68rem]:px-0 ${cancel ? 'border-danger/60 text-danger @min-[68rem]:border-border' : 'border-border text-primary'}`}
              >
                <Icon aria-hidden="true" size={18} />
                <span className="@min-[68rem]:sr-only">{move.label}</span>
              </button>
            );
          })}
        </div>
      </td>
    </tr>
  );
}

/** The admin's orders: a table from 68rem of the list's box, one card an order below it. */
export function OrdersTable(props: {
  orders: Order[];
  isLoading: boolean;
  /** Skeleton rows while the page loads. */
  pageSize: number;
  /** The order a move is being saved for: its buttons wait. */
  busyId: string | null;
  cards: boolean;
  onMove: (order: Order, move: Move) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table
        className="w-full border-collapse text-sm @max-[68rem]:block @min-[68rem]:min-w-[60rem]"
        aria-busy={props.isLoading}
      >
        <caption className="sr-only">Orders</caption>
        <thead className="bg-surface @max-[68rem]:hidden">
          <tr>
            {[
              'Order',
              'Products',
              'Order Date',
              'Payment',
              'Price',
              'Status',
              'Address',
              'User',
              'Actions',
            ].map((name) => (
              <th key={name} scope="col" className={th}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="@max-[68rem]:flex @max-[68rem]:flex-col @max-[68rem]:gap-3 @max-[68rem]:p-3">
          {props.isLoading ? (
            Array.from({ length: props.pageSize }, (_, index) => (
              <tr
                key={index}
                className="@max-[68rem]:block @min-[68rem]:border-t @min-[68rem]:border-border"
              >
                <td
                  colSpan={9}
                  className="block @min-[68rem]:table-cell @min-[68rem]:px-3 @min-[68rem]:py-2"
                >
                  {index === 0 ? <span className="sr-only">Loading orders</span> : null}
                  <Skeleton height={56} />
                </td>
              </tr>
            ))
          ) : props.orders.length === 0 ? (
            <tr className="@max-[68rem]:block @min-[68rem]:border-t @min-[68rem]:border-border">
              <td
                colSpan={9}
                className="block py-12 text-center text-muted @min-[68rem]:table-cell @min-[68rem]:px-3"
              >
                No orders found
              </td>
            </tr>
          ) : (
            props.orders.map((order) => (
              <OrderRow
                key={order._id}
                order={order}
                busy={props.busyId === order._id}
                cards={props.cards}
                onMove={props.onMove}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
