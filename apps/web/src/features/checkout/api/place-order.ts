import type { OrderResponse, ShoppingAddress } from '@electro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { CartData } from '@/api/cart';
import { paths } from '@/config/paths';
import { api, getErrorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { clearAddressDraft } from './address-draft';

export const CHECKOUT_FAILED_MESSAGE = 'Checkout failed. Please try again.';

export type PlaceOrderInput = {
  cartId: string;
  shoppingAddress: ShoppingAddress;
  /** One per checkout attempt: the server answers a repeat with the order it already made. */
  idempotencyKey: string;
};

export function placeOrder(input: PlaceOrderInput) {
  return api.post<OrderResponse>(
    `/orders/${encodeURIComponent(input.cartId)}`,
    { shoppingAddress: input.shoppingAddress },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
}

/**
 * POST /orders/{cartId}. Success shows the server's message, empties the cart and goes to the
 * new order's page. Failure shows the server's message and stays on the checkout with the
 * address as typed; the cart is fetched again, so a line that ran out of stock shows there with
 * its fix (docs/decisions/060).
 *
 * A checkout attempt is sent once: `submit` does nothing while one is in flight (a double click
 * lands before the button shows as disabled), and the attempt's Idempotency-Key makes the
 * server answer a repeat that got through anyway (another tab, a retried request) with the same
 * order. A failed attempt ends its key; the next one gets a new key.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const attempt = useRef<{ key: string; inFlight: boolean }>({ key: newKey(), inFlight: false });

  const mutation = useMutation({
    mutationFn: placeOrder,
    onSuccess: (response) => {
      // The server emptied the cart in the same transaction; its id stays (docs/API.md).
      queryClient.setQueryData<CartData>(queryKeys.cart, (previous) =>
        previous
          ? { count: 0, cart: { ...previous.cart, products: [], totalCartPrice: 0 } }
          : previous,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      // The profile carries the address of the latest order, which the next checkout offers.
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      // Stock and sold counts changed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.productsAll });
      clearAddressDraft();
      toast.success(response.message);
      void navigate(paths.profileOrder.getHref(response.order._id));
    },
    onError: (error) => {
      attempt.current.key = newKey();
      toast.error(getErrorMessage(error, CHECKOUT_FAILED_MESSAGE));
      // The cart may have changed (a line out of stock): show it as the server has it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
    onSettled: () => {
      attempt.current.inFlight = false;
    },
  });

  const submit = (input: Omit<PlaceOrderInput, 'idempotencyKey'>) => {
    if (attempt.current.inFlight) return;
    attempt.current.inFlight = true;
    mutation.mutate({ ...input, idempotencyKey: attempt.current.key });
  };
  return { submit, isPending: mutation.isPending };
}

/**
 * 128 random bits in hex. Not crypto.randomUUID: browsers offer it only on https and
 * localhost, and the store is also opened over plain http from a phone on the local network.
 */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
