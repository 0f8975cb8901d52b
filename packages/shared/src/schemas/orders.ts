import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';
import { cartAddSchema } from './cart';
import { paginationQuerySchema, searchQuery } from './catalog';
import { shoppingAddressSchema } from './checkout';
import { INPUT_LIMITS, opaqueId, requiredString, withinLength } from './helpers';

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

/** What GET /orders filters on: an order's status, or whether it is paid. */
export const ORDER_LIST_STATUSES = [...ORDER_STATUSES, 'paid', 'unpaid'] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];

/**
 * GET /orders: a customer's own orders, every order for an admin. `search` matches, for an
 * admin, the number, the customer's name, email and phone, the city, the street and product
 * titles; for a customer, the number and product titles.
 */
const orderFilters = {
  status: z
    .enum(ORDER_LIST_STATUSES, {
      error: `status must be one of: ${ORDER_LIST_STATUSES.join(', ')}.`,
    })
    .optional(),
  search: searchQuery.optional(),
  /** An admin's view of one customer's orders; a customer always sees only their own. */
  user: opaqueId('Customer id').optional(),
};

export const ordersQuerySchema = paginationQuerySchema(50).extend(orderFilters);
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/** GET /orders/export (admin): the list's filters, every matching order. */
export const ordersExportQuerySchema = z.object(orderFilters);
export type OrdersExportQuery = z.infer<typeof ordersExportQuerySchema>;

/**
 * The columns of GET /orders/export, in order. Spreadsheets and scripts read them by position:
 * a new column goes at the end.
 */
export const ORDER_EXPORT_COLUMNS = [
  'number',
  'date',
  'customer',
  'email',
  'phone',
  'city',
  'items',
  'total',
  'paid',
  'delivered',
  'status',
  'street',
  'currency',
] as const;

/** GET /admin/customers: the admin's customers, paged; `search` on name, email or phone. */
export const customersQuerySchema = paginationQuerySchema(20).extend({
  search: searchQuery.optional(),
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

export const adminOrderMessages = {
  customerRequired: 'Customer is required.',
  itemsRequired: 'Add at least one product.',
  itemsMax: 'An order has at most 100 lines.',
} as const;

/** POST /admin/orders: a cash order an admin places for a customer (quantity defaults to 1). */
export const adminOrderCreateSchema = z.object({
  userId: requiredString(adminOrderMessages.customerRequired, {
    label: 'Customer',
    max: INPUT_LIMITS.id,
  }),
  items: z
    .array(cartAddSchema, { error: adminOrderMessages.itemsRequired })
    .min(1, adminOrderMessages.itemsRequired)
    .max(100, adminOrderMessages.itemsMax),
  shoppingAddress: shoppingAddressSchema,
});
export type AdminOrderCreateInput = z.infer<typeof adminOrderCreateSchema>;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeyMessages = {
  invalid: 'Idempotency-Key must be 1 to 200 printable ASCII characters.',
} as const;

/**
 * The `Idempotency-Key` header of the requests that create an order (contract v1.1): 1 to 200
 * printable ASCII characters (space to tilde).
 */
export const idempotencyKeySchema = z
  .string({ error: idempotencyKeyMessages.invalid })
  .min(1, idempotencyKeyMessages.invalid)
  .max(200, idempotencyKeyMessages.invalid)
  .regex(/^[\x20-\x7E]*$/, withinLength(200, idempotencyKeyMessages.invalid));

/** Headers of POST /orders/:cartId and POST /admin/orders (Fastify reads them lower-cased). */
export const idempotentHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema
    .optional()
    .describe(
      'Makes the request safe to repeat: the same key from the same user within 24 hours ' +
        'answers the order the first request created (200) and changes nothing.',
    ),
});
