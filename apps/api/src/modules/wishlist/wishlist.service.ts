import { notFound, pgCodes, pgErrorCode } from '../../lib/errors';
import type { ProductJoinedRow } from '../../lib/catalogue/product-records';
import type { Services } from '../../lib/services';
import {
  deleteWishlist,
  deleteWishlistItem,
  insertWishlistItem,
  productExists,
  wishlistOf,
} from './wishlist.repository';

export type WishlistDeps = Pick<Services, 'db'>;

export const wishlistMessages = {
  found: 'Your wishlist',
  added: 'Product added successfully to your wishlist',
  removed: 'Product removed from wishlist',
  cleared: 'Wishlist cleared',
} as const;

export function getWishlist({ db }: WishlistDeps, userId: string): Promise<ProductJoinedRow[]> {
  return wishlistOf(db, userId);
}

export async function addToWishlist(
  { db }: WishlistDeps,
  input: { userId: string; productId: string },
): Promise<ProductJoinedRow[]> {
  if (!(await productExists(db, input.productId))) throw notFound('Product');
  try {
    // Adding twice keeps one line (the primary key is user + product).
    await insertWishlistItem(db, input);
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
  await deleteWishlistItem(db, input);
  return wishlistOf(db, input.userId);
}

export async function clearWishlist(
  { db }: WishlistDeps,
  userId: string,
): Promise<ProductJoinedRow[]> {
  await deleteWishlist(db, userId);
  return [];
}
