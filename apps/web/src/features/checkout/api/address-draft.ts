import type { ShoppingAddress, User } from '@electro/shared';

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

/**
 * What the form starts with: the draft of this tab, else the customer's saved address and phone
 * (GET /users; the profile keeps one line of address, which goes to Street), else nothing.
 */
export function initialAddress(user: User | null | undefined): ShoppingAddress {
  return (
    readAddressDraft() ?? {
      city: '',
      street: user?.address ?? '',
      phone: user?.phone ?? '',
    }
  );
}
