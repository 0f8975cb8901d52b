import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema } from '@electro/shared';
import type { RegisterInput } from '@electro/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AddressField, EmailField, NameField, PhoneField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { REGISTER_FAILED_MESSAGE, register as registerUser } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { AuthForm, FormFailure, NewPasswordFields } from '../components/auth-form';
import { BusyRetryNotice } from '../components/busy-retry';
import { useBusyRetry } from '../hooks/use-busy-retry';

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
      <FormFailure message={failure} />
      <AuthForm
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        submit={{ label: 'Register', busy: 'Creating your account…', pending: mutation.isPending }}
        disabled={!isValid || !isDirty}
      >
        <NameField error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PhoneField
          placeholder="01012345678"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <AddressField error={errors.address?.message} {...register('address')} />
        <NewPasswordFields
          label="Password"
          password={register('password', { deps: 'confirmPassword' })}
          confirm={register('confirmPassword')}
          errors={errors}
          confirmChecked={Boolean(touchedFields.confirmPassword) || isSubmitted}
        />
      </AuthForm>
    </AuthCard>
  );
}
