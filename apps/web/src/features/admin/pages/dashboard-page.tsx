import type { Stats } from '@electro/shared';
import ArrowRight from 'lucide-react/icons/arrow-right';
import DollarSign from 'lucide-react/icons/dollar-sign';
import PackageX from 'lucide-react/icons/package-x';
import ReceiptText from 'lucide-react/icons/receipt-text';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import TrendingUp from 'lucide-react/icons/trending-up';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Amount, useFormatPrice } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import defaultAvatar from '../assets/default-avatar.svg';
import { useAdminStats } from '../api/orders';
import { useStockCounts } from '../api/stock';
import { useLowStockThreshold } from '../lib/low-stock';
import { OrderNumberLink } from '../components/order-number';
import { customerName, paymentLabel } from '../components/order-format';
import { OrderStatusBadge } from '../components/order-status-badge';
import { PageHeader } from '../components/page-header';
import { SalesChart } from '../components/sales-chart';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { rem } from '../hooks/use-cards-below';

const panel = 'rounded-xl border border-border bg-bg p-4 md:p-6';

/** What the Total Order card leaves out, said on the card. */
export const cancelledNote = (cancelled: number) =>
  cancelled === 0
    ? 'Orders not cancelled'
    : `Not cancelled (${cancelled} cancelled ${cancelled === 1 ? 'order' : 'orders'} left out)`;

function StatCard(props: {
  label: string;
  value: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;
  /** What the figure counts, under it. */
  note?: string;
}) {
  const Icon = props.icon;
  return (
    <div className={`${panel} flex items-center gap-4`}>
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" size={24} />
      </span>
      <div>
        <h2 className="text-sm font-medium text-muted">{props.label}</h2>
        <p className="text-2xl font-bold tabular-nums" data-stat={props.label}>
          {props.value}
        </p>
        {props.note ? <p className="text-xs text-muted">{props.note}</p> : null}
      </div>
    </div>
  );
}

function Panel(props: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`${panel} ${props.className ?? ''}`} aria-label={props.title}>
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{props.title}</h2>
        {props.action}
      </div>
      {props.children}
    </section>
  );
}

const recentOrderColumns: AdminColumn<Stats['recentOrders'][number]>[] = [
  { id: 'order', header: 'Order', cell: (order) => <OrderNumberLink order={order} /> },
  {
    id: 'name',
    header: 'Name',
    cell: (order) => <span className="font-medium">{customerName(order)}</span>,
  },
  {
    id: 'price',
    header: 'Price',
    cell: (order) => <Amount value={order.totalOrderPrice} />,
    className: 'tabular-nums',
  },
  {
    id: 'payment',
    header: 'Payment',
    cell: (order) => (
      <>
        {paymentLabel(order)}
        <span className="block text-xs text-muted">{order.isPaid ? 'Paid' : 'Not paid'}</span>
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
];

/** A table where the panel is wide enough for its five columns, else a card an order. */
function RecentOrders({ orders }: { orders: Stats['recentOrders'] }) {
  if (orders.length === 0) return <p className="py-6 text-center text-muted">No orders found</p>;
  return (
    <AdminTable
      caption="Recent orders"
      columns={recentOrderColumns}
      rows={orders}
      rowKey={(order) => order._id}
      isLoading={false}
      loadingLabel="Loading recent orders"
      skeletonRows={0}
      error={null}
      onRetry={() => undefined}
      emptyMessage="No orders found"
      minTableWidth={rem(28)}
    />
  );
}

function RecentCustomers({ customers }: { customers: Stats['recentCustomers'] }) {
  if (customers.length === 0)
    return <p className="py-6 text-center text-muted">No customers yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-border">
      {customers.map((customer) => (
        <li key={customer._id} className="flex items-center gap-3 py-2">
          <img
            src={customer.profile?.secure_url || defaultAvatar}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="h-10 w-10 shrink-0 rounded-full border border-border object-cover"
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{customer.name}</span>
            <span className="block truncate text-sm text-muted">{customer.email}</span>
          </span>
          <span className="text-xs whitespace-nowrap text-muted">
            Joined {customer.createdAt.slice(0, 10)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Sold-out and low products, each a link to the products list filtered to them. */
function StockCards() {
  const [threshold] = useLowStockThreshold();
  const { out, low } = useStockCounts(threshold);
  const card = (props: {
    label: string;
    count: number | undefined;
    failed: boolean;
    to: string;
    icon: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;
    tone: string;
  }) => {
    const Icon = props.icon;
    const value = props.failed ? 'Unavailable' : props.count === undefined ? '…' : props.count;
    return (
      <Link
        to={props.to}
        className={`${panel} flex items-center gap-4 hover:border-primary focus-visible:border-primary`}
      >
        <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-full ${props.tone}`}>
          <Icon aria-hidden="true" size={24} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium text-muted">{props.label}</span>
          <span className="block text-2xl font-bold tabular-nums" data-stat={props.label}>
            {value}
          </span>
        </span>
        <ArrowRight aria-hidden="true" size={18} className="text-primary" />
      </Link>
    );
  };
  return (
    <section aria-label="Stock" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {card({
        label: 'Out of stock',
        count: out.data,
        failed: out.isError,
        to: `${paths.adminProducts.getHref()}?stock=out`,
        icon: PackageX,
        tone: 'bg-danger/10 text-danger',
      })}
      {card({
        label: `Low stock (${threshold} or fewer)`,
        count: low.data,
        failed: low.isError,
        to: `${paths.adminProducts.getHref()}?stock=low&sort=stock`,
        icon: TriangleAlert,
        tone: 'bg-accent/10 text-amber-800 dark:text-accent',
      })}
    </section>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading dashboard</span>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={96} />
        ))}
      </div>
      <Skeleton height={260} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Skeleton height={240} />
        <Skeleton height={240} />
      </div>
    </div>
  );
}

/** The admin dashboard: real figures from GET /admin/stats. */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const query = useAdminStats();
  const formatPrice = useFormatPrice();

  let body: ReactNode;
  if (query.isPending) body = <DashboardSkeleton />;
  else if (query.isError) {
    body = (
      <LoadError
        className={panel}
        message="Failed to fetch orders. Please try again."
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const stats = query.data;
    body = (
      <div className="flex flex-col gap-6">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <StatCard label="Total Sales" value={formatPrice(stats.totalSales)} icon={DollarSign} />
          <StatCard
            label="Average Order"
            value={formatPrice(stats.averageOrder)}
            icon={TrendingUp}
          />
          {/* One definition with the sales, the average and the chart: orders not cancelled. */}
          <StatCard
            label="Total Order"
            value={String(stats.salesOrders)}
            note={cancelledNote(stats.totalOrders - stats.salesOrders)}
            icon={ReceiptText}
          />
        </div>
        <StockCards />
        <Panel title="Sales, last 30 days">
          <SalesChart days={stats.salesByDay} />
        </Panel>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Panel
            title="Recent Orders"
            action={
              <Link
                to={paths.adminOrders.getHref()}
                className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
              >
                View All
                <ArrowRight aria-hidden="true" size={16} />
              </Link>
            }
          >
            <RecentOrders orders={stats.recentOrders} />
          </Panel>
          <Panel
            title="Recent Customers"
            action={<span className="text-sm text-muted">{stats.totalCustomers} in total</span>}
          >
            <RecentCustomers customers={stats.recentCustomers} />
          </Panel>
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Dashboard" description="Your store at a glance." />
      {body}
    </>
  );
}
