import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contentPages } from '../../db/schema/index';

export type ContentPageRow = typeof contentPages.$inferSelect;

export type ContentPageValues = Pick<ContentPageRow, 'slug' | 'title' | 'body' | 'published'>;

export type ContentPageChanges = Partial<ContentPageValues> & { updatedAt: Date };

/** The name of the unique index on slug, as a duplicate's error names it. */
export const SLUG_CONSTRAINT = 'content_pages_slug_key';

/** Every page, in the order the footer and the admin list show them (by title). */
export function selectPages(
  executor: Executor,
  options: { publishedOnly: boolean },
): Promise<ContentPageRow[]> {
  const query = executor.select().from(contentPages);
  return (options.publishedOnly ? query.where(eq(contentPages.published, true)) : query).orderBy(
    asc(contentPages.title),
    asc(contentPages.slug),
  );
}

export async function findPageBySlug(
  executor: Executor,
  slug: string,
): Promise<ContentPageRow | undefined> {
  const [row] = await executor
    .select()
    .from(contentPages)
    .where(eq(contentPages.slug, slug))
    .limit(1);
  return row;
}

export async function findPageById(
  executor: Executor,
  id: string,
): Promise<ContentPageRow | undefined> {
  const [row] = await executor.select().from(contentPages).where(eq(contentPages.id, id)).limit(1);
  return row;
}

export async function insertPage(
  executor: Executor,
  values: ContentPageValues,
): Promise<ContentPageRow> {
  const [row] = await executor.insert(contentPages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Adds the pages whose slug no page has yet and leaves every other one as it is: the owner's
 * edits are never overwritten. Returns how many were added.
 */
export async function insertMissingPages(
  executor: Executor,
  pages: ContentPageValues[],
): Promise<number> {
  if (pages.length === 0) return 0;
  const added = await executor
    .insert(contentPages)
    .values(pages)
    .onConflictDoNothing({ target: contentPages.slug })
    .returning({ id: contentPages.id });
  return added.length;
}

export async function countPages(executor: Executor): Promise<number> {
  const [result] = await executor.select({ n: count() }).from(contentPages);
  return result?.n ?? 0;
}

/** The updated row, or undefined when no row has this id. */
export async function updatePageRow(
  executor: Executor,
  id: string,
  changes: ContentPageChanges,
): Promise<ContentPageRow | undefined> {
  const [row] = await executor
    .update(contentPages)
    .set(changes)
    .where(eq(contentPages.id, id))
    .returning();
  return row;
}

/** Whether a row was deleted. */
export async function deletePageRow(executor: Executor, id: string): Promise<boolean> {
  const deleted = await executor
    .delete(contentPages)
    .where(eq(contentPages.id, id))
    .returning({ id: contentPages.id });
  return deleted.length > 0;
}
