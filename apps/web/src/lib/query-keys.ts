import type { QueryValue } from './api-client';

/**
 * Every query key of the web app, so one feature's mutation can refresh another's data and no
 * two queries share a key by accident.
 */
export const queryKeys = {
  user: ['user'] as const,
  cart: ['cart'] as const,
  wishlist: ['wishlist'] as const,
  products: (params: Record<string, QueryValue> = {}) => ['products', params] as const,
  productsAll: ['products'] as const,
  /** The header's search suggestions: under productsAll, so product changes refresh them. */
  productSearch: (term: string) => ['products', 'search', term] as const,
  /** The shop's filter counts: under productsAll, so product changes refresh them. */
  productFacets: (params: Record<string, QueryValue> = {}) =>
    ['products', 'facets', params] as const,
  product: (id: string) => ['product', id] as const,
  productAll: ['product'] as const,
  categories: ['categories'] as const,
  category: (slug: string) => ['category', slug] as const,
  brands: ['brands'] as const,
  brand: (slug: string) => ['brand', slug] as const,
  /** GET /settings: read once a session (decision 081). */
  settings: ['settings'] as const,
  reviews: ['reviews'] as const,
  /** The shop's content pages: one published page by slug, under pagesAll. */
  page: (slug: string) => ['pages', slug] as const,
  pagesAll: ['pages'] as const,
  orders: ['orders'] as const,
  ordersPage: (params: { page: number; limit: number }) => ['orders', params] as const,
  /** One of the customer's orders, by the id or number in the URL. */
  order: (idOrNumber: string) => ['orders', 'one', idOrNumber] as const,
  /**
   * The admin area's own cache entries. The storefront's keys (categories, ...) may hold other
   * shapes, so the admin never writes them; it only invalidates them after a change so the
   * storefront refetches.
   */
  admin: {
    all: ['admin'] as const,
    entities: (plural: string) => ['admin', plural] as const,
    entity: (plural: string, id: string) => ['admin', plural, id] as const,
    product: (id: string) => ['admin', 'product', id] as const,
    productAll: ['admin', 'product'] as const,
    orders: (params: Record<string, QueryValue> = {}) => ['admin', 'orders', params] as const,
    ordersAll: ['admin', 'orders'] as const,
    /** One order, by the id or number in the URL: under ordersAll, so moves refresh it. */
    order: (idOrNumber: string) => ['admin', 'orders', 'one', idOrNumber] as const,
    /** The customer of an order page (their phone): refreshed with every admin view. */
    orderCustomer: (userId: string) => ['admin', 'order-customer', userId] as const,
    stats: ['admin', 'stats'] as const,
    contentPages: ['admin', 'content-pages'] as const,
    contentPage: (id: string) => ['admin', 'content-pages', id] as const,
    /** A body as the storefront would show it, for the page editor's preview. */
    contentPagePreview: (body: string) => ['admin', 'content-page-preview', body] as const,
    customers: (search: string) => ['admin', 'customers', search] as const,
    productSearch: (search: string) => ['admin', 'product-search', search] as const,
    productSearchAll: ['admin', 'product-search'] as const,
    /** GET /admin/synonyms: the search's synonym groups. */
    synonyms: ['admin', 'synonyms'] as const,
  },
};

/**
 * Data that belongs to the signed-in user: dropped on logout, on a 401 and at the token's expiry,
 * refetched on login. The admin's lists are the admin's, so they go too.
 */
export const sessionQueryKeys = [
  queryKeys.user,
  queryKeys.cart,
  queryKeys.wishlist,
  queryKeys.orders,
  queryKeys.admin.all,
];
