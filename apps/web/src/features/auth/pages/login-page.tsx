import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@electro/shared';
import type { LoginInput } from '@electro/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmailField, PasswordField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/api/session';
import { getErrorMessage } from '@/lib/api-client';
import { destinationAfterLogin, loginReturnPath } from '@/lib/safe-redirect';
import { toast } from '@/lib/toast';
import { login } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { AuthForm, FormFailure } from '../components/auth-form';
import { BusyRetryNotice } from '../components/busy-retry';
import { useBusyRetry } from '../hooks/use-busy-retry';
import type { ForgotPasswordLocationState } from './forgot-password-page';

/** What the register page hands over when it sends the new user here. */
export type LoginLocationState = {
  registered?: string;
  email?: string;
  /** Sent here by the admin guard (see app/guards.tsx). */
  adminRequired?: boolean;
  /** The page that asked for a login (a guard); `?redirect=` does the same from a link. */
  from?: string;
} | null;

export default function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  const handedOver = location.state as LoginLocationState;
  const session = useSession();

  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isValid, isDirty },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: handedOver?.email ?? '', password: '' },
  });

  const busy = useBusyRetry();
  const mutation = useMutation({
    mutationFn: (values: LoginInput) => busy.run(() => login(values)),
    onSuccess: ({ token, user, message }) => {
      session.login(token, user);
      if (user?.role === 'admin') toast.success(message);
      // Back to the page that asked for the login, when it is one of this app's.
      const to = destinationAfterLogin(user?.role, loginReturnPath(handedOver, location.search), {
        admin: paths.admin.getHref(),
        customer: paths.home.getHref(),
      });
      void navigate(to, { replace: true });
    },
  });

  const failure = mutation.isError
    ? getErrorMessage(mutation.error, 'Login failed. Please try again.')
    : null;

  return (
    <AuthCard
      title="Login"
      intro={
        <>
          New here?{' '}
          <Link to={paths.register.getHref()} className="text-primary underline underline-offset-2">
            Create an account
          </Link>
        </>
      }
    >
      {handedOver?.adminRequired && !failure ? (
        <p role="status" className="mb-4 rounded-lg border border-border px-3 py-2">
          The admin area needs an admin account. Log in with one to continue.
        </p>
      ) : null}
      {handedOver?.registered && !failure ? (
        <p role="status" className="mb-4 rounded-lg border border-success px-3 py-2 text-success">
          {handedOver.registered}
        </p>
      ) : null}
      <BusyRetryNotice seconds={busy.retryIn} doing="signing in" />
      <FormFailure message={failure} />
      <AuthForm
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        submit={{ label: 'Login', busy: 'Signing in…', pending: mutation.isPending }}
        disabled={!isValid || !isDirty}
      >
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to={paths.forgotPassword.getHref()}
          // The address typed here goes along, so it is not typed twice.
          state={{ email: watch('email') } satisfies ForgotPasswordLocationState}
          className="-mt-2 self-end text-sm text-primary underline underline-offset-2"
        >
          Forgot password?
        </Link>
      </AuthForm>
    </AuthCard>
  );
}
