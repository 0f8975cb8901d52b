import { desc, eq, sql } from 'drizzle-orm';
import type { UpdateAccountInput } from '@electro/shared';
import type { Executor } from '../../db/client';
import { orders, users, type UserRow } from '../../db/schema/index';

export async function findUserById(executor: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The address of the user's latest order (orders_user_created_idx), or null before any. */
export async function findLastShippingAddress(
  executor: Executor,
  userId: string,
): Promise<{ city: string; street: string; phone: string } | null> {
  const [row] = await executor
    .select({ city: orders.city, street: orders.street, phone: orders.phone })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
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
