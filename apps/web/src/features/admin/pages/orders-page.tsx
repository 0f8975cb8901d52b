import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ORDER_LIST_STATUSES,
  SEARCH_DEBOUNCE_MS,
  INPUT_LIMITS,
  canMarkOrderPaid,
  canMoveOrder,
} from '@electro/shared';
import type { Order, OrderListStatus, OrderUpdateInput } from '@electro/shared';
import Ban from 'lucide-react/icons/ban';
import Banknote from 'lucide-react/icons/banknote';
import PackageCheck from 'lucide-react/icons/package-check';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
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
import {
  customerName,
  formatEgp,
  orderDate,
  paymentLabel,
  STATUS_LABELS,
} from '../components/order-format';
import { PageHeader } from '../components/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Thumbnail } from '../components/thumbnail';
import { PageSizeSelect } from '../components/page-size-select';
import { OrderStatusBadge } from '../components/order-status-badge';
import { ExportButton } from '../components/export-button';
import { OrderNumberLink, orderTitle } from '../components/order-number';

/** The status filter's options: each status, then the payment. */
const FILTER_LABELS: Record<OrderListStatus, string> = {
  ...STATUS_LABELS,
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
const td = 'px-2 py-3 align-top first:pl-3 last:pr-3';

function OrderRow(props: {
  order: Order;
  busy: boolean;
  onMove: (order: Order, move: Move) => void;
}) {
  const { order } = props;
  return (
    <tr className="border-t border-border">
      <td className={td}>
        <OrderNumberLink order={order} />
      </td>
      <td className={td}>
        <ul className="flex min-w-40 flex-col gap-2">
          {order.orderItems.map((item) => (
            <li key={item._id} className="flex items-center gap-2">
              <Thumbnail src={item.productId?.imageCover?.secure_url} alt="" />
              <span className="text-sm">
                <span className="line-clamp-2">{item.productId?.title || 'Unnamed Product'}</span>
                <span className="text-xs text-muted">× {item.quantity}</span>
              </span>
            </li>
          ))}
        </ul>
      </td>
      <td className={`${td} whitespace-nowrap tabular-nums`}>{orderDate(order)}</td>
      <td className={td}>{paymentLabel(order)}</td>
      <td className={`${td} whitespace-nowrap font-semibold tabular-nums`}>
        {Number.isFinite(order.totalOrderPrice)
          ? formatEgp(order.totalOrderPrice)
          : 'Price Unavailable'}
      </td>
      <td className={td}>
        <div className="flex flex-col items-start gap-1">
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
        <span className="block">{order.shoppingAddress?.city || 'Unknown City'}</span>
        <span className="block text-sm text-muted tabular-nums">
          {order.shoppingAddress?.phone || 'Unknown Phone'}
        </span>
      </td>
      <td className={td}>
        <span className="block font-medium">{customerName(order)}</span>
        <span className="block max-w-32 truncate text-xs text-muted" title={order.customer?.email}>
          {order.customer?.email}
        </span>
      </td>
      <td className={td}>
        {/* Icon buttons, named and titled: four actions fit a 2x2 square in every row. */}
        <div className="grid w-max grid-cols-2 gap-1">
          {MOVES.map((move) => {
            const Icon = move.icon;
            const cancel = move.changes.status === 'cancelled';
            return (
              <button
                key={move.label}
                type="button"
                aria-label={move.label}
                title={move.label}
                disabled={props.busy || !move.allowed(order)}
                onClick={() => props.onMove(order, move)}
                className={`grid h-9 w-9 place-items-center rounded-md border border-border hover:bg-surface disabled:cursor-not-allowed disabled:opacity-35 ${cancel ? 'text-danger' : 'text-primary'}`}
              >
                <Icon aria-hidden="true" size={18} />
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

  const orders = query.data?.orders ?? [];
  const totalPages = query.data?.totalPages ?? 1;
  if (query.data && !query.isPlaceholderData && page > 1 && page > totalPages)
    setPage(Math.max(totalPages, 1));

  const onMove = async (order: Order, move: Move) => {
    if (move.changes.status === 'cancelled') {
      const confirmed = await confirm({
        title: 'Cancel this order?',
        description: `${orderTitle(order)} of ${customerName(order)} (${formatEgp(order.totalOrderPrice)}) will be cancelled and its stock returned. This cannot be undone.`,
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
      <div className="rounded-xl border border-border bg-bg">
        <div className="flex flex-wrap items-end gap-3 border-b border-border p-3">
          <div className="flex w-full max-w-sm flex-col gap-1">
            <label htmlFor={ids.search} className="text-sm font-medium">
              Search
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                size={18}
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
              />
              <input
                id={ids.search}
                type="search"
                maxLength={INPUT_LIMITS.search}
                className="input pl-10"
                placeholder="Number, phone, city, customer or product"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
            </div>
          </div>
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
              className="w-full min-w-[60rem] border-collapse text-sm"
              aria-busy={query.isPending}
            >
              <caption className="sr-only">Orders</caption>
              <thead className="bg-surface">
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
              <tbody>
                {query.isPending ? (
                  Array.from({ length: pageSize }, (_, index) => (
                    <tr key={index} className="border-t border-border">
                      <td colSpan={9} className="px-3 py-2">
                        {index === 0 ? <span className="sr-only">Loading orders</span> : null}
                        <Skeleton height={56} />
                      </td>
                    </tr>
                  ))
                ) : orders.length === 0 ? (
                  <tr className="border-t border-border">
                    <td colSpan={9} className="px-3 py-12 text-center text-muted">
                      No orders found
                    </td>
                  </tr>
                ) : (
                  orders.map((order) => (
                    <OrderRow
                      key={order._id}
                      order={order}
                      busy={busyId === order._id}
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
