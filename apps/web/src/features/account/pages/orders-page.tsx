import Package from 'lucide-react/icons/package';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { OrderCard } from '../components/order-card';
import { Pagination } from '@/components/ui/pagination';
import { LoadError } from '@/components/ui/load-error';
import { ORDERS_FAILED_MESSAGE } from '../utils/orders';

function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default function OrdersPage() {
  usePageTitle('Orders');
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const orders = useOrders({ page, limit: ORDERS_PAGE_SIZE });

  const goTo = (next: number) => {
    setSearch(next > 1 ? { page: String(next) } : {});
    window.scrollTo(0, 0);
  };

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="text-3xl font-bold">
        My orders
      </h1>
      {orders.isPending ? (
        <div role="status" className="mt-6 space-y-4">
          <span className="sr-only">Loading your orders</span>
          <Skeleton height={240} />
          <Skeleton height={240} />
        </div>
      ) : orders.isError ? (
        <LoadError
          className="mt-6 px-4 py-16"
          message={ORDERS_FAILED_MESSAGE}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.orders.length === 0 ? (
        page > 1 ? (
          <EmptyState
            title="No orders on this page"
            link={{ to: paths.profileOrders.getHref(), label: 'Back to the first page' }}
          />
        ) : (
          <EmptyState
            icon={<Package size={48} />}
            title="You have no orders"
            link={{ to: paths.home.getHref(), label: 'Start shopping' }}
          />
        )
      ) : (
        <>
          <p className="mt-2 text-muted">
            {orders.data.totalOrders} {orders.data.totalOrders === 1 ? 'order' : 'orders'}, newest
            first.
          </p>
          <div className="mt-6 space-y-6" aria-busy={orders.isPlaceholderData || undefined}>
            {orders.data.orders.map((order) => (
              <OrderCard key={order._id} order={order} />
            ))}
          </div>
          <div className="mt-8">
            <Pagination
              page={page}
              totalPages={orders.data.totalPages}
              onPageChange={goTo}
              label="Order pages"
              showSummary
            />
          </div>
        </>
      )}
    </section>
  );
}
