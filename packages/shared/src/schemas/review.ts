import { z } from 'zod';
import { RATING_MAX, REVIEW_COMMENT_MIN } from '../constants';
import { coercedNumber, requiredString } from './helpers';

export const reviewMessages = {
  commentRequired: 'Comment is required',
  commentMin: 'Comment must be at least 3 characters long',
  commentMax: 'Comment must not exceed 1000 characters',
  rateRequired: 'Rating is required',
  rateMin: 'Please select a rating',
  rateMax: 'Rating must be at most 5',
  rateInteger: 'Rating must be a whole number of stars',
} as const;

export const reviewSchema = z.object({
  comment: requiredString(reviewMessages.commentRequired)
    .min(REVIEW_COMMENT_MIN, reviewMessages.commentMin)
    .max(1000, reviewMessages.commentMax),
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
