// Relative imports of plain modules: the build config loads this file in Node (entry-preload.ts).
import { CATEGORY_PAGE_SIZE, SHOP_PAGE_SIZE } from '../../../../packages/shared/src/constants.ts';
import { API_BASE } from '../config/api.ts';
import type { BootData } from '../lib/entry-boot.ts';
import { PRODUCT_CARD_SIZES, PRODUCT_CARD_THUMBNAIL } from '../lib/image-url.ts';

/**
 * The pages a visit usually starts on. For each, the build writes a small script into
 * index.html (build/entry-preload.ts) that starts the page's JavaScript chunks and its first
 * image while the main bundle downloads, and main.tsx starts the page's API data before the
 * first render. The router still owns the routes; these patterns only pick what to preload.
 */
export type EntryRoute = {
  name: 'home' | 'shop' | 'product' | 'category' | 'brands';
  /** Matches the path of the address ('/shop' in '/shop?page=2'). */
  pattern: RegExp;
  /** The page module, relative to apps/web, as the router's lazy import names it. */
  module: string;
  /** Images the first screen shows whatever the data: preloaded with high priority. */
  images: readonly string[];
  /**
   * The API requests the page's first render makes (see entry-data.ts), for the boot script to
   * start early (lib/entry-boot.ts explains the templates). A unit test holds the two lists equal.
   * An answer may name the first screen's pictures, preloaded when it arrives (CoverPreload).
   */
  data: readonly BootData[];
};

export const ENTRY_ROUTES: readonly EntryRoute[] = [
  {
    name: 'home',
    pattern: /^\/(?:home)?$/,
    module: 'src/features/home/pages/home-page.tsx',
    images: ['/images/hero-1.webp'],
    data: [[`${API_BASE}/categories`, false]],
  },
  {
    name: 'shop',
    pattern: /^\/shop$/,
    module: 'src/features/catalog/pages/shop-page.tsx',
    images: [],
    data: [
      // The first page with no filter: what the Shop link opens.
      // Its first two cards are the first screen on a phone (shop-page.tsx gives them priority).
      [
        `${API_BASE}/products?page=1&limit=${SHOP_PAGE_SIZE}`,
        true,
        ['products', 2, PRODUCT_CARD_THUMBNAIL, PRODUCT_CARD_SIZES],
      ],
      [`${API_BASE}/categories`, false],
      [`${API_BASE}/brands`, false],
    ],
  },
  {
    name: 'product',
    pattern: /^\/product\/[^/?]+$/,
    module: 'src/features/catalog/pages/product-page.tsx',
    images: [],
    // The cover is the gallery's main picture (product-gallery.tsx), shown at full size.
    data: [[`${API_BASE}/products/{id}`, false, ['product', 1, 0, '']]],
  },
  {
    name: 'category',
    pattern: /^\/category\/[^/?]+$/,
    module: 'src/features/catalog/pages/category-page.tsx',
    images: [],
    data: [
      [`${API_BASE}/categories/{id}`, false],
      [`${API_BASE}/products?category={id}&limit=${CATEGORY_PAGE_SIZE}`, false],
    ],
  },
  {
    name: 'brands',
    pattern: /^\/brands$/,
    module: 'src/features/catalog/pages/brands-page.tsx',
    images: [],
    data: [[`${API_BASE}/brands`, false]],
  },
];

/** '/shop?page=2' -> { path: '/shop', search: 'page=2' }; an empty path is '/'. */
export function splitAddress(address: string): { path: string; search: string } {
  const queryAt = address.indexOf('?');
  const path = (queryAt === -1 ? address : address.slice(0, queryAt)) || '/';
  return { path, search: queryAt === -1 ? '' : address.slice(queryAt + 1) };
}

export function matchEntryRoute(address: string): EntryRoute | undefined {
  const { path } = splitAddress(address);
  return ENTRY_ROUTES.find((route) => route.pattern.test(path));
}
