import { z } from 'zod';
import { CHECKOUT_FIELD_MAX, CHECKOUT_FIELD_MIN, EGYPTIAN_PHONE_PATTERN } from '../constants';
import { requiredString } from './helpers';

const boundedField = (label: string) =>
  requiredString(`${label} is required.`)
    .min(CHECKOUT_FIELD_MIN, `${label} must be at least ${CHECKOUT_FIELD_MIN} characters long.`)
    .max(CHECKOUT_FIELD_MAX, `${label} must not exceed ${CHECKOUT_FIELD_MAX} characters.`);

export const checkoutMessages = {
  phoneRequired: 'Phone is required.',
  phonePattern: 'Enter a valid Egyptian phone number',
  addressRequired: 'Shopping address is required.',
} as const;

export const shoppingAddressSchema = z.object(
  {
    city: boundedField('City'),
    street: boundedField('Street'),
    phone: requiredString(checkoutMessages.phoneRequired).regex(
      EGYPTIAN_PHONE_PATTERN,
      checkoutMessages.phonePattern,
    ),
  },
  { error: checkoutMessages.addressRequired },
);
export type ShoppingAddress = z.infer<typeof shoppingAddressSchema>;

export const checkoutSchema = z.object({ shoppingAddress: shoppingAddressSchema });
export type CheckoutInput = z.infer<typeof checkoutSchema>;
