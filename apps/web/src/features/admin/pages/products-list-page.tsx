import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
} from '@electro/shared';
import type { Product } from '@electro/shared';
import Plus from 'lucide-react/icons/plus';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAdminProducts, useDeleteProduct } from '../api/products';
import { ManagedList } from '../components/managed-list';
import { DeleteReport } from '../components/delete-report';
import { ExportButton } from '../components/export-button';
import { isStockFilter, stockQuery, useLowStockThreshold } from '../lib/low-stock';
import { PageHeader } from '../components/page-header';
import { DEFAULT_SORT, ProductsFilterBar, isListSort } from '../components/products-filter-bar';
import { productColumns } from '../components/products-table-columns';
import { rem } from '../hooks/use-cards-below';
import { useDeleteRows } from '../hooks/use-delete-rows';

const DELETE_FAILED = 'Failed to delete product. Please try again.';

/**
 * Product List: search, filters, sort and pages come from the API, so it scales with the
 * catalogue. The filters and the sort live in the address (`?stock=out&sort=stock`), so the
 * dashboard can link to a filtered list and a reload keeps it.
 */
/** `?page=`: a whole number from 1; anything else is the first page. */
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** `?limit=`: one of the offered page sizes; anything else is the default. */
const pageSizeOf = (value: string | null): number => {
  const size = Number(value);
  return (ADMIN_PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
    ? size
    : ADMIN_PAGE_SIZE_DEFAULT;
};

export default function ProductsListPage() {
  usePageTitle('Products');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [threshold, setThreshold] = useLowStockThreshold();
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const category = params.get('category') ?? '';
  const brand = params.get('brand') ?? '';
  const stockParam = params.get('stock');
  const stock = isStockFilter(stockParam) ? stockParam : undefined;
  const sortParam = params.get('sort');
  const sort = isListSort(sortParam) ? sortParam : DEFAULT_SORT;
  // The page and its size are in the address too: a reload or Back keeps them.
  const page = pageOf(params.get('page'));
  const pageSize = pageSizeOf(params.get('limit'));
  const filters = {
    search: term || undefined,
    category: category || undefined,
    brand: brand || undefined,
    ...stockQuery(stock, threshold),
    sort,
  };
  const query = useAdminProducts({ ...filters, page, limit: pageSize });

  /** Sets (or, given '' or null, removes) parameters of the address in one move. */
  const setParamsTo = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  /** A filter changes: back to the first page. */
  const setParam = (name: string, value: string) => setParamsTo({ [name]: value, page: null });
  const setPage = (next: number) => setParamsTo({ page: next > 1 ? String(next) : null });
  const setPageSize = (size: number) =>
    setParamsTo({ limit: size === ADMIN_PAGE_SIZE_DEFAULT ? null : String(size), page: null });
  const remove = useDeleteProduct();

  const totalPages = query.data?.totalPages ?? 1;
  // A delete (or an old address) can point past the last page.
  const pastTheEnd = Boolean(query.data && !query.isPlaceholderData && page > totalPages);
  useEffect(() => {
    if (pastTheEnd) setPage(Math.max(totalPages, 1));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setPage is a new function each render
  }, [pastTheEnd, totalPages]);

  const { failures, dismissFailures, onDelete, onDeleteSelected } = useDeleteRows({
    remove: (product: Product) => remove.mutateAsync(product._id),
    id: (product) => product._id,
    name: (product) => product.title,
    failureMessage: () => DELETE_FAILED,
    deletedOne: 'Product deleted successfully',
    many: 'products',
    bulkFailure: () => DELETE_FAILED,
  });

  const visibleSearch = search.trim();
  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <>
            <ExportButton
              path="/products/export"
              // The text in the box, not the debounced term: an export clicked right after
              // typing holds what the owner sees in the box.
              query={{ ...filters, search: visibleSearch || undefined }}
              fileName="products.csv"
              noun="products"
            />
            <Link to={paths.adminProductsAdd.getHref()} className={buttonClasses({ size: 'sm' })}>
              <Plus aria-hidden="true" size={16} />
              Add Product
            </Link>
          </>
        }
      />
      <div className="flex flex-col gap-4">
        <ProductsFilterBar
          category={category}
          brand={brand}
          stock={stock}
          sort={sort}
          threshold={threshold}
          onChange={setParam}
          onThresholdChange={(value) => {
            setThreshold(value);
            if (stock === 'low') setPage(1);
          }}
        />
        <DeleteReport failures={failures} onDismiss={dismissFailures} />
        <ManagedList
          caption="Products"
          noun={{ one: 'product', many: 'products' }}
          columns={productColumns(threshold)}
          rows={query.data?.products ?? []}
          totalRows={query.data?.totalProducts ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
          search={search}
          onSearchChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
          searchPlaceholder="Search by title"
          // Title, price, rating, stock, cover and images at their narrowest: about 915 px.
          minTableWidth={rem(58)}
          isLoading={query.isPending}
          isFetching={query.isFetching}
          error={query.isError ? 'Failed to fetch products. Please try again.' : null}
          onRetry={() => void query.refetch()}
          emptyMessage={
            visibleSearch
              ? `No products match “${visibleSearch}”.`
              : category || brand || stock
                ? 'No products match these filters.'
                : 'No products yet.'
          }
          rowName={(product) => product.title}
          editHref={(product) => paths.adminProduct.getHref(product._id)}
          onDelete={onDelete}
          onDeleteSelected={onDeleteSelected}
        />
      </div>
    </>
  );
}
