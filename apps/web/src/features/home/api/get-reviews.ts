import type { ReviewsResponse } from '@electro/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Enough for a lively carousel; its dots still fit one row on a 320 px phone. */
export const HOME_REVIEWS_LIMIT = 12;

/** GET /reviews: the newest reviews, for the home page's carousel. */
export const reviewsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reviews,
    queryFn: async ({ signal }) =>
      (await api.get<ReviewsResponse>('/reviews', { query: { limit: HOME_REVIEWS_LIMIT }, signal }))
        .reviews,
  });

export function useReviews(options: { enabled?: boolean } = {}) {
  return useQuery({ ...reviewsQueryOptions(), enabled: options.enabled ?? true });
}
