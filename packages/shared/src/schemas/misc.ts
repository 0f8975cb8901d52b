import { z } from 'zod';
import { EMAIL_PATTERN, ORDER_STATUSES } from '../constants';
import { messages } from './auth';
import { paginationQuerySchema } from './catalog';
import { shoppingAddressSchema } from './checkout';
import { requiredString } from './helpers';

export const newsletterSchema = z.object({
  email: requiredString(messages.emailRequired)
    .toLowerCase()
    .regex(EMAIL_PATTERN, messages.emailInvalid),
});

export const cartAddSchema = z.object({
  productId: requiredString('Product id is required.'),
  quantity: z
    .number({ error: 'Quantity must be a whole number of 1 or more.' })
    .int('Quantity must be a whole number of 1 or more.')
    .min(1, 'Quantity must be a whole number of 1 or more.')
    .max(10_000, 'Quantity must not exceed 10000.')
    .optional(),
});
export const cartUpdateSchema = z.object({
  quantity: z
    .number({ error: 'Quantity must be a whole number of 1 or more.' })
    .int('Quantity must be a whole number of 1 or more.')
    .min(1, 'Quantity must be a whole number of 1 or more.')
    .max(10_000, 'Quantity must not exceed 10000.'),
});
export const wishlistAddSchema = z.object({ productId: requiredString('Product id is required.') });

export const orderUpdateSchema = z
  .object({
    status: z
      .enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}.` })
      .optional(),
    isPaid: z.boolean({ error: 'isPaid must be true or false.' }).optional(),
  })
  .refine((value) => value.status !== undefined || value.isPaid !== undefined, {
    message: 'Send a status or isPaid.',
  });
export type OrderUpdateInput = z.infer<typeof orderUpdateSchema>;

const searchQuery = z
  .string({ error: 'search must not exceed 100 characters.' })
  .trim()
  .max(100, 'search must not exceed 100 characters.');

/** GET /orders: a customer's own orders; admins may also filter by status and customer. */
export const ordersQuerySchema = paginationQuerySchema(50).extend({
  status: z
    .enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}.` })
    .optional(),
  search: searchQuery.optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/** GET /admin/customers: the admin's customer picker (search on name or email). */
export const customersQuerySchema = paginationQuerySchema(20)
  .pick({ limit: true })
  .extend({ search: searchQuery.optional() });
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

export const adminOrderMessages = {
  customerRequired: 'Customer is required.',
  itemsRequired: 'Add at least one product.',
  itemsMax: 'An order has at most 100 lines.',
} as const;

/** POST /admin/orders: a cash order an admin places for a customer (quantity defaults to 1). */
export const adminOrderCreateSchema = z.object({
  userId: requiredString(adminOrderMessages.customerRequired),
  items: z
    .array(cartAddSchema, { error: adminOrderMessages.itemsRequired })
    .min(1, adminOrderMessages.itemsRequired)
    .max(100, adminOrderMessages.itemsMax),
  shoppingAddress: shoppingAddressSchema,
});
export type AdminOrderCreateInput = z.infer<typeof adminOrderCreateSchema>;
