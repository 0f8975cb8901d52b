import type { ContentPageCreateInput, ContentPageUpdateInput } from '@electro/shared';
import { AppError } from '../../lib/errors';
import { isUniqueViolationOf } from '../../lib/slugs';
import type { Services } from '../../lib/services';
import {
  SLUG_CONSTRAINT,
  deletePageRow,
  findPageById,
  findPageBySlug,
  insertPage,
  selectPages,
  updatePageRow,
  type ContentPageChanges,
  type ContentPageRow,
} from './pages.repository';

export type PagesDeps = Pick<Services, 'db'>;

export const pagesMessages = {
  list: 'Page list',
  found: 'Page found',
  created: 'Page added successfully',
  updated: 'Page updated successfully',
  deleted: 'Page deleted successfully',
  preview: 'Page preview',
  notFound: 'Page not found',
  slugTaken: 'A page with this slug already exists.',
} as const;

const notFound = () => new AppError('NOT_FOUND', pagesMessages.notFound);

function conflictOrRethrow(error: unknown): never {
  if (isUniqueViolationOf(error, SLUG_CONSTRAINT)) {
    throw new AppError('CONFLICT', pagesMessages.slugTaken, {
      errors: [{ path: 'slug', message: pagesMessages.slugTaken }],
    });
  }
  throw error;
}

/** Published pages for the storefront; every page for the admin. */
export function listPages(
  { db }: PagesDeps,
  options: { publishedOnly: boolean },
): Promise<ContentPageRow[]> {
  return selectPages(db, options);
}

/** A published page by its slug: an unpublished one is as absent as an unknown one. */
export async function findPublishedPage({ db }: PagesDeps, slug: string): Promise<ContentPageRow> {
  const row = await findPageBySlug(db, slug);
  if (!row?.published) throw notFound();
  return row;
}

export async function findPage({ db }: PagesDeps, id: string): Promise<ContentPageRow> {
  const row = await findPageById(db, id);
  if (!row) throw notFound();
  return row;
}

export async function createPage(
  { db }: PagesDeps,
  input: Required<ContentPageCreateInput>,
): Promise<ContentPageRow> {
  try {
    return await insertPage(db, input);
  } catch (error) {
    return conflictOrRethrow(error);
  }
}

/** Only the fields given change; a new slug must be free (the old address then answers 404). */
export async function updatePage(
  { db }: PagesDeps,
  id: string,
  input: ContentPageUpdateInput,
): Promise<ContentPageRow> {
  const changes: ContentPageChanges = { updatedAt: new Date() };
  if (input.slug !== undefined) changes.slug = input.slug;
  if (input.title !== undefined) changes.title = input.title;
  if (input.body !== undefined) changes.body = input.body;
  if (input.published !== undefined) changes.published = input.published;
  let row: ContentPageRow | undefined;
  try {
    row = await updatePageRow(db, id, changes);
  } catch (error) {
    return conflictOrRethrow(error);
  }
  if (!row) throw notFound();
  return row;
}

export async function deletePage({ db }: PagesDeps, id: string): Promise<void> {
  if (!(await deletePageRow(db, id))) throw notFound();
}
