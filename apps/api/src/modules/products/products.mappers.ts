import type { ProductFacets, ProductWithReviews } from '@electro/shared';
import { toProduct } from '../../lib/catalogue/product-mappers';
import type { ProductJoinedRow } from '../../lib/catalogue/product-records';
import { fromCents } from '../../lib/money';
import { toReview } from '../../lib/catalogue/review-mappers';
import type { ReviewJoinedRow } from '../../lib/catalogue/review-records';
import type { FacetEntryRow, ProductFacetRows } from './products.repository';

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
