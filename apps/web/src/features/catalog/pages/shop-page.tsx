import { FILTER_SIDEBAR_CLOSE_MAX_WIDTH } from '@electro/shared';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ProductCard } from '@/api/product-card';
import type { ProductCardProduct } from '@/api/product-card';
import { Pagination } from '@/components/ui/pagination';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { isReturningToEntry } from '@/hooks/use-scroll-restoration';
import { useProducts } from '@/api/products';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useInteractiveMark } from '@/lib/hydration';
import { ProductCardSkeletons } from '../components/shop-card-skeleton';
import { useMediaQuery } from '@/hooks/use-media-query';
import { ShopFilters } from '../components/shop-filters';
import {
  DEFAULT_SHOP_FILTER,
  readShopState,
  shopSortOptions,
  shopStateToApiParams,
  shopStateToSearchParams,
} from '../components/shop-params';
import type { ShopFilter, ShopSort, ShopState } from '../components/shop-params';

const GRID_CLASS = 'grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3';

/**
 * /shop (docs/PRODUCT.md §2): the API filters, sorts and pages; the address bar holds the state, so
 * a filtered page can be shared, reloaded and walked back through.
 */
export default function ShopPage() {
  usePageTitle('Shop');
  // Rendered on the server too (decision 103): marked once React handles its input.
  useInteractiveMark();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readShopState(searchParams), [searchParams]);
  const query = useProducts(shopStateToApiParams(state));
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The sidebar shows from 992 px (docs/PRODUCT.md §9); below, only once opened.
  const wide = useMediaQuery('(min-width: 992px)');
  // On a phone the sidebar is built the first time it is opened, not on the page's first load
  // (a form of two checkbox lists nobody sees yet); once built it stays, hidden, with its draft.
  const [filtersBuilt, setFiltersBuilt] = useState(false);
  if ((wide || filtersOpen) && !filtersBuilt) setFiltersBuilt(true);
  const filtersId = useId();
  const sortId = useId();

  const go = (next: ShopState, options: { replace?: boolean } = {}) =>
    setSearchParams(shopStateToSearchParams(next), options);
  const hrefFor = (page: number) => {
    const search = shopStateToSearchParams({ ...state, page }).toString();
    return search ? `${paths.shop.getHref()}?${search}` : paths.shop.getHref();
  };

  const applyFilter = (filter: ShopFilter) => {
    go({ ...state, filter, page: 1 });
    if (window.matchMedia(`(max-width: ${FILTER_SIDEBAR_CLOSE_MAX_WIDTH}px)`).matches) {
      setFiltersOpen(false);
    }
  };
  const clearFilter = () => go({ ...state, filter: DEFAULT_SHOP_FILTER, page: 1 });

  useScrollTopOnPageChange(state.page);

  // A page past the end (an old link, fewer matches now) shows the last page instead.
  const data = query.data;
  const lastPage = data && !query.isPlaceholderData ? data.totalPages : undefined;
  useEffect(() => {
    if (lastPage && state.page > lastPage) {
      setSearchParams(shopStateToSearchParams({ ...state, page: lastPage }), { replace: true });
    }
  }, [lastPage, state, setSearchParams]);

  // The sidebar starts from the applied filter whenever the address bar changes it.
  const filterKey = shopStateToSearchParams({ filter: state.filter, page: 1 }).toString();

  return (
    <div className="container-page py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Shop</h1>
          <ResultSummary
            isPending={query.isPending}
            total={data?.totalProducts}
            page={data?.page ?? state.page}
            limit={data?.limit}
            shown={data?.products.length ?? 0}
            didYouMean={data?.didYouMean ?? null}
          />
        </div>
        <div className="flex w-full items-end gap-2 sm:w-auto">
          <Button
            variant="outline"
            className="min-[992px]:hidden"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" size={18} />
            {filtersOpen ? 'Hide filters' : 'Filters'}
          </Button>
          <div className="flex flex-1 flex-col gap-1 sm:flex-none">
            <label htmlFor={sortId} className="text-sm text-muted">
              Sort by
            </label>
            <select
              id={sortId}
              className="input h-11 sm:w-56"
              value={state.sort ?? (state.search ? 'relevance' : '')}
              onChange={(event) =>
                go({
                  ...state,
                  sort: (event.target.value || undefined) as ShopSort | undefined,
                  page: 1,
                })
              }
            >
              {shopSortOptions(Boolean(state.search)).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {state.search ? (
        <div className="mb-6 flex flex-wrap items-center gap-2">
          <p>
            Results for <strong>“{state.search}”</strong>
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => go({ ...state, search: undefined, page: 1 })}
          >
            <X aria-hidden="true" size={16} />
            Clear search
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-6 min-[992px]:flex-row min-[992px]:items-start">
        {/* Breakpoint 992 px (docs/PRODUCT.md §9): Apply closes the sidebar at 991 px and below. */}
        <aside
          id={filtersId}
          aria-label="Filters"
          className={cn(
            'shrink-0 min-[992px]:block min-[992px]:w-64',
            filtersOpen ? 'block' : 'hidden',
          )}
        >
          {filtersBuilt || wide || filtersOpen ? (
            <ShopFilters
              key={filterKey}
              countsWanted={wide || filtersOpen}
              id={`${filtersId}-form`}
              search={state.search}
              value={state.filter}
              onApply={applyFilter}
              onClear={clearFilter}
            />
          ) : null}
        </aside>

        <section aria-label="Products" className="min-w-0 flex-1">
          <ProductResults
            query={query}
            search={state.search}
            correctionHref={(search) => {
              const next = shopStateToSearchParams({ ...state, search, page: 1 });
              return `${paths.shop.getHref()}?${next.toString()}`;
            }}
            onClear={() => go({ filter: DEFAULT_SHOP_FILTER, page: 1 })}
          />
          {data && data.totalPages > 1 ? (
            <Pagination
              className="mt-8"
              page={Math.min(state.page, data.totalPages)}
              totalPages={data.totalPages}
              hrefFor={hrefFor}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}

function ResultSummary(props: {
  isPending: boolean;
  total: number | undefined;
  page: number;
  limit: number | undefined;
  shown: number;
  didYouMean: string | null;
}) {
  let text = '';
  if (!props.isPending && props.total !== undefined && props.limit !== undefined) {
    const first = (props.page - 1) * props.limit + 1;
    const last = first + props.shown - 1;
    text =
      props.total === 0 || props.shown === 0
        ? props.didYouMean
          ? `No products match. Did you mean ${props.didYouMean}?`
          : 'No products match'
        : `Showing ${first}–${last} of ${props.total} ${props.total === 1 ? 'product' : 'products'}`;
  }
  return (
    <p aria-live="polite" className="mt-1 min-h-6 text-muted">
      {text}
    </p>
  );
}

function ProductResults({
  query,
  search,
  correctionHref,
  onClear,
}: {
  query: ReturnType<typeof useProducts>;
  search: string | undefined;
  /** The shop as it is, with another search: where "Did you mean ...?" leads. */
  correctionHref: (search: string) => string;
  onClear: () => void;
}) {
  if (query.isPending) {
    return <ProductCardSkeletons count={6} label="Loading products" className={GRID_CLASS} />;
  }
  if (query.isError) {
    return (
      <LoadError
        title="Could not load products"
        message={getErrorMessage(query.error, 'Something went wrong. Please try again.')}
        onRetry={() => void query.refetch()}
        actions={
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        }
      />
    );
  }
  const { products, didYouMean } = query.data;
  if (products.length === 0 && search && !query.isPlaceholderData) {
    // Decision 092: a search that found nothing offers the spelling that would find something.
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-16 text-center">
        <h2 className="text-xl font-semibold break-words">No products found for “{search}”</h2>
        {didYouMean ? (
          <p className="text-lg">
            <Link
              to={correctionHref(didYouMean)}
              className="break-words text-primary underline underline-offset-2 hover:no-underline"
            >
              Did you mean <strong className="font-semibold">{didYouMean}</strong>?
            </Link>
          </p>
        ) : null}
        <p className="text-muted">Check the spelling, try another word or fewer filters.</p>
        <Link to={paths.shop.getHref()} className={buttonClasses({ className: 'mt-2' })}>
          Show all products
        </Link>
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        title="Products Not Found"
        description="No product matches these filters. Try fewer filters or another search."
        link={{ to: paths.shop.getHref(), label: 'Show all products' }}
      />
    );
  }
  return (
    <ProductGrid
      products={products}
      isPlaceholderData={query.isPlaceholderData}
      isFirstPage={query.data.page === 1}
    />
  );
}

/**
 * The cards, drawn again only when the list changes: opening the filters on a phone, or a
 * query's status moving on, leaves them as they are.
 */
const ProductGrid = memo(function ProductGrid({
  products,
  isPlaceholderData,
  isFirstPage,
}: {
  products: ProductCardProduct[];
  isPlaceholderData: boolean;
  isFirstPage: boolean;
}) {
  return (
    <ul
      aria-busy={isPlaceholderData || undefined}
      className={cn('grid', GRID_CLASS, isPlaceholderData && 'opacity-60 transition-opacity')}
    >
      {products.map((product, index) => (
        <li key={product._id} className="flex">
          <ProductCard
            product={product}
            headingLevel={2}
            priority={isFirstPage && index < 2}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
});

/**
 * A new page of results starts at the top; the first render keeps the layout's own scroll, and
 * so does back or forward to another page (the layout restores where that page was left).
 */
function useScrollTopOnPageChange(page: number) {
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    if (!isReturningToEntry()) window.scrollTo({ top: 0 });
  }, [page]);
}
