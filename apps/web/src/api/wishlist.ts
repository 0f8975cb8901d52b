import type { WishlistResponse } from '@electro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from '@/lib/toast';
import { ApiError, api, getErrorMessage } from '@/lib/api-client';
import { useAuthToken, useTokenClaims } from '@/lib/auth-token';
import { queryKeys } from '@/lib/query-keys';
import { canShop } from './cart';

/** Products whose wishlist change is in flight: a second click meanwhile is ignored. */
const changesInFlight = new Set<string>();

export type WishlistData = Pick<WishlistResponse, 'count' | 'wishlist'>;

export function useWishlist() {
  const token = useAuthToken();
  const isAdmin = useTokenClaims()?.role === 'admin';
  const queryClient = useQueryClient();

  const query = useQuery({
    queryKey: queryKeys.wishlist,
    queryFn: async ({ signal }): Promise<WishlistData> => {
      if (!token) throw new ApiError({ status: 401, message: 'No token found' });
      const { count, wishlist } = await api.get<WishlistResponse>('/wishlist', { signal });
      return { count, wishlist };
    },
    enabled: Boolean(token),
  });

  const replace = (response: WishlistResponse) =>
    queryClient.setQueryData<WishlistData>(queryKeys.wishlist, {
      count: response.count,
      wishlist: response.wishlist,
    });

  // One mutation for add and remove: every product card holds one, so it stays light.
  const change = useMutation({
    networkMode: 'always',
    mutationFn: ({ productId, add }: { productId: string; add: boolean }) =>
      add
        ? api.post<WishlistResponse>('/wishlist', { productId })
        : api.delete<WishlistResponse>(`/wishlist/${encodeURIComponent(productId)}`),
    onSuccess: (response, { add }) => {
      replace(response);
      toast.success(add ? 'Success! Product added to wishlist' : 'Product removed from wishlist');
    },
    onError: (error, { add }) =>
      toast.error(
        getErrorMessage(error, add ? 'Failed to add product.' : 'Failed to delete product.'),
      ),
  });

  const data = token ? query.data : undefined;
  const ids = useMemo(
    () => new Set(data?.wishlist.products.map((product) => product._id) ?? []),
    [data],
  );

  const changeWishlist = (productId: string, add: boolean) => {
    if (!canShop(token, isAdmin)) return Promise.resolve(false);
    if (changesInFlight.has(productId)) return Promise.resolve(false);
    changesInFlight.add(productId);
    return change
      .mutateAsync({ productId, add })
      .then(
        () => true,
        () => false,
      )
      .finally(() => changesInFlight.delete(productId));
  };
  const addToWishlist = (productId: string) => changeWishlist(productId, true);
  const removeFromWishlist = (productId: string) => changeWishlist(productId, false);

  return {
    products: data?.wishlist.products ?? [],
    count: data?.count ?? 0,
    isLoading: Boolean(token) && query.isPending,
    error: query.isError ? getErrorMessage(query.error, 'Failed to fetch wishlist.') : null,
    isMutating: change.isPending,
    isInWishlist: (productId: string) => ids.has(productId),
    addToWishlist,
    removeFromWishlist,
    toggleWishlist: (productId: string) =>
      ids.has(productId) ? removeFromWishlist(productId) : addToWishlist(productId),
  };
}

export type UseWishlistResult = ReturnType<typeof useWishlist>;
