import type { ProductFacets, ProductWithReviews } from '@electro/shared';
import { toProduct } from '../../lib/catalogue/product-mappers';
import type { ProductJoinedRow } from '../../lib/catalogue/product-records';
import { iso } from '../../lib/http';
import { fromCents } from '../../lib/money';
import { toReview } from '../../lib/catalogue/review-mappers';
import type { ReviewJoinedRow } from '../../lib/catalogue/review-records';
import type { FacetEntryRow, ProductFacetRows } from './products-facets';

/** A product page: the product with its reviews. */
export function toProductWithReviews(
  data: { row: ProductJoinedRow; reviews: ReviewJoinedRow[] },
  origin: string,
): ProductWithReviews {
  return {
    ...toProduct(data.row, origin),
    reviews: data.reviews.map((review) => toReview(review, origin)),
  };
}

const toFacetEntry = (row: FacetEntryRow) => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  count: row.count,
});

/** GET /products/facets: prices in the currency, what the customer pays. */
export function toProductFacets(rows: ProductFacetRows): ProductFacets {
  return {
    categories: rows.categories.map(toFacetEntry),
    brands: rows.brands.map(toFacetEntry),
    price: {
      min: rows.minPriceCents === null ? null : fromCents(rows.minPriceCents),
      max: rows.maxPriceCents === null ? null : fromCents(rows.maxPriceCents),
    },
    rating: rows.rating,
    inStock: rows.inStock,
    total: rows.total,
  };
}

/** The columns of GET /products/export, in order. */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'title',
  'category',
  'brand',
  'price',
  'discount',
  'priceAfterDiscount',
  'stock',
  'sold',
  'rateAvg',
  'rateNum',
  'createdAt',
] as const;

/** One line of the export: names for the category and brand, prices in the currency. */
export function toProductCsvRecord(
  row: ProductJoinedRow,
): Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number> {
  return {
    id: row.id,
    title: row.title,
    category: row.categoryName,
    brand: row.brandName,
    price: fromCents(row.priceCents),
    discount: Number(row.discount),
    priceAfterDiscount: fromCents(row.priceAfterDiscountCents),
    stock: row.stock,
    sold: row.sold,
    rateAvg: Number(row.rateAvg),
    rateNum: row.rateNum,
    createdAt: iso(row.createdAt),
  };
}
