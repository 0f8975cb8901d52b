import { zodResolver } from '@hookform/resolvers/zod';
import { updateAccountSchema } from '@electro/shared';
import type { UpdateAccountInput, User } from '@electro/shared';
import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { AddressField, EmailField, NameField, PhoneField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import {
  UPDATE_ACCOUNT_SUCCESS,
  updateAccountErrorMessage,
  useUpdateAccount,
} from '../api/update-account';
import { accountChanges, accountFormValues, nonEmptyFields } from '../utils/account';
import type { AccountFormValues } from '../utils/account';

const NOT_PROVIDED = 'Not provided';

const schemaResolver = zodResolver(updateAccountSchema);
// A blank field means "leave it as it is", so it is left out before the rules run.
const resolver: Resolver<AccountFormValues, unknown, UpdateAccountInput> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    nonEmptyFields(values),
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  ) as ReturnType<Resolver<AccountFormValues, unknown, UpdateAccountInput>>;

export function AccountDetails({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="account-details-title"
      className="rounded-xl border border-border p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="account-details-title" className="text-xl font-semibold">
          Account information
        </h2>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" size={16} />
            Update Data
          </Button>
        )}
      </div>
      {editing ? (
        <AccountForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {(
            [
              ['Name', user.name],
              ['Email', user.email],
              ['Address', user.address],
              ['Phone', user.phone],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg bg-surface px-4 py-3">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className={value ? 'font-medium break-words' : 'text-muted italic'}>
                {value || NOT_PROVIDED}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function AccountForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateAccount();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isDirty },
  } = useForm<AccountFormValues, unknown, UpdateAccountInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: accountFormValues(user),
  });

  const onSubmit = (input: UpdateAccountInput) => {
    const changes = accountChanges(input, user);
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing to update');
      onDone();
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(UPDATE_ACCOUNT_SUCCESS);
        onDone();
      },
      onError: (error) => toast.error(updateAccountErrorMessage(error)),
    });
  };

  const failure = update.isError ? updateAccountErrorMessage(update.error) : null;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="mt-4 flex flex-col gap-4"
    >
      <p className="text-sm text-muted">Leave a field empty to keep it as it is.</p>
      {failure ? (
        <p role="alert" className="rounded-lg border border-danger px-3 py-2 text-danger">
          {failure}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <AddressField error={errors.address?.message} {...register('address')} />
        <PhoneField error={errors.phone?.message} {...register('phone')} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={update.isPending} disabled={!isValid || !isDirty}>
          Save changes
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
