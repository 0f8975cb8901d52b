import type { OrderResponse, ShoppingAddress } from '@electro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CartData } from '@/api/cart';
import { paths } from '@/config/paths';
import { api, getErrorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export const CHECKOUT_FAILED_MESSAGE = 'Checkout failed. Please try again.';

export function placeOrder(input: { cartId: string; shoppingAddress: ShoppingAddress }) {
  return api.post<OrderResponse>(`/orders/${encodeURIComponent(input.cartId)}`, {
    shoppingAddress: input.shoppingAddress,
  });
}

/**
 * POST /orders/{cartId}. docs/PRODUCT.md §4: success goes to /profile with the server's message and
 * an
 * empty cart; failure shows the server's message and goes back to /cart.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (response) => {
      // The server emptied the cart in the same transaction; its id stays (docs/API.md).
      queryClient.setQueryData<CartData>(queryKeys.cart, (previous) =>
        previous
          ? { count: 0, cart: { ...previous.cart, products: [], totalCartPrice: 0 } }
          : previous,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      // Stock and sold counts changed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.productsAll });
      toast.success(response.message);
      void navigate(paths.profile.getHref());
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, CHECKOUT_FAILED_MESSAGE));
      // The cart may have changed (a line out of stock): show it as the server has it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      void navigate(paths.cart.getHref());
    },
  });
}
