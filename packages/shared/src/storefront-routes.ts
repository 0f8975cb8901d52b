/**
 * The storefront's routes (docs/PRODUCT.md §2, real addresses since decision 096) as the server
 * and the app's link handling need them: the server answers each with the app's page, and
 * anything else with the app's not-found page and a 404. The web app's `config/paths.ts` builds
 * every link; a test there checks each is listed here.
 */
export const STOREFRONT_ROUTES = [
  '/',
  '/home',
  '/shop',
  '/brands',
  '/brand/:slug',
  '/cart',
  '/category/:slug',
  '/wishlist',
  '/checkout-cash',
  '/product/:id',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/about',
  '/pages/:slug',
  '/profile',
  '/profile/order',
  '/profile/account',
  '/profile/order/:id',
  '/admin',
  '/admin/products',
  '/admin/products/add',
  '/admin/products/:id',
  '/admin/brands',
  '/admin/brands/add',
  '/admin/brands/:id',
  '/admin/categories',
  '/admin/categories/add',
  '/admin/categories/:id',
  '/admin/orders',
  '/admin/ordersList',
  '/admin/orders/add',
  '/admin/orders/:id',
  '/admin/customers',
  '/admin/customers/:id',
  '/admin/reviews',
  '/admin/pages',
  '/admin/pages/add',
  '/admin/pages/:id',
  '/admin/synonyms',
  '/admin/mail',
] as const;

export type StorefrontRoute = (typeof STOREFRONT_ROUTES)[number];

/** A path matched to its route: `/product/abc` is `/product/:id` with `{ id: 'abc' }`. */
export type StorefrontMatch = { route: StorefrontRoute; params: Record<string, string> };

const patterns = STOREFRONT_ROUTES.map((route) => ({
  route,
  parts: route.split('/').filter(Boolean),
}));

/**
 * The route `path` (no query, no hash) is, with its parameters decoded as the app's router
 * decodes them; undefined for any other path, one whose parameter cannot be decoded or holds a
 * NUL, and a path whose case or trailing slash differs from the route's (see
 * canonicalStorefrontPath).
 */
export function matchStorefrontRoute(path: string): StorefrontMatch | undefined {
  if (!path.startsWith('/') || (path.length > 1 && path.endsWith('/'))) return undefined;
  const segments = path.split('/').filter(Boolean);
  for (const { route, parts } of patterns) {
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matches = true;
    for (const [i, part] of parts.entries()) {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) {
        matches = part === segment;
      } else {
        try {
          const value = decodeURIComponent(segment);
          // No id or slug holds a NUL (PostgreSQL text cannot): such an address names no page.
          matches = !value.includes('\u0000');
          params[part.slice(1)] = value;
        } catch {
          matches = false;
        }
      }
      if (!matches) break;
    }
    if (matches) return { route, params };
  }
  return undefined;
}

/** Whether `path` (no query, no hash) is one of the storefront's routes. */
export function isStorefrontPath(path: string): boolean {
  return matchStorefrontRoute(path) !== undefined;
}

/**
 * The one address of a route typed another way: `/Shop`, `/shop/` and `/PRODUCT/abc/` are
 * `/shop` and `/product/abc` (the route's own words in lower case, no trailing slash, the
 * parameters as they came: a slug or id keeps its case). Undefined when `path` is already
 * canonical or is no route in any spelling.
 */
export function canonicalStorefrontPath(path: string): string | undefined {
  if (matchStorefrontRoute(path)) return undefined;
  const segments = path.split('/').filter(Boolean);
  for (const { route, parts } of patterns) {
    if (parts.length !== segments.length) continue;
    const same = parts.every(
      (part, i) => part.startsWith(':') || part === segments[i]?.toLowerCase(),
    );
    if (!same) continue;
    const canonical = `/${parts
      .map((part, i) => (part.startsWith(':') ? segments[i] : part))
      .join('/')}`;
    if (matchStorefrontRoute(canonical)?.route === route) return canonical;
  }
  return undefined;
}
