import type { UpdateAccountInput, User } from '@electro/shared';

export type AccountFormValues = { name: string; email: string; address: string; phone: string };

export const ACCOUNT_FIELDS = ['name', 'email', 'address', 'phone'] as const;

export function accountFormValues(user: Pick<User, AccountFields> | null | undefined) {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    address: user?.address ?? '',
    phone: user?.phone ?? '',
  } satisfies AccountFormValues;
}

type AccountFields = (typeof ACCOUNT_FIELDS)[number];

/** docs/PRODUCT.md §5: every field is optional and only non-empty ones are sent. */
export function nonEmptyFields(values: AccountFormValues): Partial<AccountFormValues> {
  const out: Partial<AccountFormValues> = {};
  for (const field of ACCOUNT_FIELDS) {
    if (values[field].trim() !== '') out[field] = values[field];
  }
  return out;
}

/** The validated fields that differ from the saved profile: the request body. */
export function accountChanges(
  input: UpdateAccountInput,
  user: Pick<User, AccountFields> | null | undefined,
): UpdateAccountInput {
  const out: UpdateAccountInput = {};
  for (const field of ACCOUNT_FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== user?.[field]) out[field] = value;
  }
  return out;
}
