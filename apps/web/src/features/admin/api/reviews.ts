import type { MessageResponse, ReviewsResponse } from '@electro/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The moderation list: a page of the newest reviews (GET /reviews). */
export function useReviewsPage(page: number, limit: number) {
  const query = { page, limit };
  return useQuery({
    // Under the storefront's reviews, so a delete refreshes the home page's too.
    queryKey: [...queryKeys.reviews, 'admin', query] as const,
    queryFn: ({ signal }) => api.get<ReviewsResponse>('/reviews', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/reviews/${encodeURIComponent(id)}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews }),
        // The product's rating and its review list changed.
        queryClient.invalidateQueries({ queryKey: queryKeys.productAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.productsAll }),
      ]),
  });
}
