import { SEARCH_DEBOUNCE_MS } from '@electro/shared';
import type { Customer } from '@electro/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Amount } from '@/components/ui/price';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCustomersPage } from '../api/customers';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { PageHeader } from '../components/page-header';
import { SearchField } from '../components/search-field';
import { ListFooter, countOf } from '../components/list-parts';
import { rem } from '../hooks/use-cards-below';
import { usePaging } from '../hooks/use-paging';

const columns: AdminColumn<Customer>[] = [
  {
    id: 'name',
    header: 'Name',
    className: 'min-w-40',
    cell: (customer) => (
      <Link
        to={paths.adminCustomer.getHref(customer._id)}
        className="font-medium text-primary underline-offset-2 hover:underline"
      >
        {customer.name}
      </Link>
    ),
  },
  {
    id: 'email',
    header: 'Email',
    cell: (customer) => <span className="break-all">{customer.email}</span>,
  },
  {
    id: 'phone',
    header: 'Phone',
    className: 'whitespace-nowrap tabular-nums',
    cell: (customer) => customer.phone || <span className="text-muted">None</span>,
  },
  {
    id: 'orders',
    header: 'Orders',
    className: 'text-right tabular-nums',
    cell: (customer) => customer.ordersCount,
  },
  {
    id: 'spent',
    header: 'Total spent',
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (customer) => <Amount value={customer.totalSpent} />,
  },
  {
    id: 'last',
    header: 'Last order',
    className: 'whitespace-nowrap tabular-nums',
    cell: (customer) =>
      customer.lastOrderAt ? (
        customer.lastOrderAt.slice(0, 10)
      ) : (
        <span className="text-muted">Never</span>
      ),
  },
];

/** Customers: a server-paged list, searched by name, email or phone on the server. */
export default function CustomersPage() {
  usePageTitle('Customers');
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const { page, setPage, pageSize } = paging;
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useCustomersPage({ page, limit: pageSize, search: term });
  const ids = { search: useId(), size: useId() };

  const data = query.data;
  const totalPages = data?.totalPages ?? 1;
  if (data && !query.isPlaceholderData && page > 1 && page > totalPages) {
    setPage(Math.max(totalPages, 1));
  }

  return (
    <>
      <PageHeader title="Customers" description="Everyone who shops here, newest first." />
      <div className="rounded-xl border border-border bg-bg">
        <div className="flex flex-wrap items-center gap-3 border-b border-border p-3">
          <SearchField
            id={ids.search}
            className="w-full max-w-sm"
            label="Search customers"
            placeholder="Search by name, email or phone"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          {query.isFetching && !query.isPending ? (
            <Spinner size={20} label="Loading customers" />
          ) : null}
        </div>
        <AdminTable
          caption="Customers"
          columns={columns}
          rows={data?.customers ?? []}
          rowKey={(customer) => customer._id}
          isLoading={query.isPending}
          loadingLabel="Loading customers"
          skeletonRows={pageSize}
          error={query.isError ? 'Failed to fetch customers. Please try again.' : null}
          onRetry={() => void query.refetch()}
          emptyMessage={term ? `No customers match “${term}”.` : 'No customers yet.'}
          minTableWidth={rem(48)}
        />
        <ListFooter
          sizeId={ids.size}
          paging={paging}
          summary={countOf(data?.totalCustomers, { one: 'customer', many: 'customers' })}
          totalPages={totalPages}
        />
      </div>
    </>
  );
}
