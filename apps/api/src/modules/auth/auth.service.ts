import { messages, type LoginInput, type RegisterInput } from '@electro/shared';
import type { UserRow } from '../../db/schema/index';
import { AppError, pgCodes, pgErrorCode } from '../../lib/errors';
import { createRegistrationLimit } from '../../lib/registration-limit';
import type { Services } from '../../lib/services';
import { findUserByEmail, insertCustomer } from './auth.repository';

export type AuthDeps = Pick<Services, 'db' | 'passwords' | 'loginGuard' | 'tokens' | 'config'>;

export const authServiceMessages = {
  emailTaken: 'This email is already registered.',
  registered: 'Account created successfully. Please log in.',
  loggedIn: 'Logged in successfully',
  tooManyAttempts: (seconds: number) =>
    `Too many failed logins. Please try again in ${seconds} seconds.`,
  tooManyRegistrations: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Too many accounts were created from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
} as const;

// A real hash of a throwaway password, so an unknown email costs as much time as a wrong
// password and the two cannot be told apart by timing.
let dummyHash: Promise<string> | null = null;

export async function register(
  deps: AuthDeps,
  input: RegisterInput,
  address: string,
): Promise<UserRow> {
  // Counted before the hash: a refused sign-up costs one statement, not a hash.
  const wait = await createRegistrationLimit({
    db: deps.db,
    perHour: deps.config.SIGNUPS_PER_ADDRESS_PER_HOUR,
  }).take(address);
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', authServiceMessages.tooManyRegistrations(wait), {
      headers: { 'retry-after': String(wait) },
    });
  }
  const passwordHash = await deps.passwords.hash(input.password);
  try {
    return await insertCustomer(deps.db, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      address: input.address,
      passwordHash,
    });
  } catch (error) {
    if (pgErrorCode(error) === pgCodes.uniqueViolation) {
      throw new AppError('CONFLICT', authServiceMessages.emailTaken);
    }
    throw error;
  }
}

export async function login(
  deps: AuthDeps,
  input: LoginInput,
  address: string,
): Promise<{ token: string; user: UserRow }> {
  const wait = await deps.loginGuard.retryAfter(input.email, address);
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', authServiceMessages.tooManyAttempts(wait), {
      headers: { 'retry-after': String(wait) },
    });
  }
  const row = await findUserByEmail(deps.db, input.email);
  if (!row) {
    dummyHash ??= deps.passwords.hash('Dummy1234');
    await deps.passwords.verify(await dummyHash, input.password);
    await deps.loginGuard.fail(input.email, address);
    throw new AppError('UNAUTHORIZED', messages.invalidCredentials);
  }
  const ok = await deps.passwords.verify(row.passwordHash, input.password);
  if (!ok) {
    await deps.loginGuard.fail(input.email, address);
    throw new AppError('UNAUTHORIZED', messages.invalidCredentials);
  }
  await deps.loginGuard.succeed(input.email, address);
  const token = await deps.tokens.sign(row);
  return { token, user: row };
}
