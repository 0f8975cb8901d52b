import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useId, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** The field's message (docs/PRODUCT.md §5); marks the input invalid and is read with it. */
  error?: string;
  /** A hint under the input, read after the label. */
  description?: string;
  /** Classes of the wrapper. */
  className?: string;
  inputClassName?: string;
};

function useFieldIds(id: string | undefined) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return { inputId, errorId: `${inputId}-error`, descriptionId: `${inputId}-description` };
}

function describedBy(
  ids: { errorId: string; descriptionId: string },
  error?: string,
  hint?: string,
) {
  const parts = [hint ? ids.descriptionId : null, error ? ids.errorId : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function FieldMessages(props: {
  error?: string;
  description?: string;
  errorId: string;
  descriptionId: string;
}) {
  return (
    <>
      {props.description ? (
        <p id={props.descriptionId} className="text-sm text-muted">
          {props.description}
        </p>
      ) : null}
      {props.error ? (
        <p id={props.errorId} role="alert" className="field-error">
          {props.error}
        </p>
      ) : null}
    </>
  );
}

/** What FormField hands its control: spread it onto the input, select or textarea. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * A label, any control and its messages, wired for screen readers: the hint and the error are
 * read with the control, and an error is announced when it appears.
 */
export function FormField(props: {
  label: string;
  error?: string;
  /** A hint under the control, read after the label. */
  description?: string;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const ids = useFieldIds(props.id);
  return (
    <div className={cn('flex flex-col gap-1', props.className)}>
      <label htmlFor={ids.inputId} className="text-sm font-medium">
        {props.label}
      </label>
      {props.children({
        id: ids.inputId,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': describedBy(ids, props.error, props.description),
      })}
      <FieldMessages error={props.error} description={props.description} {...ids} />
    </div>
  );
}

/**
 * A labelled input with its error message; spread react-hook-form's register() into it (its
 * `ref` reaches the input: React 19 passes `ref` to function components as a prop).
 */
export function TextField({
  label,
  error,
  description,
  id,
  className,
  inputClassName,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <FormField label={label} error={error} description={description} id={id} className={className}>
      {(control) => (
        <input ref={ref} {...control} className={cn('input h-11', inputClassName)} {...input} />
      )}
    </FormField>
  );
}

/** A field whose label has a default: every form asks for a name, an email, a phone the same way. */
type PersonFieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** The email input every account form asks for, labelled "Email" unless told otherwise. */
export function EmailField({ label = 'Email', ...props }: PersonFieldProps) {
  return <TextField label={label} type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A person's name, as the browser fills it in. */
export function NameField({ label = 'Name', ...props }: PersonFieldProps) {
  return <TextField label={label} autoComplete="name" {...props} />;
}

/** A phone number: the phone keypad on a touch screen, the browser's saved number. */
export function PhoneField({ label = 'Phone', ...props }: PersonFieldProps) {
  return <TextField label={label} type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

/** A street address on one line, as the browser fills it in. */
export function AddressField({ label = 'Address', ...props }: PersonFieldProps) {
  return <TextField label={label} autoComplete="street-address" {...props} />;
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  description,
  id,
  className,
  inputClassName,
  ref,
  ...input
}: PasswordFieldProps) {
  const ids = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={ids.inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={ids.inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, description)}
          className={cn('input h-11 pr-12', inputClassName)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={ids.inputId}
          aria-label={`Show ${label.toLowerCase()}`}
          className="absolute top-0.5 right-0.5 grid h-10 w-10 place-items-center rounded-md text-muted hover:text-fg"
        >
          <Icon aria-hidden="true" size={18} />
        </button>
      </div>
      <FieldMessages error={error} description={description} {...ids} />
    </div>
  );
}
