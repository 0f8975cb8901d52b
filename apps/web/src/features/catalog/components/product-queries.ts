import type { MessageResponse, ProductResponse, ReviewInput } from '@electro/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /products/:id, with its reviews (newest first). */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.product(id),
    queryFn: async ({ signal }) =>
      (await api.get<ProductResponse>(`/products/${encodeURIComponent(id)}`, { signal })).product,
    enabled: id !== '',
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

/**
 * POST /products/:id/reviews/. On success the product (its rating and review list), the lists
 * that show its rating and the home page's reviews are refetched.
 */
export function useAddReview(productId: string) {
  const refresh = useRefreshReviewed(productId);
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      api.post(`/products/${encodeURIComponent(productId)}/reviews/`, input),
    // Settled once the product has been fetched again: the form gives way to the review in the
    // list in one step.
    onSuccess: refresh,
  });
}

/**
 * DELETE /reviews/:id, the customer's own review (docs/API.md). The product is fetched again,
 * so its rating, its review count and the review form (open again) follow.
 */
export function useDeleteReview(productId: string) {
  const refresh = useRefreshReviewed(productId);
  return useMutation({
    mutationFn: (reviewId: string) =>
      api.delete<MessageResponse>(`/reviews/${encodeURIComponent(reviewId)}`),
    onSuccess: refresh,
  });
}

/** The product, the lists that show its rating and the home page's reviews. */
function useRefreshReviewed(productId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.product(productId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.productsAll }),
      queryClient.invalidateQueries({ queryKey: queryKeys.reviews }),
    ]);
  };
}
