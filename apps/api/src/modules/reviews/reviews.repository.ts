import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { orderItems, orders, products, reviews } from '../../db/schema/index';
import {
  orderOfProduct,
  selectReviews,
  type ReviewJoinedRow,
} from '../../lib/catalogue/review-records';

/** Newest first. */
export function reviewsPage(
  executor: Executor,
  options: { limit: number; offset: number },
): Promise<ReviewJoinedRow[]> {
  return selectReviews(executor)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function findReviewRow(
  executor: Executor,
  id: string,
): Promise<ReviewJoinedRow | undefined> {
  const [row] = await selectReviews(executor).where(eq(reviews.id, id)).limit(1);
  return row;
}

/**
 * Locks the product row so that concurrent reviews of one product apply one after another:
 * each recount then sees the reviews committed before it (READ COMMITTED takes a new
 * snapshot per statement). False when the product does not exist.
 */
export async function lockProduct(tx: Transaction, productId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return Boolean(row);
}

/** Sets the product's review count and average (one decimal) from its reviews. */
export async function recomputeRating(tx: Transaction, productId: string): Promise<void> {
  const ofProduct = sql`from ${reviews} where ${reviews.productId} = ${productId}`;
  await tx
    .update(products)
    .set({
      rateNum: sql`(select count(*) ${ofProduct})`,
      rateAvg: sql`coalesce((select round(avg(${reviews.rate})::numeric, 1) ${ofProduct}), 0)`,
    })
    .where(eq(products.id, productId));
}

export async function hasReviewed(
  executor: Executor,
  input: { productId: string; userId: string },
): Promise<boolean> {
  const [existing] = await executor
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, input.productId), eq(reviews.userId, input.userId)))
    .limit(1);
  return Boolean(existing);
}

/** Whether the customer has an order of the product that is not cancelled (orderOfProduct). */
export async function hasPurchased(
  executor: Executor,
  input: { productId: string; userId: string },
): Promise<boolean> {
  const [row] = await executor
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(orderOfProduct(input.userId, input.productId, 'placed'))
    .limit(1);
  return Boolean(row);
}

/** The new review's id; the unique index on product + user rejects a second one. */
export async function insertReview(
  executor: Executor,
  values: { productId: string; userId: string; comment: string; rate: number },
): Promise<string> {
  const [inserted] = await executor.insert(reviews).values(values).returning({ id: reviews.id });
  if (!inserted) throw new Error('insert returned no row');
  return inserted.id;
}

/** False when no review has this id (any more). */
export async function deleteReviewRow(executor: Executor, id: string): Promise<boolean> {
  const deleted = await executor
    .delete(reviews)
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return deleted.length > 0;
}
