import { z } from 'zod';
import { opaqueId } from './helpers';

/** A line's quantity: a cart never holds more of one product than the store can stock. */
const CART_QUANTITY_MAX = 10_000;
const quantity = z
  .number({ error: 'Quantity must be a whole number of 1 or more.' })
  .int('Quantity must be a whole number of 1 or more.')
  .min(1, 'Quantity must be a whole number of 1 or more.')
  .max(CART_QUANTITY_MAX, `Quantity must not exceed ${CART_QUANTITY_MAX}.`);

const productId = opaqueId('Product id');

export const cartAddSchema = z.object({ productId, quantity: quantity.optional() });
export const cartUpdateSchema = z.object({ quantity });
