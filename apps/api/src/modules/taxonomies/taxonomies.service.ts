import { AppError, pgCodes, pgErrorCode } from '../../lib/errors';
import { isUniqueViolationOf, withSlugRetry } from '../../lib/slugs';
import type { Services } from '../../lib/services';
import {
  countProductsOf,
  deleteEntityRow,
  entityIdByName,
  findEntityById,
  findEntityByIdOrSlug,
  freeEntitySlug,
  imageInUse,
  insertEntity,
  productCounts,
  selectEntities,
  updateEntityRow,
  type EntityChanges,
  type EntityKey,
  type EntityRow,
} from './taxonomies.repository';

export type TaxonomiesDeps = Pick<Services, 'db' | 'images'>;

/** Categories and brands are the same resource over two tables with the same columns. */
export type EntityKind = {
  /** Lower-case singular, also the response key: `category`, `brand`. */
  key: EntityKey;
  label: 'Category' | 'Brand';
  folder: 'categories' | 'brands';
  constraints: { name: string; slug: string };
};

export const categoryKind: EntityKind = {
  key: 'category',
  label: 'Category',
  folder: 'categories',
  constraints: { name: 'categories_name_key', slug: 'categories_slug_key' },
};

export const brandKind: EntityKind = {
  key: 'brand',
  label: 'Brand',
  folder: 'brands',
  constraints: { name: 'brands_name_key', slug: 'brands_slug_key' },
};

export const kindMessages = (kind: EntityKind) => ({
  list: `${kind.label} list`,
  found: `${kind.label} found`,
  created: `${kind.label} added successfully`,
  // Clients test the message for the EXACT part 'Success Update' (docs/API.md).
  updated: `Success Update ${kind.key}`,
  deleted: `${kind.label} deleted successfully`,
  notFound: `${kind.label} not found`,
  nameTaken: `A ${kind.key} with this name already exists.`,
  inUse: (n: number) =>
    `This ${kind.key} cannot be deleted: ${n} ${n === 1 ? 'product still uses' : 'products still use'} it. Move or delete ${n === 1 ? 'that product' : 'those products'} first.`,
});

export async function listEntities(
  deps: TaxonomiesDeps,
  kind: EntityKind,
  options: { withProductCount: boolean },
): Promise<Array<{ row: EntityRow; productCount?: number }>> {
  const rows = await selectEntities(deps.db, kind.key);
  if (!options.withProductCount) return rows.map((row) => ({ row }));
  const counts = await productCounts(deps.db, kind.key);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((row) => ({ row, productCount: byId.get(row.id) ?? 0 }));
}

/** By id, or by slug when no id matches (`/categories/phones`). */
export async function findEntity(
  deps: TaxonomiesDeps,
  kind: EntityKind,
  idOrSlug: string,
): Promise<EntityRow> {
  const row = await findEntityByIdOrSlug(deps.db, kind.key, idOrSlug);
  if (!row) throw new AppError('NOT_FOUND', kindMessages(kind).notFound);
  return row;
}

async function findById(deps: TaxonomiesDeps, kind: EntityKind, id: string): Promise<EntityRow> {
  const row = await findEntityById(deps.db, kind.key, id);
  if (!row) throw new AppError('NOT_FOUND', kindMessages(kind).notFound);
  return row;
}

async function assertNameFree(
  deps: TaxonomiesDeps,
  kind: EntityKind,
  name: string,
  exceptId?: string,
): Promise<void> {
  const id = await entityIdByName(deps.db, kind.key, name);
  if (id && id !== exceptId) throw new AppError('CONFLICT', kindMessages(kind).nameTaken);
}

function conflictOrRethrow(kind: EntityKind, error: unknown): never {
  if (isUniqueViolationOf(error, kind.constraints.name)) {
    throw new AppError('CONFLICT', kindMessages(kind).nameTaken);
  }
  throw error;
}

export async function createEntity(
  deps: TaxonomiesDeps,
  kind: EntityKind,
  input: { name: string; image: Buffer },
): Promise<EntityRow> {
  // Checked before the image is processed, so a duplicate costs no re-encode and leaves no file.
  await assertNameFree(deps, kind, input.name);
  const imageKey = await deps.images.save(input.image, kind.folder);
  try {
    return await withSlugRetry({
      constraint: kind.constraints.slug,
      write: async () => {
        const slug = await freeEntitySlug(deps.db, kind.key, { text: input.name });
        return insertEntity(deps.db, kind.key, { name: input.name, slug, image: imageKey });
      },
    });
  } catch (error) {
    await deps.images.remove(imageKey);
    return conflictOrRethrow(kind, error);
  }
}

export async function updateEntity(
  deps: TaxonomiesDeps,
  kind: EntityKind,
  id: string,
  input: { name?: string; image?: Buffer },
): Promise<EntityRow> {
  const current = await findById(deps, kind, id);
  const rename = input.name !== undefined && input.name !== current.name;
  if (rename && input.name !== undefined) await assertNameFree(deps, kind, input.name, id);
  if (!rename && !input.image) return current;

  const imageKey = input.image ? await deps.images.save(input.image, kind.folder) : undefined;
  let row: EntityRow | undefined;
  try {
    // A rename keeps the slug: every address that names it (a shared link, a bookmark, a
    // search engine's) keeps finding it, and the shop's filter keeps it ticked (decision 050).
    const changes: EntityChanges = { updatedAt: new Date() };
    if (rename && input.name !== undefined) changes.name = input.name;
    if (imageKey) changes.image = imageKey;
    row = await updateEntityRow(deps.db, kind.key, id, changes);
  } catch (error) {
    if (imageKey) await deps.images.remove(imageKey);
    return conflictOrRethrow(kind, error);
  }
  if (!row) {
    // Deleted by someone else meanwhile.
    if (imageKey) await deps.images.remove(imageKey);
    throw new AppError('NOT_FOUND', kindMessages(kind).notFound);
  }
  if (imageKey) await removeUnusedImage(deps, kind, current.image);
  return row;
}

export async function deleteEntity(
  deps: TaxonomiesDeps,
  kind: EntityKind,
  id: string,
): Promise<void> {
  const current = await findById(deps, kind, id);
  const used = await countProductsOf(deps.db, kind.key, id);
  if (used > 0) throw new AppError('CONFLICT', kindMessages(kind).inUse(used));
  try {
    await deleteEntityRow(deps.db, kind.key, id);
  } catch (error) {
    // A product was added between the count and the delete (the foreign key restricts).
    if (pgErrorCode(error) === pgCodes.foreignKeyViolation) {
      throw new AppError(
        'CONFLICT',
        kindMessages(kind).inUse(Math.max(1, await countProductsOf(deps.db, kind.key, id))),
      );
    }
    throw error;
  }
  await removeUnusedImage(deps, kind, current.image);
}

/** Removes an image file unless another category or brand still shows it (demo data may share). */
async function removeUnusedImage(deps: TaxonomiesDeps, kind: EntityKind, key: string) {
  if (!(await imageInUse(deps.db, kind.key, key))) await deps.images.remove(key);
}
