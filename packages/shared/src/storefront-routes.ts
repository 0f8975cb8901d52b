/**
 * The storefront's routes (hash routing, docs/PRODUCT.md §2) as the server needs them: a shared
 * link without its `#` (`/shop`, `/product/<id>`) is sent to the same route under `/#/`. The web
 * app's `config/paths.ts` builds every link; a test there checks each is listed here.
 */
export const STOREFRONT_ROUTES = [
  '/',
  '/home',
  '/shop',
  '/brands',
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

const patterns = STOREFRONT_ROUTES.map((route) => route.split('/').filter(Boolean));

/** Whether `path` (no query, no hash) is one of the storefront's routes. */
export function isStorefrontPath(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
