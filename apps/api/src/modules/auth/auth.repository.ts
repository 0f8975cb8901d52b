import { and, eq, gt, sql } from 'drizzle-orm';
import type { RegisterInput } from '@electro/shared';
import type { Executor } from '../../db/client';
import { passwordResetTokens, users, type UserRow } from '../../db/schema/index';

/** A new customer; the unique email index rejects an address already registered. */
export async function insertCustomer(
  executor: Executor,
  values: Pick<RegisterInput, 'name' | 'email' | 'phone' | 'address'> & { passwordHash: string },
): Promise<UserRow> {
  const [row] = await executor
    .insert(users)
    .values({
      name: values.name,
      email: values.email,
      phone: values.phone,
      address: values.address,
      passwordHash: values.passwordHash,
      role: 'user',
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findUserByEmail(
  executor: Executor,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * Saves the reset link of the account with this email, replacing (voiding) the one before;
 * false when no account has it. One statement whether or not the account exists: for an
 * unknown address it writes nothing, having done the same work.
 */
export async function saveResetTokenFor(
  executor: Executor,
  values: { email: string; tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const t = passwordResetTokens;
  const [row] = await executor
    .insert(t)
    .select(
      executor
        .select({
          userId: users.id,
          tokenHash: sql<string>`${values.tokenHash}`.as('token_hash'),
          createdAt: sql<Date>`now()`.as('created_at'),
          expiresAt: sql<Date>`${values.expiresAt}::timestamptz`.as('expires_at'),
        })
        .from(users)
        .where(eq(users.email, values.email)),
    )
    .onConflictDoUpdate({
      target: t.userId,
      set: { tokenHash: values.tokenHash, expiresAt: values.expiresAt, createdAt: sql`now()` },
    })
    .returning({ userId: t.userId });
  return row !== undefined;
}

/** Whether a link with this hash exists and has not expired (a read: nothing is used up). */
export async function findLiveResetToken(
  executor: Executor,
  tokenHash: string,
  at: Date,
): Promise<boolean> {
  const [row] = await executor
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, at)))
    .limit(1);
  return row !== undefined;
}

/**
 * Uses the link up: deletes its row when it is still live and answers whose it was. Of two
 * requests with one link, only the first deletes it; the other finds nothing.
 */
export async function takeResetToken(
  executor: Executor,
  tokenHash: string,
  at: Date,
): Promise<string | undefined> {
  const [row] = await executor
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, at)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Sets the password and bumps the version: every token issued before is refused. */
export async function setUserPassword(
  executor: Executor,
  userId: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await executor
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
