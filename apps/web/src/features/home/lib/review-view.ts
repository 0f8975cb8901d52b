import type { Review } from '@electro/shared';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

export type ReviewView = { name: string; avatar: string; comment: string; rate: number };

/**
 * What a review card shows, with docs/PRODUCT.md §3 fallbacks: 'Anonymous', a default avatar,
 * 'No comment provided.' and rate 0. Old or partial records may lack any of these.
 */
export function reviewView(review: Partial<Review>): ReviewView {
  const rate = Number(review.rate);
  return {
    name: review.createdBy?.name?.trim() || 'Anonymous',
    avatar: review.createdBy?.profile?.secure_url || DEFAULT_AVATAR,
    comment: review.comment?.trim() || 'No comment provided.',
    rate: Number.isFinite(rate) ? rate : 0,
  };
}
