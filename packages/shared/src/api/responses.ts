import { z } from 'zod';
import {
  brandSchema,
  cartSchema,
  categorySchema,
  orderSchema,
  productSchema,
  productWithReviewsSchema,
  reviewSchemaOut,
  statsSchema,
  userSchema,
  wishlistSchema,
} from './objects';

/** Envelopes of API.md: `{ success, message, ...payload }`. */
export const envelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = envelope({});
export const userResponseSchema = envelope({ user: userSchema });
export const loginResponseSchema = envelope({ token: z.string(), user: userSchema });
export const tokenResponseSchema = envelope({ token: z.string() });
export const categoriesResponseSchema = envelope({ categories: z.array(categorySchema) });
export const categoryResponseSchema = envelope({ category: categorySchema });
export const brandsResponseSchema = envelope({ brands: z.array(brandSchema) });
export const brandResponseSchema = envelope({ brand: brandSchema });
export const productsResponseSchema = envelope({
  products: z.array(productSchema),
  totalProducts: z.number(),
  page: z.number(),
  limit: z.number(),
  totalPages: z.number(),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;
export const productResponseSchema = envelope({ product: productWithReviewsSchema });
export const productOnlyResponseSchema = envelope({ product: productSchema });
export const reviewsResponseSchema = envelope({ reviews: z.array(reviewSchemaOut) });
export const reviewResponseSchema = envelope({ review: reviewSchemaOut });
export const cartResponseSchema = envelope({ count: z.number(), cart: cartSchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;
export const wishlistResponseSchema = envelope({ count: z.number(), wishlist: wishlistSchema });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
export const orderResponseSchema = envelope({ order: orderSchema });
export const ordersResponseSchema = envelope({
  orders: z.array(orderSchema),
  totalOrders: z.number(),
  page: z.number(),
  limit: z.number(),
  totalPages: z.number(),
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;
export const statsResponseSchema = envelope({ stats: statsSchema });
export const customersResponseSchema = envelope({ customers: z.array(userSchema) });
export type CustomersResponse = z.infer<typeof customersResponseSchema>;
export const healthResponseSchema = z.object({ success: z.literal(true), status: z.literal('ok') });
