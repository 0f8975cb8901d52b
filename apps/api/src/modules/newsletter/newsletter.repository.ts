import type { Executor } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';

/** Adds the address unless it is there already: true when it was added. */
export async function insertSubscriber(executor: Executor, email: string): Promise<boolean> {
  const inserted = await executor
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ email: newsletterSubscribers.email });
  return inserted.length > 0;
}
