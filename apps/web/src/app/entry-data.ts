import type { QueryClient } from '@tanstack/react-query';
import { CATEGORY_PAGE_SIZE } from '@electro/shared';
import { brandsQueryOptions } from '@/hooks/use-brands';
import { categoriesQueryOptions, categoryQueryOptions } from '@/hooks/use-categories';
import { productsQueryOptions } from '@/hooks/use-products';
import { productQueryOptions } from '@/features/catalog/components/product-queries';
import { readShopState, shopStateToApiParams } from '@/features/catalog/components/shop-params';
import { matchEntryRoute, splitHash } from './entry-routes';

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
 * the rest loads as the page asks for it.
 */
export function prefetchEntryData(hash: string, client: QueryClient): void {
  const route = matchEntryRoute(hash);
  if (!route) return;
  const { path, search } = splitHash(hash);
  switch (route.name) {
    case 'home':
      void client.prefetchQuery(categoriesQueryOptions());
      break;
    case 'shop':
      void client.prefetchQuery(
        productsQueryOptions(shopStateToApiParams(readShopState(new URLSearchParams(search)))),
      );
      void client.prefetchQuery(categoriesQueryOptions());
      void client.prefetchQuery(brandsQueryOptions());
      break;
    case 'product': {
      const id = lastSegment(path);
      if (id) void client.prefetchQuery(productQueryOptions(id));
      break;
    }
    case 'category': {
      const slug = lastSegment(path);
      if (!slug) break;
      void client.prefetchQuery(categoryQueryOptions(slug));
      void client.prefetchQuery(
        productsQueryOptions({ category: [slug], limit: CATEGORY_PAGE_SIZE }),
      );
      break;
    }
    case 'brands':
      void client.prefetchQuery(brandsQueryOptions());
      break;
  }
}
