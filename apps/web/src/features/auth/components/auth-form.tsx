import type { FormEvent, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-field';

/** Why the store refused the form, above it; nothing when it did not. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="mb-4 rounded-lg border border-danger px-3 py-2 text-danger">
      {message}
    </p>
  ) : null;
}

/**
 * An auth page's form: its fields, then one wide submit button that says what it is doing while
 * the request runs.
 */
export function AuthForm(props: {
  /** react-hook-form's handleSubmit(...). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The button's words, and what it says while the request runs (`pending`). */
  submit: { label: string; busy: string; pending: boolean };
  disabled: boolean;
  children: ReactNode;
}) {
  const { label, busy, pending } = props.submit;
  return (
    <form
      noValidate
      onSubmit={(event) => void props.onSubmit(event)}
      className="flex flex-col gap-4"
    >
      {props.children}
      <Button
        type="submit"
        size="lg"
        isLoading={pending}
        disabled={props.disabled}
        className="mt-2 w-full"
      >
        {pending ? busy : label}
      </Button>
    </form>
  );
}

/**
 * A new password and its confirmation, by the register rules: "Password" and "Confirm
 * password", or "New password" and "Confirm new password".
 */
export function NewPasswordFields(props: {
  label: string;
  /** register('password', { deps: 'confirmPassword' }), so typing re-checks the confirmation. */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: FieldError; confirmPassword?: FieldError };
  /** The confirmation was visited or the form sent: only then does its message show. */
  confirmChecked: boolean;
}) {
  return (
    <>
      <PasswordField
        label={props.label}
        autoComplete="new-password"
        description="An uppercase letter first, then 3 to 40 lowercase letters or digits."
        error={props.errors.password?.message}
        {...props.password}
      />
      <PasswordField
        label={`Confirm ${props.label.toLowerCase()}`}
        autoComplete="new-password"
        error={props.confirmChecked ? props.errors.confirmPassword?.message : undefined}
        {...props.confirm}
      />
    </>
  );
}
