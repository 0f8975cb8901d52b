import type { ReviewInput } from '@electro/shared';
import type { ReviewJoinedRow } from '../../lib/catalogue/review-records';
import { AppError, pgCodes, pgErrorCode } from '../../lib/errors';
import type { AuthUser } from '../../plugins/app/auth';
import type { Services } from '../../lib/services';
import type { Executor } from '../../db/client';
import {
  deleteReviewRow,
  findReviewRow,
  hasPurchased,
  hasReviewed,
  insertReview,
  lockProduct,
  recomputeRating,
  reviewsPage,
} from './reviews.repository';

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
  // EXACT (contract v1.2): a review needs an order of the product that is not cancelled.
  notPurchased: 'Only customers who ordered this product can review it',
} as const;

export function listReviews(
  deps: ReviewsDeps,
  options: { page: number; limit: number },
): Promise<ReviewJoinedRow[]> {
  return reviewsPage(deps.db, {
    limit: options.limit,
    offset: (options.page - 1) * options.limit,
  });
}

async function findReview(executor: Executor, id: string): Promise<ReviewJoinedRow> {
  const row = await findReviewRow(executor, id);
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
      // Concurrent reviews of one product apply one after another (see lockProduct).
      if (!(await lockProduct(tx, productId))) {
        throw new AppError('NOT_FOUND', reviewsMessages.productNotFound);
      }
      if (await hasReviewed(tx, { productId, userId })) {
        throw new AppError('CONFLICT', reviewsMessages.alreadyReviewed);
      }
      // Ratings come from customers who bought: 30 fresh accounts moved a product from 3.5
      // stars to 1.2 in 1.2 s when any account could review (decision 075).
      if (!(await hasPurchased(tx, { productId, userId }))) {
        throw new AppError('FORBIDDEN', reviewsMessages.notPurchased);
      }
      const id = await insertReview(tx, {
        productId,
        userId,
        comment: input.comment,
        rate: input.rate,
      });
      await recomputeRating(tx, productId);
      return findReview(tx, id);
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
    if (!(await deleteReviewRow(tx, review.id))) {
      throw new AppError('NOT_FOUND', reviewsMessages.notFound);
    }
    await recomputeRating(tx, review.productId);
  });
}
