import { and, asc, eq } from 'drizzle-orm';
import type { Product } from '@electro/shared';
import type { Database, Executor } from '../../db/client';
import { products, wishlistItems } from '../../db/schema/index';
import { notFound, pgCodes, pgErrorCode } from '../../lib/errors';
import { toProduct } from '../../lib/catalogue/product-mappers';
import { selectProducts, type ProductJoinedRow } from '../../lib/catalogue/product-records';

export const wishlistMessages = {
  found: 'Your wishlist',
  added: 'Product added successfully to your wishlist',
  removed: 'Product removed from wishlist',
  cleared: 'Wishlist cleared',
} as const;

/** Products in the order they were added. */
export async function getWishlist(executor: Executor, userId: string): Promise<ProductJoinedRow[]> {
  return selectProducts(executor)
    .innerJoin(wishlistItems, eq(wishlistItems.productId, products.id))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(products.seq));
}

export function toWishlist(
  rows: ProductJoinedRow[],
  origin: string,
): { count: number; wishlist: { products: Product[] } } {
  return { count: rows.length, wishlist: { products: rows.map((row) => toProduct(row, origin)) } };
}

export async function addToWishlist(
  db: Database,
  input: { userId: string; productId: string },
): Promise<ProductJoinedRow[]> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, input.productId))
    .limit(1);
  if (!product) throw notFound('Product');
  try {
    // Adding twice keeps one line (the primary key is user + product).
    await db.insert(wishlistItems).values(input).onConflictDoNothing();
  } catch (error) {
    // The product was deleted in the meantime.
    if (pgErrorCode(error) === pgCodes.foreignKeyViolation) throw notFound('Product');
    throw error;
  }
  return getWishlist(db, input.userId);
}

/** Idempotent: removing a product that is not in the wishlist leaves it as the client wants. */
export async function removeFromWishlist(
  db: Database,
  input: { userId: string; productId: string },
): Promise<ProductJoinedRow[]> {
  await db
    .delete(wishlistItems)
    .where(
      and(eq(wishlistItems.userId, input.userId), eq(wishlistItems.productId, input.productId)),
    );
  return getWishlist(db, input.userId);
}

export async function clearWishlist(db: Database, userId: string): Promise<ProductJoinedRow[]> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  return [];
}
