import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZE_OPTIONS,
  DISCOUNT_BADGE_THRESHOLD,
  SEARCH_DEBOUNCE_MS,
} from '@electro/shared';
import type { Product, PRODUCT_LIST_SORTS } from '@electro/shared';
import Plus from 'lucide-react/icons/plus';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePageTitle } from '@/hooks/use-page-title';
import { toast } from '@/lib/toast';
import { brandConfig, categoryConfig, useEntities } from '../api/entities';
import { useAdminProducts, useDeleteProduct } from '../api/products';
import { Badge } from '../components/badge';
import { ExportButton } from '../components/export-button';
import {
  LOW_STOCK_MAX,
  isStockFilter,
  stockQuery,
  useLowStockThreshold,
} from '../components/low-stock';
import { DataTable } from '../components/data-table';
import type { DataTableColumn } from '../components/data-table';
import { DeleteReport } from '../components/delete-report';
import type { DeleteFailure } from '../components/delete-report';
import { PageHeader } from '../components/page-header';
import { Thumbnail } from '../components/thumbnail';
import { rem } from '../hooks/use-cards-below';

const GALLERY_PREVIEW = 3;
const DELETE_FAILED = 'Failed to delete product. Please try again.';

type ListSort = (typeof PRODUCT_LIST_SORTS)[number];

/** The table's sorts, by column, each way (relevance is the search's, not a column). */
const SORT_LABELS: Partial<Record<ListSort, string>> = {
  '-createdAt': 'Newest first',
  title: 'Title, A to Z',
  '-title': 'Title, Z to A',
  price: 'Price, low to high',
  '-price': 'Price, high to low',
  stock: 'Stock, low to high',
  '-stock': 'Stock, high to low',
  rateAvg: 'Rating, low to high',
  '-rateAvg': 'Rating, high to low',
  '-sold': 'Best selling',
};
const DEFAULT_SORT: ListSort = '-createdAt';
const isListSort = (value: string | null): value is ListSort =>
  value !== null && value in SORT_LABELS;

function stockCell(product: Product, threshold: number) {
  if (product.stock === 0) return <Badge tone="danger">Out of stock</Badge>;
  if (product.stock <= threshold) return <Badge tone="warning">Low: {product.stock}</Badge>;
  return <span className="tabular-nums">{product.stock}</span>;
}

const columns: DataTableColumn<Product>[] = [
  {
    id: 'title',
    header: 'Title',
    className: 'min-w-48',
    cell: (product) => (
      <div>
        <span className="line-clamp-2 font-medium">{product.title}</span>
        <span className="text-xs text-muted">
          {product.category.name} · {product.brand.name} · {product.stock} in stock
        </span>
      </div>
    ),
  },
  {
    id: 'stock',
    header: 'Stock',
    className: 'whitespace-nowrap',
    cell: (product) => stockCell(product, LOW_STOCK_MAX),
  },
  {
    id: 'price',
    header: 'Price',
    className: 'whitespace-nowrap',
    cell: (product) => (
      <Price
        value={product.priceAfterDiscount}
        oldValue={product.discount > DISCOUNT_BADGE_THRESHOLD ? product.price : undefined}
      />
    ),
  },
  {
    id: 'rating',
    header: 'Rating',
    className: 'whitespace-nowrap',
    cell: (product) => (
      <span className="inline-flex items-center gap-1">
        <Rating value={product.rateAvg} size={14} />
        <span className="text-xs text-muted">({product.rateNum})</span>
      </span>
    ),
  },
  {
    id: 'cover',
    header: 'Cover',
    cell: (product) => (
      <Thumbnail src={product.imageCover.secure_url} alt={`${product.title} cover`} />
    ),
  },
  {
    id: 'images',
    header: 'Images',
    cell: (product) =>
      product.images.length === 0 ? (
        <span className="text-muted">None</span>
      ) : (
        <span className="flex items-center gap-1">
          {product.images.slice(0, GALLERY_PREVIEW).map((image, index) => (
            <Thumbnail
              key={image.public_id}
              src={image.secure_url}
              alt={`${product.title} image ${index + 1}`}
            />
          ))}
          {product.images.length > GALLERY_PREVIEW ? (
            <span className="text-xs text-muted">+{product.images.length - GALLERY_PREVIEW}</span>
          ) : null}
        </span>
      ),
  },
];

