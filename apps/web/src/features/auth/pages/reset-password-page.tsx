import { zodResolver } from '@hookform/resolvers/zod';
import { messages, resetPasswordSchema } from '@electro/shared';
import type { ResetPasswordInput } from '@electro/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { clearAuthToken } from '@/lib/auth-token';
import { toast } from '@/lib/toast';
import { RESET_FAILED_MESSAGE, resetPassword } from '../api/password-reset';
import { AuthCard, authLinkClass, BackToLogin } from '../components/auth-card';
import { AuthForm, FormFailure, NewPasswordFields } from '../components/auth-form';
import type { LoginLocationState } from './login-page';

export const MISSING_TOKEN_MESSAGE =
  'This reset link is incomplete. Open the link from the email again, or ask for a new one.';
/** What the login page says after a reset, above the form. */
export const RESET_DONE_NOTICE = 'Your password was reset. Log in with your new password.';

function NewLinkLink() {
  return (
    <Link to={paths.forgotPassword.getHref()} className={`font-medium ${authLinkClass}`}>
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

  if (!tokenUsable) {
    return (
      <AuthCard title="Reset password" intro={<BackToLogin />}>
        <BrokenLink message={MISSING_TOKEN_MESSAGE} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset password" intro={<BackToLogin />}>
      {failure === messages.resetLinkInvalid ? (
        <div className="mb-4">
          <BrokenLink message={failure} />
        </div>
      ) : (
        <FormFailure message={failure} />
      )}
      <AuthForm
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        submit={{
          label: 'Set new password',
          busy: 'Setting your password…',
          pending: mutation.isPending,
        }}
        disabled={!isValid || !isDirty}
      >
        <NewPasswordFields
          label="New password"
          password={register('password', { deps: 'confirmPassword' })}
          confirm={register('confirmPassword')}
          errors={errors}
          confirmChecked={Boolean(touchedFields.confirmPassword) || isSubmitted}
        />
      </AuthForm>
    </AuthCard>
  );
}
