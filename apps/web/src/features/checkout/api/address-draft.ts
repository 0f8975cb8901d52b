import { shoppingAddressSchema, type ShoppingAddress } from '@electro/shared';
import type { SessionUser } from '@/api/session';

const DRAFT_KEY = 'electro.checkout-address';

/**
 * The address typed at checkout, kept for the tab until an order is placed: a checkout that
 * fails, or a trip to the cart to fix a line out of stock, does not make the shopper type it
 * again. sessionStorage: it stays with the tab and goes with it.
 */
export function readAddressDraft(): ShoppingAddress | null {
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<ShoppingAddress>;
    return {
      city: typeof draft.city === 'string' ? draft.city : '',
      street: typeof draft.street === 'string' ? draft.street : '',
      phone: typeof draft.phone === 'string' ? draft.phone : '',
    };
  } catch {
    return null;
  }
}

export function saveAddressDraft(address: ShoppingAddress): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(address));
  } catch {
    // Storage full or refused (private mode): the form still holds what was typed.
  }
}

export function clearAddressDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** A value for a field only when it passes that field's checkout rule; otherwise ''. */
function fitting(field: keyof ShoppingAddress, value: string | null | undefined): string {
  if (!value) return '';
  return shoppingAddressSchema.shape[field].safeParse(value).success ? value : '';
}

export type InitialAddress = {
  values: ShoppingAddress;
  /**
   * The profile's one line of address when it was not put in a field (it does not fit the
   * street's rule): shown beside the fields, for the shopper to split into city and street.
   */
  profileAddressHint: string | null;
};

/**
 * What the form starts with (docs/PRODUCT.md §5): the draft of this tab, as typed; else the
 * address of the customer's latest order (GET /users), then the profile's address and phone,
 * each field only with a value that passes its rule, so the form never arrives blocked by an
 * error the shopper did not make.
 */
export function initialAddress(user: SessionUser | null | undefined): InitialAddress {
  const draft = readAddressDraft();
  const last = user?.lastShippingAddress ?? null;
  const values = draft ?? {
    city: fitting('city', last?.city),
    street: fitting('street', last?.street) || fitting('street', user?.address),
    phone: fitting('phone', last?.phone) || fitting('phone', user?.phone),
  };
  const profileAddress = user?.address?.trim() ?? '';
  const profileAddressHint =
    !last && profileAddress && fitting('street', profileAddress) === '' ? profileAddress : null;
  return { values, profileAddressHint };
}
