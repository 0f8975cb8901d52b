import { z } from 'zod';
import { RATING_MAX, REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN } from '../constants';
import { coercedNumber, requiredString } from './helpers';

export const reviewMessages = {
  commentRequired: 'Comment is required',
  commentMin: 'Comment must be at least 3 characters long',
  commentMax: `Comment must not exceed ${REVIEW_COMMENT_MAX} characters`,
  rateRequired: 'Rating is required',
  rateMin: 'Please select a rating',
  rateMax: 'Rating must be at most 5',
  rateInteger: 'Rating must be a whole number of stars',
} as const;

export const reviewSchema = z.object({
  comment: requiredString(reviewMessages.commentRequired, {
    label: 'Comment',
    max: REVIEW_COMMENT_MAX,
    tooLong: reviewMessages.commentMax,
  }).min(REVIEW_COMMENT_MIN, reviewMessages.commentMin),
  rate: coercedNumber({
    required: reviewMessages.rateRequired,
    type: reviewMessages.rateRequired,
  }).pipe(
    z
      .number()
      .int(reviewMessages.rateInteger)
      .min(1, reviewMessages.rateMin)
      .max(RATING_MAX, reviewMessages.rateMax),
  ),
});
export type ReviewInput = z.infer<typeof reviewSchema>;
