import { messages } from '@electro/shared';
import type { LoginInput, LoginResponse, User } from '@electro/shared';
import { ApiError, api } from '@/lib/api-client';

/** docs/PRODUCT.md §5: the answer is checked, so its token and user are not taken for granted. */
type LoginAnswer = Omit<LoginResponse, 'token' | 'user'> &
  Partial<Pick<LoginResponse, 'token' | 'user'>>;

export type LoginResult = { token: string; user: User | undefined; message: string };

/**
 * POST /auth/login. docs/PRODUCT.md §5: an answer without a token is a failure ('Invalid
 * Credentials ').
 */
export async function login(input: LoginInput): Promise<LoginResult> {
  const response = await api.post<LoginAnswer>('/auth/login', input);
  if (!response.token) {
    throw new ApiError({ status: 401, message: messages.invalidCredentials, fromServer: true });
  }
  return { token: response.token, user: response.user, message: response.message };
}
