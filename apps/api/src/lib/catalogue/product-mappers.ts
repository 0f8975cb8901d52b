import type { Product } from '@electro/shared';
import { imageOut, iso } from '../http';
import { fromCents } from '../money';
import type { ProductJoinedRow } from './product-records';

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
