import type { ForgotPasswordInput, MessageResponse, ResetPasswordInput } from '@electro/shared';
import { api } from '@/lib/api-client';

export const FORGOT_FAILED_MESSAGE =
  'The link could not be requested. Check your connection and try again.';
export const RESET_FAILED_MESSAGE =
  'The password could not be set. Check your connection and try again.';

/**
 * POST /auth/forgot-password: the answer is the same whether or not the address has an
 * account (contract v1.2), so the page shows it as it comes.
 */
export function requestPasswordReset(input: ForgotPasswordInput) {
  return api.post<MessageResponse>('/auth/forgot-password', input);
}

/**
 * POST /auth/reset-password. The answer carries no token: every token issued before the reset
 * stops working, so the user logs in again with the new password.
 */
export function resetPassword(input: ResetPasswordInput) {
  return api.post<MessageResponse>('/auth/reset-password', input);
}
