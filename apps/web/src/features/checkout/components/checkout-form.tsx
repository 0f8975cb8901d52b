import { zodResolver } from '@hookform/resolvers/zod';
import { shoppingAddressSchema } from '@electro/shared';
import type { ShoppingAddress } from '@electro/shared';
import { useForm } from 'react-hook-form';
import { AddressFieldset } from '@/components/ui/address-fieldset';
import { Button } from '@/components/ui/button';

export type CheckoutFormProps = {
  isSubmitting: boolean;
  onSubmit: (address: ShoppingAddress) => void;
};

const emptyAddress: ShoppingAddress = { city: '', street: '', phone: '' };

/**
 * City, street and phone; docs/PRODUCT.md §5: validated on blur, errors once a field was touched.
 */
export function CheckoutForm({ isSubmitting, onSubmit }: CheckoutFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isDirty },
  } = useForm<ShoppingAddress>({
    resolver: zodResolver(shoppingAddressSchema),
    mode: 'onTouched',
    defaultValues: emptyAddress,
  });

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
        disabled={!isValid || !isDirty}
        className="mt-2 w-full sm:w-auto sm:self-start"
      >
        Pay Now
      </Button>
      <p className="text-sm text-muted">You pay in cash when the order arrives.</p>
    </form>
  );
}