/** A category or brand filter: every item by its slug, after an "All …" choice. */
function TaxonomySelect(props: {
  id: string;
  label: string;
  allLabel: string;
  items: Array<{ _id: string; slug: string; name: string }> | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={props.id}
        className="input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.allLabel}</option>
        {(props.items ?? []).map((item) => (
          <option key={item._id} value={item.slug}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}

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
  const [failures, setFailures] = useState<DeleteFailure[]>([]);
  const [threshold, setThreshold] = useLowStockThreshold();
  const [thresholdText, setThresholdText] = useState(String(threshold));
  // What was typed stays until the field is left; out of range it says so and is not used.
  const typedThreshold = Number(thresholdText);
  const thresholdInvalid =
    thresholdText.trim() !== '' &&
    !(Number.isInteger(typedThreshold) && typedThreshold >= 1 && typedThreshold <= LOW_STOCK_MAX);
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const ids = { category: useId(), brand: useId(), stock: useId(), sort: useId(), low: useId() };

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
  const categories = useEntities(categoryConfig);
  const brands = useEntities(brandConfig);

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
  const tableColumns = columns.map((column) =>
    column.id === 'stock'
      ? { ...column, cell: (product: Product) => stockCell(product, threshold) }
      : column,
  );
  const remove = useDeleteProduct();

  const totalPages = query.data?.totalPages ?? 1;
  // A delete (or an old address) can point past the last page.
  const pastTheEnd = Boolean(query.data && !query.isPlaceholderData && page > totalPages);
  useEffect(() => {
    if (pastTheEnd) setPage(Math.max(totalPages, 1));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setPage is a new function each render
  }, [pastTheEnd, totalPages]);

  const tryDelete = async (product: Product): Promise<DeleteFailure | null> => {
    try {
      await remove.mutateAsync(product._id);
      return null;
    } catch {
      return { id: product._id, name: product.title, message: DELETE_FAILED };
    }
  };

  const onDelete = async (product: Product) => {
    const failure = await tryDelete(product);
    setFailures(failure ? [failure] : []);
    if (failure) toast.error(DELETE_FAILED);
    else toast.success('Product deleted successfully');
  };

  const onDeleteSelected = async (chosen: Product[]) => {
    const failed: DeleteFailure[] = [];
    const deleted: string[] = [];
    for (const product of chosen) {
      const failure = await tryDelete(product);
      if (failure) failed.push(failure);
      else deleted.push(product._id);
    }
    setFailures(failed);
    if (deleted.length === 1) toast.success('Product deleted successfully');
    if (deleted.length > 1) toast.success(`${deleted.length} products deleted successfully`);
    if (failed.length > 0) toast.error(DELETE_FAILED);
    return deleted;
  };

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
        <form
          aria-label="Filter and sort products"
          className="grid grid-cols-1 gap-3 rounded-xl border border-border bg-bg p-3 sm:grid-cols-2 lg:grid-cols-5"
          onSubmit={(event) => event.preventDefault()}
        >
          <TaxonomySelect
            id={ids.category}
            label="Category"
            allLabel="All categories"
            items={categories.data}
            value={category}
            onChange={(value) => setParam('category', value)}
          />
          <TaxonomySelect
            id={ids.brand}
            label="Brand"
            allLabel="All brands"
            items={brands.data}
            value={brand}
            onChange={(value) => setParam('brand', value)}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.stock} className="text-sm font-medium">
              Stock
            </label>
            <select
              id={ids.stock}
              className="input"
              value={stock ?? ''}
              onChange={(event) => setParam('stock', event.target.value)}
            >
              <option value="">All stock</option>
              <option value="out">Out of stock</option>
              <option value="low">Low stock (1 to {threshold})</option>
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.low} className="text-sm font-medium">
              Low stock at or under
            </label>
            <input
              id={ids.low}
              type="number"
              inputMode="numeric"
              min={1}
              max={LOW_STOCK_MAX}
              className="input"
              value={thresholdText}
              aria-invalid={thresholdInvalid || undefined}
              aria-describedby={thresholdInvalid ? `${ids.low}-error` : undefined}
              onChange={(event) => {
                setThresholdText(event.target.value);
                const value = Number(event.target.value);
                if (Number.isInteger(value) && value >= 1 && value <= LOW_STOCK_MAX) {
                  setThreshold(value);
                  if (stock === 'low') setPage(1);
                }
              }}
              onBlur={() => setThresholdText(String(threshold))}
            />
            {thresholdInvalid ? (
              <p id={`${ids.low}-error`} className="field-error" role="alert">
                Enter a whole number from 1 to {LOW_STOCK_MAX}.
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.sort} className="text-sm font-medium">
              Sort by
            </label>
            <select
              id={ids.sort}
              className="input"
              value={sort}
              onChange={(event) =>
                setParam('sort', event.target.value === DEFAULT_SORT ? '' : event.target.value)
              }
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </form>
        <DeleteReport failures={failures} onDismiss={() => setFailures([])} />
        <DataTable
          caption="Products"
          noun={{ one: 'product', many: 'products' }}
          columns={tableColumns}
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
