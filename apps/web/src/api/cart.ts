import type { CartResponse } from '@electro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ApiError, api, getErrorMessage } from '@/lib/api-client';
import { useAuthToken, useTokenClaims } from '@/lib/auth-token';
import { queryKeys } from '@/lib/query-keys';

export const LOGIN_REQUIRED_MESSAGE = 'You need to be logged in';
/**
 * Said instead of adding, to an admin: the cart, wishlist and checkout are customer pages that
 * send an admin home (docs/PRODUCT.md §6), so an add that succeeded led nowhere (decision 083).
 */
export const ADMIN_SHOPPING_MESSAGE =
  'The cart and wishlist are for customer accounts. Sign in as a customer to shop.';

export type CartData = Pick<CartResponse, 'count' | 'cart'>;

async function fetchCart(signal: AbortSignal): Promise<CartData> {
  const { count, cart } = await api.get<CartResponse>('/cart', { signal });
  return { count, cart };
}

/**
 * Products whose add to cart is in flight, across every card and the product page: a second
 * click on the same product before the first answer is ignored (one unit, one toast).
 */
const addsInFlight = new Set<string>();

/** A guest is told to log in and an admin why not; only a customer goes on. */
export function canShop(token: string | null, isAdmin: boolean): boolean {
  if (!token) {
    toast.error(LOGIN_REQUIRED_MESSAGE);
    return false;
  }
  if (isAdmin) {
    toast.info(ADMIN_SHOPPING_MESSAGE);
    return false;
  }
  return true;
}

/**
 * Add to cart alone, for product cards: one mutation and no cart subscription per card, where
 * useCart() would set up the cart query and four mutations for each of them.
 */
export function useAddToCart() {
  const token = useAuthToken();
  const isAdmin = useTokenClaims()?.role === 'admin';
  const queryClient = useQueryClient();
  const add = useMutation({
    // Offline, the request is sent and fails at once with the failure toast, where the default
    // ('online') would hold it, spinner turning, until the connection returns.
    networkMode: 'always',
    mutationFn: (input: { productId: string; quantity?: number }) =>
      api.post<CartResponse>('/cart', input),
    onSuccess: async () => {
      toast.success('Success! Product added to cart');
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
    onError: (error) => toast.error(getErrorMessage(error, 'Failed to add product.')),
  });
  return {
    isAdding: add.isPending,
    /** Guests get the toast 'You need to be logged in', an admin the reason; no request. */
    addToCart: (productId: string, quantity?: number): Promise<boolean> => {
      if (!canShop(token, isAdmin)) return Promise.resolve(false);
      if (addsInFlight.has(productId)) return Promise.resolve(false);
      addsInFlight.add(productId);
      return add
        .mutateAsync({ productId, quantity })
        .then(
          () => true,
          () => false,
        )
        .finally(() => addsInFlight.delete(productId));
    },
  };
}

function useCartQuery(token: string | null) {
  return useQuery({
    queryKey: queryKeys.cart,
    queryFn: ({ signal }) => {
      if (!token) throw new ApiError({ status: 401, message: 'No token found' });
      return fetchCart(signal);
    },
    enabled: Boolean(token),
  });
}

/** Number of cart lines, for the header: the cart query alone, without the cart's mutations. */
export function useCartCount(): number {
  const token = useAuthToken();
  const query = useCartQuery(token);
  return (token ? query.data?.count : undefined) ?? 0;
}

export function useCart() {
  const token = useAuthToken();
  const queryClient = useQueryClient();
  const query = useCartQuery(token);

  const replaceCart = (response: CartResponse) =>
    queryClient.setQueryData<CartData>(queryKeys.cart, {
      count: response.count,
      cart: response.cart,
    });

  const { addToCart, isAdding } = useAddToCart();

  const update = useMutation({
    networkMode: 'always',
    mutationFn: (input: { productId: string; quantity: number }) =>
      api.put<CartResponse>(`/cart/${encodeURIComponent(input.productId)}`, {
        quantity: input.quantity,
      }),
    onSuccess: (response) => {
      replaceCart(response);
      toast.success('Quantity updated');
    },
    onError: (error) => toast.error(getErrorMessage(error, 'Failed to update cart.')),
  });

  const remove = useMutation({
    networkMode: 'always',
    mutationFn: (productId: string) =>
      api.delete<CartResponse>(`/cart/${encodeURIComponent(productId)}`),
    onSuccess: (response) => {
      replaceCart(response);
      toast.success('Item deleted');
    },
    onError: (error) => toast.error(getErrorMessage(error, 'Failed to update cart.')),
  });

  const clear = useMutation({
    networkMode: 'always',
    mutationFn: () => api.put<CartResponse>('/cart'),
    onSuccess: (response) => {
      replaceCart(response);
      toast.success('Cart cleared');
    },
    onError: (error) => toast.error(getErrorMessage(error, 'Failed to update cart.')),
  });

  const isAdmin = useTokenClaims()?.role === 'admin';
  const requireLogin = () => canShop(token, isAdmin);

  const data = token ? query.data : undefined;
  return {
    cart: data?.cart,
    /** Number of lines; 0 for guests and when the fetch failed. */
    count: data?.count ?? 0,
    isLoading: Boolean(token) && query.isPending,
    /** 'Failed to fetch cart.' or the server's message; null when fine. */
    error: query.isError ? getErrorMessage(query.error, 'Failed to fetch cart.') : null,
    /** True while any cart change is in flight (disable plus/minus meanwhile). */
    isMutating: isAdding || update.isPending || remove.isPending || clear.isPending,
    isAdding,
    addToCart,
    /** A quantity below 1 is ignored (docs/PRODUCT.md §4). */
    updateQuantity: (productId: string, quantity: number) => {
      if (!requireLogin() || quantity < 1) return Promise.resolve(false);
      return update.mutateAsync({ productId, quantity }).then(
        () => true,
        () => false,
      );
    },
    removeItem: (productId: string) => {
      if (!requireLogin()) return Promise.resolve(false);
      return remove.mutateAsync(productId).then(
        () => true,
        () => false,
      );
    },
    clearCart: () => {
      if (!requireLogin()) return Promise.resolve(false);
      return clear.mutateAsync().then(
        () => true,
        () => false,
      );
    },
    /** After checkout empties the cart on the server. */
    resetCart: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  };
}

export type UseCartResult = ReturnType<typeof useCart>;
