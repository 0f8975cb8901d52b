import type { RegisterInput, UserResponse } from '@electro/shared';
import { api } from '@/lib/api-client';

export const REGISTER_FAILED_MESSAGE = 'Registration failed';

/** POST /auth/register; the account is created, the user then logs in. */
export function register(input: RegisterInput) {
  return api.post<UserResponse>('/auth/register', input);
}
