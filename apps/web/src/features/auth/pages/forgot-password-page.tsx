import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@electro/shared';
import type { ForgotPasswordInput } from '@electro/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/form-field';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { FORGOT_FAILED_MESSAGE, requestPasswordReset } from '../api/password-reset';
import { AuthCard, BackToLogin } from '../components/auth-card';
import { AuthForm, FormFailure } from '../components/auth-form';

/** What the login page hands over: the address typed there, so it is not typed twice. */
export type ForgotPasswordLocationState = { email?: string } | null;

/**
 * Asks for a link to set a new password. The store answers the same for any address (it never
 * says which addresses have an account), so the page shows that answer in place of the form.
 */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const handedOver = useLocation().state as ForgotPasswordLocationState;

  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isValid },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: handedOver?.email ?? '' },
  });

  const mutation = useMutation({
    mutationFn: (values: ForgotPasswordInput) => requestPasswordReset(values),
  });

  // The answer replaces the form, and "Ask again" the answer: focus moves to what appeared, so
  // a screen reader reads it and the keyboard is not left on a button that is gone.
  const sentRef = useRef<HTMLDivElement>(null);
  const wasSent = useRef(false);
  useEffect(() => {
    if (mutation.isSuccess) sentRef.current?.focus();
    else if (wasSent.current) setFocus('email');
    wasSent.current = mutation.isSuccess;
  }, [mutation.isSuccess, setFocus]);

  const failure = mutation.isError ? getErrorMessage(mutation.error, FORGOT_FAILED_MESSAGE) : null;

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Check your email" intro={<BackToLogin />}>
        <div
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="rounded-lg border border-success px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <p className="text-success">{mutation.data.message}</p>
          <p className="mt-2 text-sm text-muted">
            The link works for one hour. Nothing arrived? Look in the spam folder, or ask again.
          </p>
        </div>
        <Button variant="outline" className="mt-4 w-full" onClick={() => mutation.reset()}>
          Ask again
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot password" intro={<BackToLogin />}>
      <p className="mb-4 text-sm text-muted">
        Enter the email of your account and we will send you a link to set a new password.
      </p>
      <FormFailure message={failure} />
      <AuthForm
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        submit={{ label: 'Send reset link', busy: 'Sending…', pending: mutation.isPending }}
        disabled={!isValid}
      >
        <EmailField error={errors.email?.message} {...register('email')} />
      </AuthForm>
    </AuthCard>
  );
}
