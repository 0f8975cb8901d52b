import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages, type LoginInput, type RegisterInput } from '@electro/shared';
import { users, type UserRow } from '../../db/schema/index';
import { AppError, pgCodes, pgErrorCode } from '../../lib/errors';

export const authServiceMessages = {
  emailTaken: 'This email is already registered.',
  registered: 'Account created successfully. Please log in.',
  loggedIn: 'Logged in successfully',
  tooManyAttempts: (seconds: number) =>
    `Too many failed logins. Please try again in ${seconds} seconds.`,
} as const;

// A real hash of a throwaway password, so an unknown email costs as much time as a wrong
// password and the two cannot be told apart by timing.
let dummyHash: Promise<string> | null = null;

export async function register(app: FastifyInstance, input: RegisterInput): Promise<UserRow> {
  const passwordHash = await app.passwords.hash(input.password);
  try {
    const [row] = await app.db
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        passwordHash,
        role: 'user',
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (pgErrorCode(error) === pgCodes.uniqueViolation) {
      throw new AppError('CONFLICT', authServiceMessages.emailTaken);
    }
    throw error;
  }
}

export async function login(
  app: FastifyInstance,
  input: LoginInput,
  address: string,
): Promise<{ token: string; user: UserRow }> {
  const wait = await app.loginGuard.retryAfter(input.email, address);
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', authServiceMessages.tooManyAttempts(wait), {
      headers: { 'retry-after': String(wait) },
    });
  }
  const [row] = await app.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!row) {
    dummyHash ??= app.passwords.hash('Dummy1234');
    await app.passwords.verify(await dummyHash, input.password);
    await app.loginGuard.fail(input.email, address);
    throw new AppError('UNAUTHORIZED', messages.invalidCredentials);
  }
  const ok = await app.passwords.verify(row.passwordHash, input.password);
  if (!ok) {
    await app.loginGuard.fail(input.email, address);
    throw new AppError('UNAUTHORIZED', messages.invalidCredentials);
  }
  await app.loginGuard.succeed(input.email, address);
  const token = await app.tokens.sign(row);
  return { token, user: row };
}
