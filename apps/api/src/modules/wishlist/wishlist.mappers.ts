import type { Product } from '@electro/shared';
import { toProduct } from '../../lib/catalogue/product-mappers';
import type { ProductJoinedRow } from '../../lib/catalogue/product-records';

export function toWishlist(
  rows: ProductJoinedRow[],
  origin: string,
): { count: number; wishlist: { products: Product[] } } {
  return { count: rows.length, wishlist: { products: rows.map((row) => toProduct(row, origin)) } };
}
