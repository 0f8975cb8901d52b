import {
  PRICE_FILTER_DEFAULT,
  PRICE_SLIDER_MAX,
  PRODUCT_SORTS,
  SHOP_PAGE_SIZE,
} from '@electro/shared';
import { productsParamsToSearchParams } from '@/api/products';
import type { ProductFacetsParams, ProductsParams } from '@/api/products';
import { productsParamsFromSearchParams } from '@/api/products-search-params';

export type ShopSort = (typeof PRODUCT_SORTS)[number];

/**
 * Featured is the catalogue's order, which a search replaces with relevance (the API's default
 * with a search): the select offers Relevance in its place while a search is applied.
 */
export const SHOP_SORT_OPTIONS: ReadonlyArray<{ value: ShopSort | ''; label: string }> = [
  { value: '', label: 'Featured' },
  { value: 'relevance', label: 'Relevance' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: '-createdAt', label: 'Newest' },
  { value: '-rateAvg', label: 'Top rated' },
  { value: '-sold', label: 'Best selling' },
];

/**
 * What the filter sidebar edits (docs/PRODUCT.md §3 Filter): slugs, a price range and whether
 * only products in stock are listed.
 */
export type ShopFilter = {
  category: string[];
  brand: string[];
  minPrice: number;
  maxPrice: number;
  inStock: boolean;
};

export const DEFAULT_SHOP_FILTER: ShopFilter = {
  category: [],
  brand: [],
  minPrice: PRICE_FILTER_DEFAULT.minPrice,
  maxPrice: PRICE_FILTER_DEFAULT.maxPrice,
  inStock: false,
};

/** The sort options the select offers: Relevance with a search, Featured without. */
export function shopSortOptions(hasSearch: boolean) {
  return SHOP_SORT_OPTIONS.filter((option) =>
    hasSearch ? option.value !== '' : option.value !== 'relevance',
  );
}

/** Everything the shop shows, as read from (and written to) the address bar. */
export type ShopState = {
  filter: ShopFilter;
  search?: string;
  sort?: ShopSort;
  page: number;
};

const isSort = (value: unknown): value is ShopSort =>
  typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);

/*
 * The sliders run from 50 to 2000 (docs/PRODUCT.md §9) while the defaults are 0 to 2000, and the
 * catalogue holds products below 50 and above 2000. So each end of the sliders means "no bound":
 * the minimum slider at its start stands for 0 (see shop-filters.tsx) and a maximum at the end
 * is not sent; the default range hides nothing.
 */
export const hasMaxBound = (maxPrice: number) => maxPrice < PRICE_SLIDER_MAX;

export function readShopState(search: URLSearchParams): ShopState {
  const params = productsParamsFromSearchParams(search);
  const page = params.page !== undefined && params.page >= 1 ? Math.floor(params.page) : 1;
  const text = params.search?.trim() || undefined;
  return {
    filter: {
      category: params.category ?? [],
      brand: params.brand ?? [],
      minPrice: params.minPrice ?? DEFAULT_SHOP_FILTER.minPrice,
      maxPrice: params.maxPrice ?? DEFAULT_SHOP_FILTER.maxPrice,
      inStock: params.inStock === true,
    },
    search: text,
    // Relevance needs a search to rank by; without one it is the catalogue's order (Featured).
    sort: isSort(params.sort) && (text || params.sort !== 'relevance') ? params.sort : undefined,
    page,
  };
}

/** The GET /products/facets parameters of a search and a filter. */
export function shopFacetsParams(
  search: string | undefined,
  filter: ShopFilter,
): ProductFacetsParams {
  return {
    search,
    category: filter.category,
    brand: filter.brand,
    minPrice: filter.minPrice > 0 ? filter.minPrice : undefined,
    maxPrice: hasMaxBound(filter.maxPrice) ? filter.maxPrice : undefined,
    inStock: filter.inStock || undefined,
  };
}

/** The GET /products parameters of a state, without paging. */
function filterParams(state: ShopState): ProductsParams {
  return {
    ...shopFacetsParams(state.search, state.filter),
    sort: state.sort === 'relevance' && !state.search ? undefined : state.sort,
  };
}

export function shopStateToSearchParams(state: ShopState): URLSearchParams {
  return productsParamsToSearchParams({
    ...filterParams(state),
    page: state.page > 1 ? state.page : undefined,
  });
}

export function shopStateToApiParams(state: ShopState): ProductsParams {
  return { ...filterParams(state), page: state.page, limit: SHOP_PAGE_SIZE };
}

export function isDefaultFilter(filter: ShopFilter): boolean {
  return (
    filter.category.length === 0 &&
    filter.brand.length === 0 &&
    !(filter.minPrice > 0) &&
    !hasMaxBound(filter.maxPrice) &&
    !filter.inStock
  );
}
