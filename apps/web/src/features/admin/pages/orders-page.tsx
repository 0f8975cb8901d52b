import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ORDER_LIST_STATUSES,
  SEARCH_DEBOUNCE_MS,
  canMarkOrderPaid,
  canMoveOrder,
} from '@electro/shared';
import type { Order, OrderListStatus, OrderUpdateInput } from '@electro/shared';
import Ban from 'lucide-react/icons/ban';
import Banknote from 'lucide-react/icons/banknote';
import PackageCheck from 'lucide-react/icons/package-check';
import Plus from 'lucide-react/icons/plus';
import Truck from 'lucide-react/icons/truck';
import { useId, useState } from 'react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAdminOrders, useUpdateOrder } from '../api/orders';
import { Badge } from '../components/badge';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { ORDER_STATUS_LABELS } from '@/components/order/order-format';
import { customerName, orderDate, paymentLabel } from '../components/order-format';
import { PageHeader } from '../components/page-header';
import { SearchField } from '../components/search-field';
import { Pagination } from '@/components/ui/pagination';
import { useFormatPrice } from '@/components/ui/price';
import { Thumbnail } from '../components/thumbnail';
import { rem, useCardsBelow } from '../hooks/use-cards-below';
import { PageSizeSelect } from '../components/page-size-select';
import { OrderStatusBadge } from '../components/order-status-badge';
import { ExportButton } from '../components/export-button';
import { OrderNumberLink, orderTitle } from '../components/order-number';

/** The status filter's options: each status, then the payment. */
const FILTER_LABELS: Record<OrderListStatus, string> = {
  ...ORDER_STATUS_LABELS,
  paid: 'Paid',
  unpaid: 'Not paid',
};

type Move = {
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;
  changes: OrderUpdateInput;
  done: string;
  allowed: (order: Order) => boolean;
};

/** The moves the API accepts (packages/shared order-moves): cancelled and delivered are final. */
const MOVES: Move[] = [
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
const ORDERS_TABLE_MIN_WIDTH = rem(68);

/**
 * Below 68rem of the list's box each row is a card, as the shared DataTable shows its rows: the order's
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

/** Orders (docs/PRODUCT.md §2 Admin orders page): every customer's orders, paged by the API. */
export default function OrdersPage() {
  usePageTitle('Orders');
  const formatPrice = useFormatPrice();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_PAGE_SIZE_DEFAULT);
  const [status, setStatus] = useState<OrderListStatus | ''>('');
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useAdminOrders({
    page,
    limit: pageSize,
    status: status || undefined,
    search: term,
  });
  const update = useUpdateOrder();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const ids = { status: useId(), search: useId(), size: useId() };
  // Nine columns at their narrowest need about 1,080 px: below that, whatever the screen (the
  // sidebar takes its share up to 1440 px), each order is a card. The container queries of the
  // rows' classes use the same width (68rem) on the same box.
  const { ref: boxRef, cards } = useCardsBelow(ORDERS_TABLE_MIN_WIDTH);

  const orders = query.data?.orders ?? [];
  const totalPages = query.data?.totalPages ?? 1;
  if (query.data && !query.isPlaceholderData && page > 1 && page > totalPages)
    setPage(Math.max(totalPages, 1));

  const onMove = async (order: Order, move: Move) => {
    if (move.changes.status === 'cancelled') {
      const confirmed = await confirm({
        title: 'Cancel this order?',
        description: `${orderTitle(order)} of ${customerName(order)} (${formatPrice(order.totalOrderPrice)}) will be cancelled and its stock returned. This cannot be undone.`,
        confirmLabel: 'Cancel order',
        cancelLabel: 'Keep order',
      });
      if (!confirmed) return;
    }
    setBusyId(order._id);
    try {
      await update.mutateAsync({ id: order._id, changes: move.changes });
      toast.success(move.done);
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to update order.'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          <>
            <ExportButton
              path="/orders/export"
              query={{ status: status || undefined, search: search.trim() || undefined }}
              fileName="orders.csv"
              noun="orders"
            />
            <Link to={paths.adminOrdersAdd.getHref()} className={buttonClasses({ size: 'sm' })}>
              <Plus aria-hidden="true" size={16} />
              Add order
            </Link>
          </>
        }
      />
      <div ref={boxRef} className="@container rounded-xl border border-border bg-bg">
        <div className="flex flex-wrap items-end gap-3 border-b border-border p-3">
          <SearchField
            id={ids.search}
            className="w-full max-w-sm"
            label="Search"
            visibleLabel
            placeholder="Number, phone, city, customer or product"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.status} className="text-sm font-medium">
              Status
            </label>
            <select
              id={ids.status}
              className="input w-auto"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as OrderListStatus | '');
                setPage(1);
              }}
            >
              <option value="">All statuses</option>
              {ORDER_LIST_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {FILTER_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          {query.isFetching && !query.isPending ? (
            <Spinner size={20} label="Loading orders" className="mb-3" />
          ) : null}
        </div>

        {query.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="text-danger">Failed to fetch orders. Please try again.</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table
              className="w-full border-collapse text-sm @max-[68rem]:block @min-[68rem]:min-w-[60rem]"
              aria-busy={query.isPending}
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
                {query.isPending ? (
                  Array.from({ length: pageSize }, (_, index) => (
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
                ) : orders.length === 0 ? (
                  <tr className="@max-[68rem]:block @min-[68rem]:border-t @min-[68rem]:border-border">
                    <td
                      colSpan={9}
                      className="block py-12 text-center text-muted @min-[68rem]:table-cell @min-[68rem]:px-3"
                    >
                      No orders found
                    </td>
                  </tr>
                ) : (
                  orders.map((order) => (
                    <OrderRow
                      key={order._id}
                      order={order}
                      busy={busyId === order._id}
                      cards={cards}
                      onMove={(o, m) => void onMove(o, m)}
                    />
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}

        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-border p-3 text-sm">
          <PageSizeSelect
            id={ids.size}
            value={pageSize}
            onChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
          <p className="text-muted" aria-live="polite">
            {query.data
              ? `${query.data.totalOrders} ${query.data.totalOrders === 1 ? 'order' : 'orders'}`
              : ''}
          </p>
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
        </div>
      </div>
      {dialog}
    </>
  );
}
