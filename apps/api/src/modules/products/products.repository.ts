import { eq, inArray } from 'drizzle-orm';
import type { Product } from '@electro/shared';
import { brands, categories, products } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { fromCents } from '../../lib/money';
import { imageOut, iso } from '../../lib/http';

/** The columns of a product with its category and brand, for one query with two joins. */
export const productColumns = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  description: products.description,
  priceCents: products.priceCents,
  discount: products.discount,
  priceAfterDiscountCents: products.priceAfterDiscountCents,
  stock: products.stock,
  sold: products.sold,
  rateAvg: products.rateAvg,
  rateNum: products.rateNum,
  imageCover: products.imageCover,
  images: products.images,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlug: categories.slug,
  brandId: brands.id,
  brandName: brands.name,
  brandSlug: brands.slug,
};

export type ProductJoinedRow = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'];
};

export function selectProducts(executor: Executor) {
  return executor
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(brands, eq(products.brandId, brands.id));
}

export function toProduct(row: ProductJoinedRow, origin: string): Product {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    price: fromCents(row.priceCents),
    discount: Number(row.discount),
    priceAfterDiscount: fromCents(row.priceAfterDiscountCents),
    stock: row.stock,
    sold: row.sold,
    rateAvg: Number(row.rateAvg),
    rateNum: row.rateNum,
    category: { _id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    brand: { _id: row.brandId, name: row.brandName, slug: row.brandSlug },
    imageCover: imageOut(row.imageCover, origin),
    images: row.images.map((key) => imageOut(key, origin)),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function findProductsByIds(
  executor: Executor,
  ids: string[],
): Promise<Map<string, ProductJoinedRow>> {
  if (ids.length === 0) return new Map();
  const rows = await selectProducts(executor).where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findProductById(
  executor: Executor,
  id: string,
): Promise<ProductJoinedRow | undefined> {
  const [row] = await selectProducts(executor).where(eq(products.id, id)).limit(1);
  return row;
}
