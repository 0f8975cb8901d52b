import type { Order } from '@electro/shared';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { Amount, useFormatPrice } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useCustomer, useCustomerOrders } from '../api/customers';
import { Badge } from '../components/badge';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { OrderNumberLink } from '../components/order-number';
import { orderDate } from '../components/order-format';
import { OrderStatusBadge } from '../components/order-status-badge';
import { PageHeader } from '../components/page-header';
import { rem } from '../hooks/use-cards-below';

const ORDERS_PER_PAGE = 10;

const orderColumns: AdminColumn<Order>[] = [
  {
    id: 'number',
    header: 'Order',
    className: 'whitespace-nowrap',
    cell: (order) => <OrderNumberLink order={order} />,
  },
  {
    id: 'date',
    header: 'Date',
    className: 'whitespace-nowrap tabular-nums',
    cell: orderDate,
  },
  {
    id: 'items',
    header: 'Items',
    className: 'min-w-48',
    cell: (order) =>
      order.orderItems
        .map((item) => `${item.productId?.title || 'Unnamed Product'} × ${item.quantity}`)
        .join(', '),
  },
  {
    id: 'total',
    header: 'Total',
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (order) => <Amount value={order.totalOrderPrice} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (order) => (
      <span className="flex flex-wrap gap-1">
        <OrderStatusBadge status={order.status} />
        <Badge tone={order.isPaid ? 'success' : 'neutral'}>
          {order.isPaid ? 'Paid' : 'Not paid'}
        </Badge>
      </span>
    ),
  },
];

function Figure(props: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-bg p-4">
      <dt className="text-sm text-muted">{props.label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums">{props.value}</dd>
    </div>
  );
}

function Detail(props: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-24 shrink-0 text-sm text-muted">{props.label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">
        {props.value || <span className="text-muted">None</span>}
      </dd>
    </div>
  );
}

/** One customer: their details, what they bought in figures, and their orders. */
export default function CustomerPage() {
  const { id } = useParams();
  const formatPrice = useFormatPrice();
  const customer = useCustomer(id);
  const [page, setPage] = useState(1);
  const orders = useCustomerOrders(id, page, ORDERS_PER_PAGE);
  usePageTitle(customer.data ? customer.data.name : 'Customer');

  const back = (
    <Link
      to={paths.adminCustomers.getHref()}
      className="mb-4 inline-flex items-center gap-1 text-sm text-primary underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" size={16} />
      All customers
    </Link>
  );

  if (customer.isError) {
    const missing = customer.error instanceof ApiError && customer.error.status === 404;
    return (
      <>
        {back}
        <LoadError
          className="px-4 py-12"
          message={
            missing ? 'Customer not found.' : 'Failed to fetch the customer. Please try again.'
          }
          onRetry={missing ? undefined : () => void customer.refetch()}
        />
      </>
    );
  }

  const data = customer.data;
  return (
    <>
      {back}
      {data ? (
        <PageHeader
          title={data.name}
          description={`Customer since ${data.createdAt.slice(0, 10)}`}
        />
      ) : (
        <div className="mb-6" aria-busy="true">
          <span className="sr-only">Loading customer</span>
          <Skeleton height={36} className="max-w-xs" />
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section aria-labelledby="customer-details" className="rounded-xl border border-border p-4">
          <h2 id="customer-details" className="mb-3 text-lg font-semibold">
            Details
          </h2>
          {data ? (
            <dl className="flex flex-col gap-2">
              <Detail label="Email" value={data.email} />
              <Detail label="Phone" value={data.phone} />
              <Detail label="Address" value={data.address} />
            </dl>
          ) : (
            <Skeleton height={80} />
          )}
        </section>
        <section aria-labelledby="customer-figures">
          <h2 id="customer-figures" className="sr-only">
            Figures
          </h2>
          {data ? (
            <dl className="grid gap-4 sm:grid-cols-3">
              <Figure label="Orders" value={String(data.ordersCount)} />
              <Figure label="Total spent" value={formatPrice(data.totalSpent)} />
              <Figure
                label="Last order"
                value={data.lastOrderAt ? data.lastOrderAt.slice(0, 10) : 'Never'}
              />
            </dl>
          ) : (
            <Skeleton height={88} />
          )}
        </section>
      </div>

      <section aria-labelledby="customer-orders" className="mt-6">
        <h2 id="customer-orders" className="mb-3 text-lg font-semibold">
          Orders
        </h2>
        <div className="overflow-hidden rounded-xl border border-border bg-bg">
          <AdminTable
            caption="Orders of this customer"
            columns={orderColumns}
            rows={orders.data?.orders ?? []}
            rowKey={(order) => order._id}
            isLoading={orders.isPending}
            loadingLabel="Loading orders"
            skeletonRows={3}
            error={orders.isError ? 'Failed to fetch orders. Please try again.' : null}
            onRetry={() => void orders.refetch()}
            emptyMessage="No orders yet."
            minTableWidth={rem(44)}
          />
          {(orders.data?.totalPages ?? 1) > 1 ? (
            <div className="flex justify-end border-t border-border p-3 text-sm">
              <Pagination
                page={page}
                totalPages={orders.data?.totalPages ?? 1}
                onPageChange={setPage}
              />
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
