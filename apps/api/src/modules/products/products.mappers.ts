import type { ProductWithReviews } from '@electro/shared';
import { toProduct } from '../../lib/catalogue/product-mappers';
import type { ProductJoinedRow } from '../../lib/catalogue/product-records';
import { toReview } from '../../lib/catalogue/review-mappers';
import type { ReviewJoinedRow } from '../../lib/catalogue/review-records';

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
