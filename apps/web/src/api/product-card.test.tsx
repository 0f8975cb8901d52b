import { cartResponseSchema, wishlistResponseSchema } from '@electro/shared';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, setAuthToken } from '@/lib/auth-token';
import { toast } from '@/lib/toast';
import { makeCart, makeToken } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import { ProductCard } from './product-card';
import type { ProductCardProduct } from './product-card';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();

const product = (stock: number): ProductCardProduct => ({
  _id: 'p1',
  title: 'Phone X',
  imageCover: { secure_url: 'http://x/p.webp', public_id: 'p' },
  price: 100,
  priceAfterDiscount: 90,
  discount: 10,
  rateAvg: 4,
  rateNum: 2,
  stock,
});

const cartAnswer = () =>
  answer(cartResponseSchema, { success: true, message: 'Added', count: 1, cart: makeCart() });

beforeEach(() => {
  setAuthToken(makeToken({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' }));
});
afterEach(() => {
  cleanup();
  clearAuthToken();
  vi.clearAllMocks();
});

describe('product card', () => {
  it('adds one unit with one toast when Add to cart is double-clicked', async () => {
    let posts = 0;
    server.use(
      http.post(apiPath('/cart'), async () => {
        posts += 1;
        await delay(50);
        return cartAnswer();
      }),
    );
    renderApp(<ProductCard product={product(5)} />);

    const button = screen.getByRole('button', { name: 'Add to cart: Phone X' });
    fireEvent.click(button);
    fireEvent.click(button);

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Success! Product added to cart'),
    );
    expect(posts).toBe(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('sends one wishlist request for a double click on the heart', async () => {
    let posts = 0;
    server.use(
      http.post(apiPath('/wishlist'), async () => {
        posts += 1;
        await delay(50);
        return answer(wishlistResponseSchema, {
          success: true,
          message: 'Added',
          count: 0,
          wishlist: { products: [] },
        });
      }),
    );
    renderApp(<ProductCard product={product(5)} />);

    const heart = await screen.findByRole('button', { name: 'Add Phone X to wishlist' });
    fireEvent.click(heart);
    fireEvent.click(heart);

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Success! Product added to wishlist'),
    );
    expect(posts).toBe(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('shows a product with no stock as out of stock, with no way to add it', () => {
    renderApp(<ProductCard product={product(0)} />);
    const button = screen.getByRole('button', { name: 'Out of stock: Phone X' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it('fails at once with the failure toast when the browser is offline', async () => {
    server.use(http.post(apiPath('/cart'), () => Response.error()));
    onlineManager.setOnline(false);
    try {
      renderApp(<ProductCard product={product(5)} />);
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Phone X' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to add product.'));
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
