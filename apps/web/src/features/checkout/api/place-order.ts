import type { OrderResponse, ShoppingAddress } from '@electro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartData } from '@/api/cart';
import { paths } from '@/config/paths';
import { api, getErrorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { isConnectionFailure, isOnline, useOnline } from '@/lib/use-online';
import { clearAddressDraft } from './address-draft';

export const CHECKOUT_FAILED_MESSAGE = 'Checkout failed. Please try again.';
export const OFFLINE_BEFORE_MESSAGE =
  'You are offline. Pay Now still takes your order and sends it when the connection is back.';
export const OFFLINE_QUEUED_MESSAGE =
  'The connection is gone. Your order will be sent as soon as it is back; keep this page open.';
export const RESENDING_MESSAGE = 'The connection is back. Sending your order…';
export const UNREACHABLE_MESSAGE =
  'The store could not be reached, so your order is not confirmed. Press Pay Now to try again: it will not be placed twice.';

export type PlaceOrderInput = {
  cartId: string;
  shoppingAddress: ShoppingAddress;
  /** One per checkout attempt: the server answers a repeat with the order it already made. */
  idempotencyKey: string;
  /** Ends the request when the browser goes offline (the attempt then waits to be sent again). */
  signal?: AbortSignal;
};

export function placeOrder(input: PlaceOrderInput) {
  return api.post<OrderResponse>(
    `/orders/${encodeURIComponent(input.cartId)}`,
    { shoppingAddress: input.shoppingAddress },
    { headers: { 'Idempotency-Key': input.idempotencyKey }, signal: input.signal },
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
 *
 * A lost connection is the exception (docs/decisions/086): the attempt keeps its key, since the
 * server may have made the order before the answer was lost. Offline (navigator.onLine false, the
 * `offline` event, which also ends a request in flight) the attempt waits and is sent again with
 * that key on the `online` event; a request that failed while the browser still thinks it is
 * online is sent again, with the same key, when Pay Now is pressed. `note` says which, in words.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const online = useOnline();
  const attempt = useRef<{ key: string; inFlight: boolean; controller?: AbortController }>({
    key: newKey(),
    inFlight: false,
  });
  // The attempt that waits for the connection, and what the shopper is told about it.
  const waiting = useRef<Omit<PlaceOrderInput, 'idempotencyKey' | 'signal'> | null>(null);
  const [connection, setConnection] = useState<'queued' | 'resending' | 'unreachable' | null>(null);

  const mutation = useMutation({
    mutationFn: placeOrder,
    onSuccess: (response) => {
      setConnection(null);
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
    onError: (error, input) => {
      if (isConnectionFailure(error)) {
        // The key stays: a repeat of an order the server did make answers with that order.
        if (isOnline()) {
          setConnection('unreachable');
        } else {
          waiting.current = { cartId: input.cartId, shoppingAddress: input.shoppingAddress };
          setConnection('queued');
        }
        return;
      }
      setConnection(null);
      attempt.current.key = newKey();
      toast.error(getErrorMessage(error, CHECKOUT_FAILED_MESSAGE));
      // The cart may have changed (a line out of stock): show it as the server has it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
    onSettled: () => {
      attempt.current.inFlight = false;
      attempt.current.controller = undefined;
    },
  });
  const { mutate } = mutation;

  const send = useCallback(
    (input: Omit<PlaceOrderInput, 'idempotencyKey' | 'signal'>) => {
      attempt.current.inFlight = true;
      const controller = new AbortController();
      attempt.current.controller = controller;
      mutate({ ...input, idempotencyKey: attempt.current.key, signal: controller.signal });
    },
    [mutate],
  );

  useEffect(() => {
    const onOffline = () => attempt.current.controller?.abort();
    const onOnline = () => {
      const input = waiting.current;
      if (!input || attempt.current.inFlight) return;
      waiting.current = null;
      setConnection('resending');
      send(input);
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [send]);

  const submit = (input: Omit<PlaceOrderInput, 'idempotencyKey' | 'signal'>) => {
    if (attempt.current.inFlight || waiting.current) return;
    if (!isOnline()) {
      waiting.current = input;
      setConnection('queued');
      return;
    }
    setConnection(null);
    send(input);
  };

  const note =
    connection === 'queued'
      ? OFFLINE_QUEUED_MESSAGE
      : connection === 'resending'
        ? RESENDING_MESSAGE
        : connection === 'unreachable'
          ? UNREACHABLE_MESSAGE
          : online
            ? null
            : OFFLINE_BEFORE_MESSAGE;
  return { submit, isPending: mutation.isPending || connection === 'queued', note };
}

/**
 * 128 random bits in hex. Not crypto.randomUUID: browsers offer it only on https and
 * localhost, and the store is also opened over plain http from a phone on the local network.
 */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
