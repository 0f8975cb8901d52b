import type { ProductQuery, ProductsResponse } from '@electro/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryValue } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /products parameters (docs/API.md); arrays travel comma-separated. */
export type ProductsParams = ProductQuery;

/** Drops empty values so equal filters share one cache entry and one URL. */
export function normalizeProductsParams(params: ProductsParams): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(params) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
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
