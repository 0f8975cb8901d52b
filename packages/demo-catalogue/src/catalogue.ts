/**
 * The demo catalogue of the Electro store, read from the JSON files in ../json and checked on
 * load: categories, brands, products, the demo accounts, their reviews and orders. Products and
 * categories name their drawing ("phone-pro"); the drawing code (./drawing) resolves the name.
 */
import { z } from 'zod';
import brandsJson from '../json/brands.json' with { type: 'json' };
import categoriesJson from '../json/categories.json' with { type: 'json' };
import ordersJson from '../json/orders.json' with { type: 'json' };
import productsJson from '../json/products.json' with { type: 'json' };
import reviewsJson from '../json/reviews.json' with { type: 'json' };
import usersJson from '../json/users.json' with { type: 'json' };
import { DRAWINGS } from './drawing/devices';

const colour = z.string().regex(/^#[\da-f]{6}$/);
const count = z.number().int().min(0);
const drawing = z.string().refine((name) => DRAWINGS.has(name), 'names no drawing');

export const demoCategorySchema = z.strictObject({
  name: z.string().min(1),
  colour,
  drawing,
});

/** How a brand's wordmark is set. */
const brandLookSchema = z.discriminatedUnion('style', [
  z.strictObject({
    style: z.literal('text'),
    italic: z.boolean().optional(),
    spacing: z.number().optional(),
    weight: z.number().int().optional(),
  }),
  z.strictObject({
    style: z.literal('badge'),
    shape: z.enum(['ellipse', 'square', 'rounded', 'circle']),
    ink: colour.optional(),
  }),
  z.strictObject({ style: z.literal('outline') }),
  z.strictObject({ style: z.literal('letters'), colours: z.array(colour).min(1) }),
  z.strictObject({ style: z.literal('tiles'), colours: z.array(colour).min(1) }),
  z.strictObject({ style: z.literal('delta') }),
]);

export const demoBrandSchema = z.strictObject({
  name: z.string().min(1),
  /** The name as the logo sets it. */
  wordmark: z.string().min(1),
  /** The logo's colour. */
  colour,
  /** The colour its products' pictures are tinted with. */
  accent: colour,
  look: brandLookSchema,
  /** Whether the name is printed on its devices (Apple prints none). */
  printed: z.boolean(),
});

export const demoProductSchema = z.strictObject({
  title: z.string().min(1),
  category: z.string(),
  brand: z.string(),
  /** US dollars. */
  price: z.number().positive(),
  /** Percent. */
  discount: z.number().min(0).max(100),
  stock: count,
  sold: count,
  /** How many days ago it arrived in the shop. */
  age: count,
  drawing,
  /** The device's colour, and a second one (straps, keyboard cover) where it has one. */
  colour,
  trim: colour.optional(),
  description: z.string().min(1),
});

export const demoUserSchema = z.strictObject({
  /** How reviews and orders name the account. */
  key: z.string().min(1),
  name: z.string().min(1),
  email: z.string().min(3),
  password: z.string().min(8),
  role: z.enum(['admin', 'user']),
  phone: z.string(),
  address: z.string(),
  /** Days since the account was made. */
  age: count,
});

export const demoReviewSchema = z.strictObject({
  /** The product's title. */
  product: z.string(),
  /** The author's key. */
  user: z.string(),
  rate: z.number().int().min(1).max(5),
  comment: z.string().min(1),
  /** Days since it was written. */
  age: count,
});

export const demoOrderSchema = z.strictObject({
  /** The customer's key. */
  user: z.string(),
  status: z.enum(['pending', 'shipped', 'delivered']),
  /** Hours since it was placed. */
  hoursAgo: count,
  city: z.string().min(1),
  street: z.string().min(1),
  phone: z.string(),
  items: z
    .array(z.strictObject({ product: z.string(), quantity: z.number().int().positive() }))
    .min(1),
});

export type DemoCategory = z.infer<typeof demoCategorySchema>;
export type DemoBrand = z.infer<typeof demoBrandSchema>;
export type DemoProduct = z.infer<typeof demoProductSchema>;
export type DemoUser = z.infer<typeof demoUserSchema>;
export type DemoReview = z.infer<typeof demoReviewSchema>;
export type DemoOrder = z.infer<typeof demoOrderSchema>;

export const CATEGORIES: DemoCategory[] = z.array(demoCategorySchema).parse(categoriesJson);
export const BRANDS: DemoBrand[] = z.array(demoBrandSchema).parse(brandsJson);
export const PRODUCTS: DemoProduct[] = z.array(demoProductSchema).parse(productsJson);
/** The demo accounts. The first two are documented in the README; the others write reviews. */
export const USERS: DemoUser[] = z.array(demoUserSchema).parse(usersJson);
export const REVIEWS: DemoReview[] = z.array(demoReviewSchema).parse(reviewsJson);
export const ORDERS: DemoOrder[] = z.array(demoOrderSchema).parse(ordersJson);
