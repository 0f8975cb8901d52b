import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@electro/shared';
import type { ChangePasswordInput } from '@electro/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-field';
import { useSession } from '@/api/session';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  CHANGE_PASSWORD_SUCCESS,
  changePasswordErrorMessage,
  useChangePassword,
} from '../api/change-password';

const emptyForm: ChangePasswordInput = { currentPassword: '', newPassword: '' };

export function ChangePasswordForm() {
  const session = useSession();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isDirty, touchedFields, isSubmitted },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });

  const onSubmit = (input: ChangePasswordInput) =>
    change.mutate(input, {
      onSuccess: (response) => {
        // Every older token stopped working: keep the session on the fresh one.
        session.login(response.token);
        toast.success(CHANGE_PASSWORD_SUCCESS);
        reset(emptyForm);
      },
      onError: (error) => {
        const message = changePasswordErrorMessage(error);
        toast.error(message);
        if (error instanceof ApiError && error.status === 401) {
          setError('currentPassword', { message }, { shouldFocus: true });
        }
      },
    });

  return (
    <section
      aria-labelledby="change-password-title"
      className="rounded-xl border border-border p-5 sm:p-6"
    >
      <h2 id="change-password-title" className="text-xl font-semibold">
        Change Password
      </h2>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="mt-4 flex flex-col gap-4"
      >
        {/* Lets password managers tie the new password to this account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={session.user?.email ?? ''}
          readOnly
          hidden
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword', { deps: 'newPassword' })}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            description="An uppercase letter first, then lowercase letters and at least one digit."
            error={
              touchedFields.newPassword || isSubmitted ? errors.newPassword?.message : undefined
            }
            {...register('newPassword')}
          />
        </div>
        <Button
          type="submit"
          isLoading={change.isPending}
          disabled={!isValid || !isDirty}
          className="self-start"
        >
          Change Password
        </Button>
      </form>
    </section>
  );
}
