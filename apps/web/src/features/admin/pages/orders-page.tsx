import { ORDER_LIST_STATUSES, SEARCH_DEBOUNCE_MS } from '@electro/shared';
import type { Order, OrderListStatus } from '@electro/shared';
import Plus from 'lucide-react/icons/plus';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { ORDER_STATUS_LABELS } from '@/components/order/order-format';
import { useFormatPrice } from '@/components/ui/price';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAdminOrders, useUpdateOrder } from '../api/orders';
import { ExportButton } from '../components/export-button';
import { ListError, ListFooter, countOf } from '../components/list-parts';
import { customerName } from '../components/order-format';
import { orderTitle } from '../components/order-number';
import { ORDERS_TABLE_MIN_WIDTH, OrdersTable } from '../components/orders-table';
import type { Move } from '../components/orders-table';
import { PageHeader } from '../components/page-header';
import { SearchField } from '../components/search-field';
import { FilterSelect } from '../components/filter-select';
import { useCardsBelow } from '../hooks/use-cards-below';
import { usePaging } from '../hooks/use-paging';

/** The status filter's options: each status, then the payment. */
const FILTER_LABELS: Record<OrderListStatus, string> = {
  ...ORDER_STATUS_LABELS,
  paid: 'Paid',
  unpaid: 'Not paid',
};

/** Orders (docs/PRODUCT.md §2 Admin orders page): every customer's orders, paged by the API. */
export default function OrdersPage() {
  usePageTitle('Orders');
  const formatPrice = useFormatPrice();
  const paging = usePaging();
  const { page, setPage, pageSize } = paging;
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
          <FilterSelect
            id={ids.status}
            label="Status"
            selectClassName="w-auto"
            value={status}
            onChange={(value) => {
              setStatus(value as OrderListStatus | '');
              setPage(1);
            }}
            options={[
              { value: '', label: 'All statuses' },
              ...ORDER_LIST_STATUSES.map((value) => ({ value, label: FILTER_LABELS[value] })),
            ]}
          />
          {query.isFetching && !query.isPending ? (
            <Spinner size={20} label="Loading orders" className="mb-3" />
          ) : null}
        </div>

        {query.isError ? (
          <ListError
            message="Failed to fetch orders. Please try again."
            onRetry={() => void query.refetch()}
          />
        ) : (
          <OrdersTable
            orders={orders}
            isLoading={query.isPending}
            pageSize={pageSize}
            busyId={busyId}
            cards={cards}
            onMove={(order, move) => void onMove(order, move)}
          />
        )}

        <ListFooter
          sizeId={ids.size}
          paging={paging}
          summary={countOf(query.data?.totalOrders, { one: 'order', many: 'orders' })}
          totalPages={totalPages}
        />
      </div>
      {dialog}
    </>
  );
}
