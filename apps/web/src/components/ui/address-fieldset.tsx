import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';
import { TextField } from './form-field';

export type AddressFieldName = 'city' | 'street' | 'phone';

export type AddressFieldsetProps = {
  /** The fieldset's caption; leave it out where a heading already names the form. */
  legend?: string;
  legendClassName?: string;
  className?: string;
  disabled?: boolean;
  /** Each field's input props, such as react-hook-form's register('shoppingAddress.city'). */
  fields: Record<AddressFieldName, ComponentPropsWithRef<'input'>>;
  errors: Partial<Record<AddressFieldName, string | undefined>>;
  /**
   * True for the customer's own address, which the browser may fill in; false where an admin
   * types someone else's (their own saved address would be wrong there).
   */
  ownAddress: boolean;
  /** A hint under the phone number. */
  phoneDescription?: string;
  placeholderPhone?: string;
};

/** City and street side by side, then the phone: the shipping address of an order. */
export function AddressFieldset(props: AddressFieldsetProps) {
  const { fields, errors, ownAddress } = props;
  return (
    <fieldset className={cn('flex flex-col gap-4', props.className)} disabled={props.disabled}>
      {props.legend ? <legend className={props.legendClassName}>{props.legend}</legend> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="City"
          autoComplete={ownAddress ? 'address-level2' : 'off'}
          error={errors.city}
          {...fields.city}
        />
        <TextField
          label="Street"
          autoComplete={ownAddress ? 'address-line1' : 'off'}
          error={errors.street}
          {...fields.street}
        />
      </div>
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete={ownAddress ? 'tel' : 'off'}
        placeholder={props.placeholderPhone}
        description={props.phoneDescription}
        error={errors.phone}
        {...fields.phone}
      />
    </fieldset>
  );
}
