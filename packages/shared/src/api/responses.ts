import { z } from 'zod';
import {
  brandSchema,
  cartSchema,
  categorySchema,
  currentUserSchema,
  customerSchema,
  orderSchema,
  productFacetsSchema,
  productSchema,
  productWithReviewsSchema,
  reviewSchemaOut,
  statsSchema,
  userSchema,
  wishlistSchema,
} from './objects';

/** Envelopes of docs/API.md: `{ success, message, ...payload }`. */
export const envelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = envelope({});
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export const userResponseSchema = envelope({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
export const currentUserResponseSchema = envelope({ user: currentUserSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
export const loginResponseSchema = envelope({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const tokenResponseSchema = envelope({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export const categoriesResponseSchema = envelope({ categories: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
export const categoryResponseSchema = envelope({ category: categorySchema });
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;
export const brandsResponseSchema = envelope({ brands: z.array(brandSchema) });
export type BrandsResponse = z.infer<typeof brandsResponseSchema>;
export const brandResponseSchema = envelope({ brand: brandSchema });
export type BrandResponse = z.infer<typeof brandResponseSchema>;
export const productsResponseSchema = envelope({
  products: z.array(productSchema),
  totalProducts: z.number(),
  page: z.number(),
  limit: z.number(),
  totalPages: z.number(),
  /** Contract v1.2: only when a search found nothing, the corrected search that would, or null. */
  didYouMean: z.string().nullable().optional(),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;
export const productFacetsResponseSchema = envelope({ facets: productFacetsSchema });
export type ProductFacetsResponse = z.infer<typeof productFacetsResponseSchema>;
export const productResponseSchema = envelope({ product: productWithReviewsSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;
export const productOnlyResponseSchema = envelope({ product: productSchema });
export type ProductOnlyResponse = z.infer<typeof productOnlyResponseSchema>;
export const reviewsResponseSchema = envelope({ reviews: z.array(reviewSchemaOut) });
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;
export const reviewResponseSchema = envelope({ review: reviewSchemaOut });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
export const cartResponseSchema = envelope({ count: z.number(), cart: cartSchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;
export const wishlistResponseSchema = envelope({ count: z.number(), wishlist: wishlistSchema });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
export const orderResponseSchema = envelope({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export const ordersResponseSchema = envelope({
  orders: z.array(orderSchema),
  totalOrders: z.number(),
  page: z.number(),
  limit: z.number(),
  totalPages: z.number(),
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;
export const statsResponseSchema = envelope({ stats: statsSchema });
export type StatsResponse = z.infer<typeof statsResponseSchema>;
/** GET /admin/customers, paged like the other lists. */
export const customersResponseSchema = envelope({
  customers: z.array(customerSchema),
  totalCustomers: z.number(),
  page: z.number(),
  limit: z.number(),
  totalPages: z.number(),
});
export type CustomersResponse = z.infer<typeof customersResponseSchema>;
/** GET /admin/customers/:id: one customer with their orders' figures. */
export const customerResponseSchema = envelope({ customer: customerSchema });
export type CustomerResponse = z.infer<typeof customerResponseSchema>;
export const healthResponseSchema = z.object({ success: z.literal(true), status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
export const synonymsResponseSchema = envelope({ synonyms: z.array(z.array(z.string())) });
export type SynonymsResponse = z.infer<typeof synonymsResponseSchema>;
