import { eq, sql } from 'drizzle-orm';
import type { UpdateAccountInput } from '@electro/shared';
import type { Executor } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';

export async function findUserById(executor: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The updated row, or undefined when no user has this id. */
export async function updateUserRow(
  executor: Executor,
  id: string,
  changes: UpdateAccountInput | { profileImage: string },
): Promise<UserRow | undefined> {
  const [row] = await executor.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Bumping the version invalidates every token issued before, even in the same second. */
export async function setPasswordHash(
  executor: Executor,
  id: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await executor
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  return row;
}
