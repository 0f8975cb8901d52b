import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES, USER_ROLES } from '../constants';

/**
 * The objects of docs/API.md. The server serializes every response through these schemas, so a
 * field that is not named here (a password hash, say) can never reach a client.
 */
export const imageSchema = z.object({ secure_url: z.string(), public_id: z.string() });
export type Image = z.infer<typeof imageSchema>;

const entityBase = { _id: z.string(), id: z.string() };
const timestamps = { createdAt: z.string(), updatedAt: z.string() };

export const categorySchema = z.object({
  ...entityBase,
  name: z.string(),
  slug: z.string(),
  image: imageSchema,
  productCount: z.number().optional(),
  ...timestamps,
});
export type Category = z.infer<typeof categorySchema>;
export const brandSchema = categorySchema;
export type Brand = Category;

export const entityRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

/** A category or brand of GET /products/facets with how many products it would list. */
export const facetEntrySchema = entityRefSchema.extend({ count: z.number() });

/**
 * GET /products/facets (contract v1.1). Each group's counts apply every filter but the group's
 * own; `price` is null when nothing matches; `total` applies every filter.
 */
export const productFacetsSchema = z.object({
  categories: z.array(facetEntrySchema),
  brands: z.array(facetEntrySchema),
  price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  rating: z.array(z.object({ min: z.number(), count: z.number() })),
  inStock: z.number(),
  total: z.number(),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productSchema = z.object({
  ...entityBase,
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  price: z.number(),
  discount: z.number(),
  priceAfterDiscount: z.number(),
  stock: z.number(),
  sold: z.number(),
  rateAvg: z.number(),
  rateNum: z.number(),
  category: entityRefSchema,
  brand: entityRefSchema,
  imageCover: imageSchema,
  images: z.array(imageSchema),
  ...timestamps,
});
export type Product = z.infer<typeof productSchema>;

export const reviewSchemaOut = z.object({
  ...entityBase,
  comment: z.string(),
  rate: z.number(),
  productId: z.object({ _id: z.string(), title: z.string(), imageCover: imageSchema }),
  createdBy: z.object({
    _id: z.string(),
    name: z.string(),
    profile: z.object({ secure_url: z.string() }).nullable(),
  }),
  createdAt: z.string(),
  /** The author has a delivered order of the product (contract v1.2). */
  verifiedPurchase: z.boolean(),
});
export type Review = z.infer<typeof reviewSchemaOut>;

export const productWithReviewsSchema = productSchema.extend({ reviews: z.array(reviewSchemaOut) });
export type ProductWithReviews = z.infer<typeof productWithReviewsSchema>;

export const userSchema = z.object({
  ...entityBase,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  role: z.enum(USER_ROLES),
  profile: imageSchema.nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /users: the user, with the address of their latest order (what checkout offers first;
 * null before their first order).
 */
export const currentUserSchema = userSchema.extend({
  lastShippingAddress: z
    .object({ city: z.string(), street: z.string(), phone: z.string() })
    .nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A customer in the admin's list: the user with their orders' figures (contract v1.1). */
export const customerSchema = userSchema.extend({
  /** Every order of theirs, cancelled ones included. */
  ordersCount: z.number().int(),
  /** The sum of their orders that are not cancelled. */
  totalSpent: z.number(),
  lastOrderAt: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

export const cartProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  price: z.number(),
  priceAfterDiscount: z.number(),
  imageCover: imageSchema,
  stock: z.number(),
});
export const cartSchema = z.object({
  _id: z.string(),
  id: z.string(),
  products: z.array(
    z.object({
      _id: z.string(),
      productId: cartProductSchema,
      quantity: z.number(),
      price: z.number(),
    }),
  ),
  totalCartPrice: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

export const wishlistSchema = z.object({ products: z.array(productSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;

export const orderSchema = z.object({
  ...entityBase,
  /**
   * What people call the order ("Order #1042"): unique, increasing, from 1001. Every answer
   * carries it; the default only lets a body written for v1.0 (a client's test fixture) parse.
   */
  number: z.number().int().default(0),
  user: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  orderItems: z.array(
    z.object({
      _id: z.string(),
      productId: z.object({ _id: z.string(), title: z.string(), imageCover: imageSchema }),
      price: z.number(),
      quantity: z.number(),
    }),
  ),
  totalOrderPrice: z.number(),
  shoppingAddress: z.object({ city: z.string(), street: z.string(), phone: z.string() }),
  paymentMethod: z.literal('cash'),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  isDelivered: z.boolean(),
  deliveredAt: z.string().nullable(),
  /** When it moved to shipped (cleared by a move back to pending), and when it was cancelled. */
  shippedAt: z.string().nullable().default(null),
  cancelledAt: z.string().nullable().default(null),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** An order as every answer carries it. */
export type OrderObject = z.infer<typeof orderSchema>;
/**
 * An order as clients build one (fixtures, optimistic copies): the fields contract v1.1 added
 * may be left out, so code written against v1.0 still compiles. Every answer has them all.
 */
export type Order = Omit<OrderObject, OrderV11Field> & Partial<Pick<OrderObject, OrderV11Field>>;
type OrderV11Field = 'number' | 'shippedAt' | 'cancelledAt';

export const statsSchema = z.object({
  totalSales: z.number(),
  averageOrder: z.number(),
  totalOrders: z.number(),
  /** Orders not cancelled: what totalSales, averageOrder and salesByDay count (contract v1.2+). */
  salesOrders: z.number(),
  totalCustomers: z.number(),
  recentOrders: z.array(orderSchema),
  recentCustomers: z.array(userSchema),
  salesByDay: z.array(z.object({ date: z.string(), total: z.number(), orders: z.number() })),
});
export type Stats = z.infer<typeof statsSchema>;
