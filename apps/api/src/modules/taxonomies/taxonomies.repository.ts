import { asc, count, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, categories, products } from '../../db/schema/index';
import { uniqueSlug } from '../../lib/slugs';

/** Categories and brands are the same resource over two tables with the same columns. */
export type EntityKey = 'category' | 'brand';

export type EntityRow = typeof categories.$inferSelect;

export type EntityChanges = Partial<Pick<EntityRow, 'name' | 'slug' | 'image' | 'updatedAt'>>;

type EntityTable = {
  table: typeof categories | typeof brands;
  /** The products column that points at this kind (restrict on delete). */
  productColumn: typeof products.categoryId | typeof products.brandId;
};

const tables: Record<EntityKey, EntityTable> = {
  category: { table: categories, productColumn: products.categoryId },
  brand: { table: brands, productColumn: products.brandId },
};

export function selectEntities(executor: Executor, key: EntityKey): Promise<EntityRow[]> {
  const { table } = tables[key];
  return executor.select().from(table).orderBy(asc(table.createdAt), asc(table.name));
}

/** How many products use each entity; entities no product uses are left out. */
export function productCounts(
  executor: Executor,
  key: EntityKey,
): Promise<Array<{ id: string; n: number }>> {
  const { productColumn } = tables[key];
  return executor.select({ id: productColumn, n: count() }).from(products).groupBy(productColumn);
}

/** By id, or by slug when no id matches. */
export async function findEntityByIdOrSlug(
  executor: Executor,
  key: EntityKey,
  idOrSlug: string,
): Promise<EntityRow | undefined> {
  const { table } = tables[key];
  const [row] = await executor
    .select()
    .from(table)
    .where(or(eq(table.id, idOrSlug), eq(table.slug, idOrSlug)))
    .orderBy(sql`${table.id} = ${idOrSlug} desc`)
    .limit(1);
  return row;
}

export async function findEntityById(
  executor: Executor,
  key: EntityKey,
  id: string,
): Promise<EntityRow | undefined> {
  const { table } = tables[key];
  const [row] = await executor.select().from(table).where(eq(table.id, id)).limit(1);
  return row;
}

/** The id of the entity with this name, compared case-insensitively. */
export async function entityIdByName(
  executor: Executor,
  key: EntityKey,
  name: string,
): Promise<string | undefined> {
  const { table } = tables[key];
  const [row] = await executor
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.name}) = lower(${name})`)
    .limit(1);
  return row?.id;
}

export function freeEntitySlug(
  executor: Executor,
  key: EntityKey,
  options: { text: string; currentSlug?: string },
): Promise<string> {
  const { table } = tables[key];
  return uniqueSlug(executor, { table, slugColumn: table.slug, ...options });
}

export async function insertEntity(
  executor: Executor,
  key: EntityKey,
  values: { name: string; slug: string; image: string },
): Promise<EntityRow> {
  const [row] = await executor.insert(tables[key].table).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The updated row, or undefined when no row has this id. */
export async function updateEntityRow(
  executor: Executor,
  key: EntityKey,
  id: string,
  changes: EntityChanges,
): Promise<EntityRow | undefined> {
  const { table } = tables[key];
  const [updated] = await executor.update(table).set(changes).where(eq(table.id, id)).returning();
  return updated;
}

export async function countProductsOf(
  executor: Executor,
  key: EntityKey,
  id: string,
): Promise<number> {
  const [result] = await executor
    .select({ n: count() })
    .from(products)
    .where(eq(tables[key].productColumn, id));
  return result?.n ?? 0;
}

export async function deleteEntityRow(
  executor: Executor,
  key: EntityKey,
  id: string,
): Promise<void> {
  const { table } = tables[key];
  await executor.delete(table).where(eq(table.id, id));
}

/** Whether an entity of this kind still shows the image. */
export async function imageInUse(
  executor: Executor,
  key: EntityKey,
  image: string,
): Promise<boolean> {
  const { table } = tables[key];
  const [shared] = await executor
    .select({ id: table.id })
    .from(table)
    .where(eq(table.image, image))
    .limit(1);
  return Boolean(shared);
}
