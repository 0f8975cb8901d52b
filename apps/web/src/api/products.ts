import type {
  ProductFacetsQuery,
  ProductFacetsResponse,
  ProductQuery,
  ProductsResponse,
} from '@electro/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryValue } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The storefront's GET /products parameters (docs/API.md): productQuerySchema's and `inStock`.
 * Arrays travel comma-separated.
 */
export type ProductsParams = ProductQuery & { inStock?: boolean };

/** GET /products/facets parameters: the list's filters, without sort and paging. */
export type ProductFacetsParams = ProductFacetsQuery;

/** Drops empty values so equal filters share one cache entry and one URL. */
export function normalizeProductsParams(params: ProductsParams): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(params) as [string, QueryValue][]) {
    // inStock=false lists the same as no inStock: one cache entry and one URL for both.
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = [...value].sort();
      continue;
    }
    out[key] = value;
  }
  return out;
}

/** For the address bar: `?category=a,b&minPrice=10&page=2`. */
export function productsParamsToSearchParams(params: ProductsParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(normalizeProductsParams(params))) {
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search;
}

export const productsQueryOptions = (params: ProductsParams = {}) => {
  const normalized = normalizeProductsParams(params);
  return queryOptions({
    queryKey: queryKeys.products(normalized),
    queryFn: ({ signal }) => api.get<ProductsResponse>('/products', { query: normalized, signal }),
  });
};

/** GET /products; keeps the previous page on screen while the next one loads. */
export function useProducts(params: ProductsParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...productsQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export const productFacetsQueryOptions = (params: ProductFacetsParams = {}) => {
  const normalized = normalizeProductsParams(params);
  return queryOptions({
    queryKey: queryKeys.productFacets(normalized),
    queryFn: ({ signal }) =>
      api.get<ProductFacetsResponse>('/products/facets', { query: normalized, signal }),
    select: (response) => response.facets,
  });
};

/**
 * GET /products/facets: how many products each category and brand would list with the other
 * filters. The previous counts stay on screen while the next ones load, so nothing jumps.
 */
export function useProductFacets(params: ProductFacetsParams = {}, options = { enabled: true }) {
  return useQuery({
    ...productFacetsQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
