import { zodResolver } from '@hookform/resolvers/zod';
import { CHECKOUT_FIELD_MAX, CHECKOUT_FIELD_MIN, shoppingAddressSchema } from '@electro/shared';
import type { ShoppingAddress } from '@electro/shared';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AddressFieldset } from '@/components/ui/address-fieldset';
import { Button } from '@/components/ui/button';

export type CheckoutFormProps = {
  isSubmitting: boolean;
  onSubmit: (address: ShoppingAddress) => void;
  /** What the fields start with (the customer's saved address, or what this tab typed). */
  defaultValues: ShoppingAddress;
  /** Called with the fields as they change, to keep them across a failed checkout. */
  onChange?: (address: ShoppingAddress) => void;
  /** Why the order cannot be placed yet (a cart line out of stock); Pay Now waits for a fix. */
  blockedReason?: string | null;
  /** The profile's address when it did not fit the fields: shown for the shopper to split. */
  profileAddressHint?: string | null;
  /** What a lost connection means for the order (sent when it is back, or not confirmed). */
  connectionNote?: string | null;
};

/**
 * City, street and phone; docs/PRODUCT.md §5: validated on blur, errors once a field was touched.
 */
export function CheckoutForm({
  isSubmitting,
  onSubmit,
  defaultValues,
  onChange,
  blockedReason,
  profileAddressHint,
  connectionNote,
}: CheckoutFormProps) {
  const {
    register,
    handleSubmit,
    control,
    trigger,
    formState: { errors, isValid },
  } = useForm<ShoppingAddress>({
    resolver: zodResolver(shoppingAddressSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const values = useWatch({ control });
  useEffect(() => {
    onChange?.({ city: values.city ?? '', street: values.street ?? '', phone: values.phone ?? '' });
  }, [values.city, values.street, values.phone, onChange]);
  // A prefilled field is checked at once: a saved address longer than the order's street allows
  // says so before Pay Now is looked for.
  useEffect(() => {
    const filled = (Object.keys(defaultValues) as (keyof ShoppingAddress)[]).filter(
      (name) => defaultValues[name] !== '',
    );
    if (filled.length > 0) void trigger(filled);
  }, [defaultValues, trigger]);

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-labelledby="shipping-title"
      className="flex flex-col gap-4 rounded-xl border border-border p-5"
    >
      <h2 id="shipping-title" className="text-xl font-semibold">
        Shipping address
      </h2>
      {profileAddressHint ? (
        <p id="profile-address-hint" className="rounded-lg bg-surface p-3 text-sm">
          Your profile's address: <span className="font-medium">{profileAddressHint}</span>. Enter
          its city and street below ({CHECKOUT_FIELD_MIN} to {CHECKOUT_FIELD_MAX} characters each).
        </p>
      ) : null}
      <AddressFieldset
        ownAddress
        fields={{ city: register('city'), street: register('street'), phone: register('phone') }}
        errors={{
          city: errors.city?.message,
          street: errors.street?.message,
          phone: errors.phone?.message,
        }}
        placeholderPhone="01012345678"
        phoneDescription="An Egyptian mobile number; the courier calls it on delivery."
      />
      <Button
        type="submit"
        size="lg"
        isLoading={isSubmitting}
        disabled={!isValid || Boolean(blockedReason)}
        aria-describedby={
          [blockedReason ? 'checkout-blocked' : null, connectionNote ? 'checkout-connection' : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        className="mt-2 w-full sm:w-auto sm:self-start"
      >
        Pay Now
      </Button>
      {blockedReason ? (
        <p id="checkout-blocked" className="text-sm font-medium text-danger">
          {blockedReason}
        </p>
      ) : null}
      {/* Always in the page, so screen readers announce the words when they appear. */}
      <p
        id="checkout-connection"
        role="status"
        aria-live="polite"
        className="text-sm font-medium empty:hidden"
      >
        {connectionNote}
      </p>
      <p className="text-sm text-muted">You pay in cash when the order arrives.</p>
    </form>
  );
}
