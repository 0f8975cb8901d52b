import type { Product } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductSummary } from './product-summary';
import { clearAuthToken, setAuthToken } from '@/lib/auth-token';
import { toast } from '@/lib/toast';
import { makeToken } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { apiPath, server, startMockApi } from '@/test/server';
import { ADMIN_SHOPPING_MESSAGE } from '@/api/cart';
import { ProductCard } from '@/api/product-card';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();

const ref = { _id: 'ref', name: 'Google', slug: 'google' };
const phone: Product = {
  _id: 'p1',
  id: 'p1',
  title: 'Phone X',
  slug: 'phone-x',
  description: 'A phone.',
  price: 100,
  discount: 10,
  priceAfterDiscount: 90,
  stock: 5,
  sold: 0,
  rateAvg: 4,
  rateNum: 2,
  category: ref,
  brand: ref,
  imageCover: { secure_url: 'http://x/p.webp', public_id: 'p' },
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** Counts what reaches the cart and wishlist: an admin's click must send nothing. */
let requests = 0;
beforeEach(() => {
  requests = 0;
  server.use(
    http.post(apiPath('/cart'), () => {
      requests += 1;
      return new Response(null, { status: 500 });
    }),
    http.post(apiPath('/wishlist'), () => {
      requests += 1;
      return new Response(null, { status: 500 });
    }),
  );
  setAuthToken(makeToken({ userId: 'a1', name: 'Owner', email: 'o@x.io', role: 'admin' }));
});
afterEach(() => {
  cleanup();
  clearAuthToken();
  vi.clearAllMocks();
});

describe('an admin browsing the store (decision 083)', () => {
  it('is told why a card adds nothing to the cart or the wishlist, and nothing is sent', async () => {
    renderApp(<ProductCard product={phone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Phone X' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Phone X to wishlist' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(ADMIN_SHOPPING_MESSAGE));
    expect(toast.success).not.toHaveBeenCalled();
    expect(requests).toBe(0);
  });

  it("sees the product page's Add to cart disabled, with the reason beside it", () => {
    renderApp(<ProductSummary product={phone} onShowReviews={() => {}} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(ADMIN_SHOPPING_MESSAGE);
    expect(screen.getByText(ADMIN_SHOPPING_MESSAGE)).toBeTruthy();
  });

  it('lets a customer add as before', async () => {
    setAuthToken(makeToken({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' }));
    renderApp(<ProductSummary product={phone} onShowReviews={() => {}} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(ADMIN_SHOPPING_MESSAGE)).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(requests).toBe(1));
  });
});
