import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { orderItems, orders, products, reviews, users } from '../../db/schema/index';

/**
 * Contract v1.2 (docs/PRODUCT.md, decision 075): a customer may review a product once they have
 * an order of it that is not cancelled (pending, shipped or delivered count); the review says
 * `verifiedPurchase` while the author has a delivered one.
 */
export function orderOfProduct(
  userId: AnyPgColumn | string,
  productId: AnyPgColumn | string,
  which: 'placed' | 'delivered',
): SQL {
  return and(
    eq(orders.userId, userId),
    eq(orderItems.productId, productId),
    which === 'delivered' ? eq(orders.status, 'delivered') : ne(orders.status, 'cancelled'),
  ) as SQL;
}

/** True when the review's author has a delivered order of its product, as a column. */
const deliveredToAuthor = sql`exists (select 1 from ${orders} inner join ${orderItems} on ${eq(orderItems.orderId, orders.id)} where ${orderOfProduct(reviews.userId, reviews.productId, 'delivered')})`;

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
  // Derived, not stored: it appears when the order is delivered (a final status).
  verifiedPurchase: deliveredToAuthor.mapWith((value: unknown) => value === true || value === 't'),
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
