import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReviewInput } from '@electro/shared';
import type { Executor, Transaction } from '../../db/client';
import { products, reviews } from '../../db/schema/index';
import { selectReviews, type ReviewJoinedRow } from '../../lib/catalogue/review-records';
import { AppError, pgCodes, pgErrorCode } from '../../lib/errors';
import type { AuthUser } from '../../plugins/app/auth';
import type { Services } from '../../lib/services';

export type ReviewsDeps = Pick<Services, 'db'>;

export const reviewsMessages = {
  list: 'Reviews list',
  // EXACT (docs/API.md): clients compare the whole message.
  alreadyReviewed: 'Your are already reviewed',
  created: 'Review added successfully',
  deleted: 'Review deleted successfully',
  notFound: 'Review not found',
  productNotFound: 'Product not found',
  notYours: 'You can only delete your own reviews.',
} as const;

export function listReviews(
  deps: ReviewsDeps,
  options: { page: number; limit: number },
): Promise<ReviewJoinedRow[]> {
  return selectReviews(deps.db)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
}

/**
 * Locks the product row so that concurrent reviews of one product apply one after another:
 * each recount then sees the reviews committed before it (READ COMMITTED takes a new
 * snapshot per statement).
 */
async function lockProduct(tx: Transaction, productId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return Boolean(row);
}

async function recomputeRating(tx: Transaction, productId: string): Promise<void> {
  const ofProduct = sql`from ${reviews} where ${reviews.productId} = ${productId}`;
  await tx
    .update(products)
    .set({
      rateNum: sql`(select count(*) ${ofProduct})`,
      rateAvg: sql`coalesce((select round(avg(${reviews.rate})::numeric, 1) ${ofProduct}), 0)`,
    })
    .where(eq(products.id, productId));
}

async function findReview(executor: Executor, id: string): Promise<ReviewJoinedRow> {
  const [row] = await selectReviews(executor).where(eq(reviews.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', reviewsMessages.notFound);
  return row;
}

export async function createReview(
  deps: ReviewsDeps,
  options: { productId: string; userId: string; input: ReviewInput },
): Promise<ReviewJoinedRow> {
  const { productId, userId, input } = options;
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) {
        throw new AppError('NOT_FOUND', reviewsMessages.productNotFound);
      }
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
        .limit(1);
      if (existing) throw new AppError('CONFLICT', reviewsMessages.alreadyReviewed);
      const [inserted] = await tx
        .insert(reviews)
        .values({ productId, userId, comment: input.comment, rate: input.rate })
        .returning({ id: reviews.id });
      if (!inserted) throw new Error('insert returned no row');
      await recomputeRating(tx, productId);
      return findReview(tx, inserted.id);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The unique index decides when two requests of one user race past the check.
    if (pgErrorCode(error) === pgCodes.uniqueViolation) {
      throw new AppError('CONFLICT', reviewsMessages.alreadyReviewed);
    }
    throw error;
  }
}

export async function deleteReview(
  deps: ReviewsDeps,
  options: { reviewId: string; user: AuthUser },
): Promise<void> {
  const review = await findReview(deps.db, options.reviewId);
  if (review.userId !== options.user.id && options.user.role !== 'admin') {
    throw new AppError('FORBIDDEN', reviewsMessages.notYours);
  }
  await deps.db.transaction(async (tx) => {
    await lockProduct(tx, review.productId);
    const deleted = await tx
      .delete(reviews)
      .where(eq(reviews.id, review.id))
      .returning({ id: reviews.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', reviewsMessages.notFound);
    await recomputeRating(tx, review.productId);
  });
}
