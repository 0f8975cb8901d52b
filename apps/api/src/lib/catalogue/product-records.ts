import { eq, or, sql } from 'drizzle-orm';
import { brands, categories, products } from '../../db/schema/index';
import type { Executor } from '../../db/client';

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

/**
 * A product by id or slug, joined as GET /products/:id reads it: the id wins over a slug, so a
 * product whose slug spells another's id never hides that product.
 */
export async function findProductByIdOrSlug(
  executor: Executor,
  idOrSlug: string,
): Promise<ProductJoinedRow | undefined> {
  const [row] = await selectProducts(executor)
    .where(or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)))
    .orderBy(sql`${products.id} = ${idOrSlug} desc`)
    .limit(1);
  return row;
}
