import type { Review } from '@electro/shared';
import { imageOut, iso } from '../http';
import type { ReviewJoinedRow } from './review-records';

export function toReview(row: ReviewJoinedRow, origin: string): Review {
  return {
    _id: row.id,
    id: row.id,
    comment: row.comment,
    rate: row.rate,
    productId: {
      _id: row.productId,
      title: row.productTitle,
      imageCover: imageOut(row.productCover, origin),
    },
    createdBy: {
      _id: row.userId,
      name: row.userName,
      profile: row.userProfile
        ? { secure_url: imageOut(row.userProfile, origin).secure_url }
        : null,
    },
    createdAt: iso(row.createdAt),
    verifiedPurchase: row.verifiedPurchase,
  };
}
