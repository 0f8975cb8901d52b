import { zodResolver } from '@hookform/resolvers/zod';
import { shoppingAddressSchema } from '@electro/shared';
import type { ShoppingAddress } from '@electro/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';

export type CheckoutFormProps = {
  isSubmitting: boolean;
  onSubmit: (address: ShoppingAddress) => void;
};

const emptyAddress: ShoppingAddress = { city: '', street: '', phone: '' };

/** City, street and phone; SPEC.md §5: validated on blur, errors once a field was touched. */
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="Street"
          autoComplete="address-line1"
          error={errors.street?.message}
          {...register('street')}
        />
      </div>
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01012345678"
        description="An Egyptian mobile number; the courier calls it on delivery."
        error={errors.phone?.message}
        {...register('phone')}
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
