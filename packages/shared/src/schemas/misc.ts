import { z } from 'zod';
import { EMAIL_PATTERN, ORDER_STATUSES } from '../constants';
import { messages } from './auth';
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
