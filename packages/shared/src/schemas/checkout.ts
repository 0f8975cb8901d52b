import { z } from 'zod';
import { CHECKOUT_FIELD_MAX, CHECKOUT_FIELD_MIN, EGYPTIAN_PHONE_PATTERN } from '../constants';
import { INPUT_LIMITS, requiredString, withinLength } from './helpers';

const boundedField = (label: string) =>
  requiredString(`${label} is required.`, { label, max: CHECKOUT_FIELD_MAX }).min(
    CHECKOUT_FIELD_MIN,
    `${label} must be at least ${CHECKOUT_FIELD_MIN} characters long.`,
  );

export const checkoutMessages = {
  phoneRequired: 'Phone is required.',
  phonePattern: 'Enter a valid Egyptian phone number',
  addressRequired: 'Shopping address is required.',
} as const;

export const shoppingAddressSchema = z.object(
  {
    city: boundedField('City'),
    street: boundedField('Street'),
    phone: requiredString(checkoutMessages.phoneRequired, {
      label: 'Phone',
      max: INPUT_LIMITS.phone,
      tooLong: checkoutMessages.phonePattern,
    }).regex(
      EGYPTIAN_PHONE_PATTERN,
      withinLength(INPUT_LIMITS.phone, checkoutMessages.phonePattern),
    ),
  },
  { error: checkoutMessages.addressRequired },
);
export type ShoppingAddress = z.infer<typeof shoppingAddressSchema>;

export const checkoutSchema = z.object({ shoppingAddress: shoppingAddressSchema });
export type CheckoutInput = z.infer<typeof checkoutSchema>;
