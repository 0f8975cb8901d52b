import { eq } from 'drizzle-orm';
import type { RegisterInput } from '@electro/shared';
import type { Executor } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';

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
