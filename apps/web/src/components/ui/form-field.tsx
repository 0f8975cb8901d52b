import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { forwardRef, useId, useState } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/cn';

export type TextFieldProps = ComponentPropsWithoutRef<'input'> & {
  label: string;
  /** The field's message (SPEC.md §5); marks the input invalid and is read with it. */
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

/*
 * forwardRef, not ref-as-a-prop: the build runs on preact/compat, which strips `ref` from a
 * function component's props, and react-hook-form's register() needs the input element.
 */

/** A labelled input with its error message; spread react-hook-form's register() into it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, description, id, className, inputClassName, ...input },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={ids.inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, description)}
        className={cn('input h-11', inputClassName)}
        {...input}
      />
      <FieldMessages error={error} description={description} {...ids} />
    </div>
  );
});

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { label, error, description, id, className, inputClassName, ...input },
    ref,
  ) {
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
  },
);
