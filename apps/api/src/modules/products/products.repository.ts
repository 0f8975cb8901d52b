import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, categories, orderItems, products, type ProductRow } from '../../db/schema/index';
import { uniqueSlug } from '../../lib/slugs';

export type NewProduct = typeof products.$inferInsert;
export type ProductChanges = Partial<NewProduct>;

export async function findProductRow(
  executor: Executor,
  id: string,
): Promise<ProductRow | undefined> {
  const [row] = await executor.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export function categoryExists(executor: Executor, id: string): Promise<boolean> {
  return executor
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1)
    .then((rows) => rows.length > 0);
}

export function brandExists(executor: Executor, id: string): Promise<boolean> {
  return executor
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.id, id))
    .limit(1)
    .then((rows) => rows.length > 0);
}

/**
 * The keys among `keys` that a product or an order still shows. Order items keep the cover
 * they were bought with (a snapshot), so that file must outlive the product.
 */
export async function imagesInUse(executor: Executor, keys: string[]): Promise<Set<string>> {
  const keyList = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const [ordered, shown] = await Promise.all([
    executor
      .selectDistinct({ key: orderItems.imageCover })
      .from(orderItems)
      .where(inArray(orderItems.imageCover, keys)),
    executor
      .select({ cover: products.imageCover, images: products.images })
      .from(products)
      .where(
        or(
          inArray(products.imageCover, keys),
          sql`${products.images} ?| array[${keyList}]::text[]`,
        ),
      ),
  ]);
  const used = new Set<string>(ordered.map((row) => row.key));
  for (const row of shown) {
    used.add(row.cover);
    for (const key of row.images) used.add(key);
  }
  return used;
}

export function freeProductSlug(
  executor: Executor,
  options: { text: string; currentSlug?: string },
): Promise<string> {
  return uniqueSlug(executor, { table: products, slugColumn: products.slug, ...options });
}

/** The new product's id. */
export async function insertProduct(executor: Executor, values: NewProduct): Promise<string> {
  const [row] = await executor.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The product's id, or undefined when no product has it (any more). */
export async function updateProductRow(
  executor: Executor,
  id: string,
  changes: ProductChanges,
): Promise<string | undefined> {
  const [row] = await executor
    .update(products)
    .set(changes)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return row?.id;
}

/** The deleted product's image keys, or undefined when no product has this id. */
export async function deleteProductRow(
  executor: Executor,
  id: string,
): Promise<{ imageCover: string; images: string[] } | undefined> {
  const [deleted] = await executor
    .delete(products)
    .where(eq(products.id, id))
    .returning({ imageCover: products.imageCover, images: products.images });
  return deleted;
}
