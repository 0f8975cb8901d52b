import type { UpdateAccountInput, UserResponse } from '@electro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { SessionUser } from '@/api/session';

export const UPDATE_ACCOUNT_SUCCESS = 'Success User updated';
export const UPDATE_ACCOUNT_FAILED = 'There was an error updating your data. Please try again.';

/**
 * The message for a failed update: the server's for a taken email (409), else docs/PRODUCT.md §8's.
 */
export function updateAccountErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 409 && error.fromServer
    ? error.message
    : UPDATE_ACCOUNT_FAILED;
}

/** PUT /users/update-account; the answer replaces the cached profile. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAccountInput) =>
      api.put<UserResponse>('/users/update-account', input),
    // Keeps what only GET /users carries (the last order's address).
    onSuccess: (response) =>
      queryClient.setQueryData<SessionUser>(queryKeys.user, (previous) => ({
        ...previous,
        ...response.user,
      })),
  });
}
