import type { QueryClient } from '@tanstack/react-query';
import { CATEGORY_PAGE_SIZE } from '@electro/shared';
import { brandsQueryOptions } from '@/api/brands';
import { categoriesQueryOptions, categoryQueryOptions } from '@/api/categories';
import { productsQueryOptions } from '@/api/products';
import { productQueryOptions } from '@/features/catalog/components/product-queries';
import { readShopState, shopStateToApiParams } from '@/features/catalog/components/shop-params';
import { matchEntryRoute, splitAddress } from './entry-routes';

/** The last path segment, decoded as the router decodes it; '' when it cannot be decoded. */
function lastSegment(path: string): string {
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    return '';
  }
}

/**
 * Starts the API requests the entry page makes on its first render, with the page's own query
 * options (same keys, same URLs), before the app renders: the answers travel while the main
 * thread builds the page instead of after it. Only data every visitor sees on the first screen;
 * the rest loads as the page asks for it. `address` is the path and query ('/shop?page=2').
 * Settles when every request has (prefetchQuery never rejects: a failure stays in the cache for
 * the page to show).
 */
export function prefetchEntryData(address: string, client: QueryClient): Promise<unknown> {
  const route = matchEntryRoute(address);
  if (!route) return Promise.resolve();
  const { path, search } = splitAddress(address);
  const started: Array<Promise<void>> = [];
  switch (route.name) {
    case 'home':
      started.push(client.prefetchQuery(categoriesQueryOptions()));
      break;
    case 'shop':
      started.push(
        client.prefetchQuery(
          productsQueryOptions(shopStateToApiParams(readShopState(new URLSearchParams(search)))),
        ),
      );
      started.push(client.prefetchQuery(categoriesQueryOptions()));
      started.push(client.prefetchQuery(brandsQueryOptions()));
      break;
    case 'product': {
      const id = lastSegment(path);
      if (id) started.push(client.prefetchQuery(productQueryOptions(id)));
      break;
    }
    case 'category': {
      const slug = lastSegment(path);
      if (!slug) break;
      started.push(client.prefetchQuery(categoryQueryOptions(slug)));
      started.push(
        client.prefetchQuery(productsQueryOptions({ category: [slug], limit: CATEGORY_PAGE_SIZE })),
      );
      break;
    }
    case 'brands':
      started.push(client.prefetchQuery(brandsQueryOptions()));
      break;
  }
  return Promise.all(started);
}
