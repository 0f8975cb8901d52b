import { zodResolver } from '@hookform/resolvers/zod';
import { messages, resetPasswordSchema } from '@electro/shared';
import type { ResetPasswordInput } from '@electro/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { clearAuthToken } from '@/lib/auth-token';
import { toast } from '@/lib/toast';
import { RESET_FAILED_MESSAGE, resetPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import type { LoginLocationState } from './login-page';

export const MISSING_TOKEN_MESSAGE =
  'This reset link is incomplete. Open the link from the email again, or ask for a new one.';
/** What the login page says after a reset, above the form. */
export const RESET_DONE_NOTICE = 'Your password was reset. Log in with your new password.';

const linkClass = 'text-primary underline underline-offset-2';

function NewLinkLink() {
  return (
    <Link to={paths.forgotPassword.getHref()} className={`font-medium ${linkClass}`}>
      Ask for a new link
    </Link>
  );
}

/** A link that cannot work: what went wrong, and the way to a new one. */
function BrokenLink({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-danger px-3 py-2">
      <p className="text-danger">{message}</p>
      <p className="mt-2">
        <NewLinkLink />
      </p>
    </div>
  );
}

/**
 * Where the reset mail's link lands (`?token=…`): a new password, twice, by the register rules.
 * The answer carries no token and every earlier one stops working, so the page ends any session
 * of this browser and sends the user to log in with the new password.
 */
export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  // The store's own rule for a token (present, not too long): a link that breaks it is
  // refused before anyone types a password for it.
  const tokenUsable = resetPasswordSchema.shape.token.safeParse(token).success;

  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isDirty, touchedFields, isSubmitted },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const mutation = useMutation({
    mutationFn: (values: ResetPasswordInput) => resetPassword(values),
    onSuccess: (response) => {
      toast.success(response.message);
      clearAuthToken();
      const state: LoginLocationState = { registered: RESET_DONE_NOTICE };
      void navigate(paths.login.getHref(), { replace: true, state });
    },
  });

  const failure = mutation.isError ? getErrorMessage(mutation.error, RESET_FAILED_MESSAGE) : null;

  const intro = (
    <>
      Remembered it?{' '}
      <Link to={paths.login.getHref()} className={linkClass}>
        Back to login
      </Link>
    </>
  );

  if (!tokenUsable) {
    return (
      <AuthCard title="Reset password" intro={intro}>
        <BrokenLink message={MISSING_TOKEN_MESSAGE} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset password" intro={intro}>
      {failure === messages.resetLinkInvalid ? (
        <div className="mb-4">
          <BrokenLink message={failure} />
        </div>
      ) : failure ? (
        <p role="alert" className="mb-4 rounded-lg border border-danger px-3 py-2 text-danger">
          {failure}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => mutation.mutate(values))(event)}
        className="flex flex-col gap-4"
      >
        <PasswordField
          label="New password"
          autoComplete="new-password"
          description="An uppercase letter first, then 3 to 40 lowercase letters or digits."
          error={errors.password?.message}
          {...register('password', { deps: 'confirmPassword' })}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={
            // Typing a password re-checks the confirmation; its message waits until it was visited.
            touchedFields.confirmPassword || isSubmitted
              ? errors.confirmPassword?.message
              : undefined
          }
          {...register('confirmPassword')}
        />
        <Button
          type="submit"
          size="lg"
          isLoading={mutation.isPending}
          disabled={!isValid || !isDirty}
          className="mt-2 w-full"
        >
          {mutation.isPending ? 'Setting your password…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
