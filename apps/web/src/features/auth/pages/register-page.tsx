import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema } from '@electro/shared';
import type { RegisterInput } from '@electro/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { REGISTER_FAILED_MESSAGE, register as registerUser } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { BusyRetryNotice, useBusyRetry } from '../components/busy-retry';

const emptyForm: RegisterInput = {
  name: '',
  email: '',
  phone: '',
  address: '',
  password: '',
  confirmPassword: '',
};

export default function RegisterPage() {
  usePageTitle('Register');
  const navigate = useNavigate();

  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isDirty, touchedFields, isSubmitted },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });

  const busy = useBusyRetry();
  const mutation = useMutation({
    mutationFn: (values: RegisterInput) => busy.run(() => registerUser(values)),
    onSuccess: (response, input) => {
      toast.success(response.message);
      // The login page shows the message and keeps the email typed here.
      void navigate(paths.login.getHref(), {
        state: { registered: response.message, email: input.email },
      });
    },
    onError: (error) => toast.error(getErrorMessage(error, REGISTER_FAILED_MESSAGE)),
  });

  const failure = mutation.isError
    ? getErrorMessage(mutation.error, REGISTER_FAILED_MESSAGE)
    : null;

  return (
    <AuthCard
      title="Register"
      intro={
        <>
          Already have an account?{' '}
          <Link to={paths.login.getHref()} className="text-primary underline underline-offset-2">
            Login
          </Link>
        </>
      }
    >
      <BusyRetryNotice seconds={busy.retryIn} doing="signing up" />
      {failure ? (
        <p role="alert" className="mb-4 rounded-lg border border-danger px-3 py-2 text-danger">
          {failure}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => mutation.mutate(values))(event)}
        className="flex flex-col gap-4"
      >
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="01012345678"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          description="An uppercase letter first, then 3 to 40 lowercase letters or digits."
          error={errors.password?.message}
          {...register('password', { deps: 'confirmPassword' })}
        />
        <PasswordField
          label="Confirm password"
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
          {mutation.isPending ? 'Creating your account…' : 'Register'}
        </Button>
      </form>
    </AuthCard>
  );
}
