import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, reviews, users } from '../../db/schema/index';

const reviewColumns = {
  id: reviews.id,
  comment: reviews.comment,
  rate: reviews.rate,
  createdAt: reviews.createdAt,
  productId: products.id,
  productTitle: products.title,
  productCover: products.imageCover,
  userId: users.id,
  userName: users.name,
  userProfile: users.profileImage,
};

export function selectReviews(executor: Executor) {
  return executor
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(reviews.productId, products.id))
    .innerJoin(users, eq(reviews.userId, users.id));
}

export type ReviewJoinedRow = Awaited<ReturnType<typeof selectReviews>>[number];

/** A product page shows its newest reviews; rateNum carries the full count. */
export const PRODUCT_PAGE_REVIEWS = 100;

export function reviewsOfProduct(
  executor: Executor,
  productId: string,
): Promise<ReviewJoinedRow[]> {
  return selectReviews(executor)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PRODUCT_PAGE_REVIEWS);
}
