import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, wishlistItems } from '../../db/schema/index';
import { selectProducts, type ProductJoinedRow } from '../../lib/catalogue/product-records';

/** Products in the order they were added. */
export function wishlistOf(executor: Executor, userId: string): Promise<ProductJoinedRow[]> {
  return selectProducts(executor)
    .innerJoin(wishlistItems, eq(wishlistItems.productId, products.id))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(products.seq));
}

export async function productExists(executor: Executor, productId: string): Promise<boolean> {
  const [product] = await executor
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return Boolean(product);
}

export async function insertWishlistItem(
  executor: Executor,
  item: { userId: string; productId: string },
): Promise<void> {
  await executor.insert(wishlistItems).values(item).onConflictDoNothing();
}

export async function deleteWishlistItem(
  executor: Executor,
  item: { userId: string; productId: string },
): Promise<void> {
  await executor
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, item.userId), eq(wishlistItems.productId, item.productId)));
}

export async function deleteWishlist(executor: Executor, userId: string): Promise<void> {
  await executor.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
