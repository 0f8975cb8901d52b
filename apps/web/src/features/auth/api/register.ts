import type { RegisterInput, User } from '@electro/shared';
import { api } from '@/lib/api-client';

type RegisterResponse = { success: true; message: string; user: User };

export const REGISTER_FAILED_MESSAGE = 'Registration failed';

/** POST /auth/register; the account is created, the user then logs in. */
export function register(input: RegisterInput) {
  return api.post<RegisterResponse>('/auth/register', input);
}
