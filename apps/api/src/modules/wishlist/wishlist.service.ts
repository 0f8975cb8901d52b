import { and, asc, eq } from 'drizzle-orm';
import type { Product } from '@electro/shared';
import type { Executor } from '../../db/client';
import { products, wishlistItems } from '../../db/schema/index';
import { notFound, pgCodes, pgErrorCode } from '../../lib/errors';
import { toProduct } from '../../lib/catalogue/product-mappers';
import { selectProducts, type ProductJoinedRow } from '../../lib/catalogue/product-records';
import type { Services } from '../../lib/services';

export type WishlistDeps = Pick<Services, 'db'>;

export const wishlistMessages = {
  found: 'Your wishlist',
  added: 'Product added successfully to your wishlist',
  removed: 'Product removed from wishlist',
  cleared: 'Wishlist cleared',
} as const;

/** Products in the order they were added. */
function wishlistOf(executor: Executor, userId: string): Promise<ProductJoinedRow[]> {
  return selectProducts(executor)
    .innerJoin(wishlistItems, eq(wishlistItems.productId, products.id))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(products.seq));
}

export function getWishlist({ db }: WishlistDeps, userId: string): Promise<ProductJoinedRow[]> {
  return wishlistOf(db, userId);
}

export function toWishlist(
  rows: ProductJoinedRow[],
  origin: string,
): { count: number; wishlist: { products: Product[] } } {
  return { count: rows.length, wishlist: { products: rows.map((row) => toProduct(row, origin)) } };
}

export async function addToWishlist(
  { db }: WishlistDeps,
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
  return wishlistOf(db, input.userId);
}

/** Idempotent: removing a product that is not in the wishlist leaves it as the client wants. */
export async function removeFromWishlist(
  { db }: WishlistDeps,
  input: { userId: string; productId: string },
): Promise<ProductJoinedRow[]> {
  await db
    .delete(wishlistItems)
    .where(
      and(eq(wishlistItems.userId, input.userId), eq(wishlistItems.productId, input.productId)),
    );
  return wishlistOf(db, input.userId);
}

export async function clearWishlist(
  { db }: WishlistDeps,
  userId: string,
): Promise<ProductJoinedRow[]> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  return [];
}
