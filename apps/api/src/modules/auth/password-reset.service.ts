import { createHash, randomBytes } from 'node:crypto';
import { messages, type ForgotPasswordInput, type ResetPasswordInput } from '@electro/shared';
import { AppError } from '../../lib/errors';
import { countRequestInHour } from '../../lib/registration-limit';
import type { Services } from '../../lib/services';
import type { Transaction } from '../../db/client';
import {
  findLiveResetToken,
  findUserByEmail,
  saveResetTokenFor,
  setUserPassword,
  takeResetToken,
} from './auth.repository';

export type PasswordResetDeps = Pick<Services, 'db' | 'passwords' | 'mail'>;

/** How long a link works (contract v1.2). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Requests an hour, counted in the database like the login guard's failures (every process
 * counts the same): per email address, whether or not it has an account, so the 429 says
 * nothing about one; and per client address, over every email it asks for.
 */
export const RESET_REQUESTS_PER_EMAIL_PER_HOUR = 5;
export const RESET_REQUESTS_PER_CLIENT_PER_HOUR = 20;

export const resetEmailKey = (email: string) => `reset-email\n${email}`;
export const resetClientKey = (address: string) => `reset-client\n${address}`;

export const passwordResetMessages = {
  tooManyRequests: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Too many password reset requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
} as const;

/** The hex SHA-256 of a token: what the table keeps and looks links up by. */
export const hashResetToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

async function takeRequest(tx: Transaction, email: string, address: string, at: Date) {
  const limits: Array<[string, number]> = [
    [resetClientKey(address), RESET_REQUESTS_PER_CLIENT_PER_HOUR],
    [resetEmailKey(email), RESET_REQUESTS_PER_EMAIL_PER_HOUR],
  ];
  let waitMs = 0;
  for (const [key, perHour] of limits) {
    const { count, expiresAt } = await countRequestInHour(tx, key, at);
    if (count > perHour) waitMs = Math.max(waitMs, expiresAt.getTime() - at.getTime());
  }
  if (waitMs > 0) {
    const seconds = Math.max(1, Math.ceil(Math.min(waitMs, RESET_TOKEN_TTL_MS) / 1000));
    throw new AppError('TOO_MANY_REQUESTS', passwordResetMessages.tooManyRequests(seconds), {
      headers: { 'retry-after': String(seconds) },
    });
  }
}

/**
 * POST /auth/forgot-password. The same steps run whether or not the address has an account:
 * a token is drawn and hashed, both limits are counted, the account is looked up, its link
 * saved by one statement that writes nothing for an unknown address, and the message rendered.
 * Only the outbox's INSERT is left out for an unknown address: the answer is the same, and its
 * time differs by that one statement.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  input: ForgotPasswordInput,
  address: string,
): Promise<void> {
  const at = new Date();
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashResetToken(token);
  await deps.db.transaction(async (tx) => {
    // Counted in the transaction, so it writes for an unknown address as for an account, and
    // both commit alike (a transaction that wrote nothing would skip the log's flush and be
    // measurably quicker on PostgreSQL). A refusal rolls its own count back, and the next
    // request is refused the same until the hour ends.
    await takeRequest(tx, input.email, address, at);
    const user = await findUserByEmail(tx, input.email);
    const saved = await saveResetTokenFor(tx, {
      email: input.email,
      tokenHash,
      expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
    });
    // The message is rendered for an unknown address too, and only queued for an account.
    await deps.mail.passwordReset(tx, saved ? user : undefined, token);
  });
}

/**
 * POST /auth/reset-password. The link is checked before the new password is hashed (a hash is
 * the costly step, and a dead link should not cost one), then used up in the transaction that
 * sets the password: of two requests racing with one link, one sets it and the other is 400.
 * The version bump refuses every token issued before; the owner is told by mail.
 */
export async function resetPassword(
  deps: PasswordResetDeps,
  input: ResetPasswordInput,
): Promise<void> {
  const tokenHash = hashResetToken(input.token);
  const invalid = () => new AppError('BAD_REQUEST', messages.resetLinkInvalid);
  if (!(await findLiveResetToken(deps.db, tokenHash, new Date()))) throw invalid();
  const passwordHash = await deps.passwords.hash(input.password);
  await deps.db.transaction(async (tx) => {
    const userId = await takeResetToken(tx, tokenHash, new Date());
    if (!userId) throw invalid();
    const user = await setUserPassword(tx, userId, passwordHash);
    if (!user) throw invalid();
    await deps.mail.accountChanged(tx, user, 'password-reset');
  });
}
