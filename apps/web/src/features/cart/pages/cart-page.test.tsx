import { cartResponseSchema } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, setAuthToken } from '@/lib/auth-token';
import { makeCart, makeCartLine, makeToken } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import CartPage from './cart-page';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();

const cart = makeCart({ totalCartPrice: 90, products: [makeCartLine(1, 5)] });

beforeEach(() =>
  setAuthToken(makeToken({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' })),
);
afterEach(() => {
  cleanup();
  clearAuthToken();
  vi.unstubAllGlobals();
});

describe('cart page', () => {
  it("asks with the store's own dialog before clearing, and keeps the cart on No", async () => {
    // The browser's confirm box is never used.
    const browserConfirm = vi.fn(() => true);
    vi.stubGlobal('confirm', browserConfirm);
    let clears = 0;
    server.use(
      http.get(apiPath('/cart'), () =>
        answer(cartResponseSchema, { success: true, message: 'Cart', count: 1, cart }),
      ),
      http.put(apiPath('/cart'), () => {
        clears += 1;
        return answer(cartResponseSchema, {
          success: true,
          message: 'Cart cleared',
          count: 0,
          cart: makeCart(),
        });
      }),
    );
    renderApp(<CartPage />, { path: '/cart' });
    const clear = await screen.findByRole('button', { name: 'Clear Cart' });

    fireEvent.click(clear);
    const dialog = await screen.findByRole('dialog', { name: 'Clear your cart?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(clears).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const again = await screen.findByRole('dialog', { name: 'Clear your cart?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Clear Cart' }));
    await waitFor(() => expect(clears).toBe(1));
    expect(browserConfirm).not.toHaveBeenCalled();
  });
});
