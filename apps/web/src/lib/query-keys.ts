import type { QueryValue } from './api-client';

/** Query keys shared across features, so one feature's mutation can refresh another's data. */
export const queryKeys = {
  user: ['user'] as const,
  cart: ['cart'] as const,
  wishlist: ['wishlist'] as const,
  products: (params: Record<string, QueryValue> = {}) => ['products', params] as const,
  productsAll: ['products'] as const,
  product: (id: string) => ['product', id] as const,
  categories: ['categories'] as const,
  brands: ['brands'] as const,
  reviews: ['reviews'] as const,
  orders: ['orders'] as const,
};

/** Data that belongs to the signed-in user: dropped on logout, refetched on login. */
export const sessionQueryKeys = [
  queryKeys.user,
  queryKeys.cart,
  queryKeys.wishlist,
  queryKeys.orders,
];
