import { CATEGORY_PAGE_SIZE } from '@electro/shared';
import { brandQueryOptions, brandsQueryOptions } from '@/api/brands';
import { categoriesQueryOptions, categoryQueryOptions } from '@/api/categories';
import { normalizeProductsParams, productsQueryOptions, type ProductsParams } from '@/api/products';
import { settingsQueryOptions } from '@/api/settings';
import { readShopState, shopStateToApiParams } from '@/features/catalog/components/shop-params';
import { pageQueryOptions } from '@/features/pages/api/pages';
import { buildQueryString } from '@/lib/api-client';
import { splitAddress } from './entry-routes';

/**
 * One answer a page rendered on the server reads (decision 103): the key its query asks with,
 * the GET of the API (below /api/v1) that answers it, and the field of that answer the query
 * keeps (its queryFn's `.categories`), or none for the whole answer.
 */
export type PageQuery = { queryKey: readonly unknown[]; path: string; field?: string };

/** The last segment of a path, decoded as the router decodes it; '' when it cannot be. */
function lastSegment(path: string): string {
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    return '';
  }
}

const settings = (): PageQuery => ({
  queryKey: settingsQueryOptions().queryKey,
  path: '/settings',
  field: 'settings',
});

const products = (params: ProductsParams): PageQuery => ({
  queryKey: productsQueryOptions(params).queryKey,
  path: `/products${buildQueryString(normalizeProductsParams(params))}`,
});

const categories = (): PageQuery => ({
  queryKey: categoriesQueryOptions().queryKey,
  path: '/categories',
  field: 'categories',
});

const brands = (): PageQuery => ({
  queryKey: brandsQueryOptions().queryKey,
  path: '/brands',
  field: 'brands',
});

const contentPage = (slug: string): PageQuery => ({
  queryKey: pageQueryOptions(slug).queryKey,
  path: `/pages/${encodeURIComponent(slug)}`,
  field: 'page',
});

/**
 * The queries the first render of the page at `location` reads, built with the pages' own
 * query options, so the keys the server fills are the very keys the hooks ask for when the
 * browser hydrates (a key that differs would be fetched again, and its markup would differ).
 * What only shows after hydration (the home page below the fold) is left to the browser. The
 * product page is not here: the API reads it from its services (seo.pages.ts).
 */
export function pageQueries(location: string): PageQuery[] {
  const { path, search } = splitAddress(location);
  if (path === '/' || path === '/home') return [categories(), settings()];
  if (path === '/shop') {
    const state = readShopState(new URLSearchParams(search));
    // The filters' lists too: the sidebar, shown from 992 px, draws them at once.
    return [products(shopStateToApiParams(state)), categories(), brands(), settings()];
  }
  if (path === '/about') return [contentPage('about'), settings()];
  const slug = lastSegment(path);
  if (!slug) return [];
  if (/^\/pages\/[^/]+$/.test(path)) return [contentPage(slug), settings()];
  // As the category's or brand's page asks (catalog/components/taxonomy-page.tsx).
  if (/^\/category\/[^/]+$/.test(path)) {
    return [
      {
        queryKey: categoryQueryOptions(slug).queryKey,
        path: `/categories/${encodeURIComponent(slug)}`,
        field: 'category',
      },
      products({ category: [slug], limit: CATEGORY_PAGE_SIZE }),
      settings(),
    ];
  }
  if (/^\/brand\/[^/]+$/.test(path)) {
    return [
      {
        queryKey: brandQueryOptions(slug).queryKey,
        path: `/brands/${encodeURIComponent(slug)}`,
        field: 'brand',
      },
      products({ brand: [slug], limit: CATEGORY_PAGE_SIZE }),
      settings(),
    ];
  }
  return [];
}
