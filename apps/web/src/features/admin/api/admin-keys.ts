import type { QueryValue } from '@/lib/api-client';

/**
 * The admin area's own cache entries. The storefront's keys (queryKeys.categories, ...) may
 * hold other shapes, so the admin never writes them; it only invalidates them after a change
 * so the storefront refetches.
 */
export const adminKeys = {
  all: ['admin'] as const,
  entities: (plural: string) => ['admin', plural] as const,
  entity: (plural: string, id: string) => ['admin', plural, id] as const,
  product: (id: string) => ['admin', 'product', id] as const,
  orders: (params: Record<string, QueryValue> = {}) => ['admin', 'orders', params] as const,
  ordersAll: ['admin', 'orders'] as const,
  stats: ['admin', 'stats'] as const,
  customers: (search: string) => ['admin', 'customers', search] as const,
  productSearch: (search: string) => ['admin', 'product-search', search] as const,
};
