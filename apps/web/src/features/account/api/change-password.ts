import type { ChangePasswordInput, TokenResponse } from '@electro/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CHANGE_PASSWORD_SUCCESS = 'Password changed successfully';
export const CHANGE_PASSWORD_FAILED = 'Failed to change password';

/** docs/PRODUCT.md §8: the server's message, else the error's own message, else the fallback. */
export function changePasswordErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : CHANGE_PASSWORD_FAILED;
}

/**
 * PUT /users/change-password. A 401 here means a wrong current password, not an expired
 * session, so it must not sign the user out.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api.put<TokenResponse>('/users/change-password', input, { clearSessionOn401: false }),
  });
}
