import {
  messageResponseSchema,
  productResponseSchema,
  productsResponseSchema,
  reviewResponseSchema,
} from '@electro/shared';
import type { ProductWithReviews, Review } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, setAuthToken } from '@/lib/auth-token';
import { toast } from '@/lib/toast';
import { makeToken } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import ProductPage from './product-page';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();

const ref = { _id: 'ref', name: 'Phones', slug: 'phones' };
const ok = { success: true as const, message: 'OK' };

const monaReview: Review = {
  _id: 'r1',
  id: 'r1',
  comment: 'Sharp screen, long battery.',
  rate: 4,
  productId: { _id: 'p1', title: 'Pixel 8', imageCover: { secure_url: '/c.webp', public_id: 'c' } },
  createdBy: { _id: 'u1', name: 'Mona', profile: { secure_url: '/uploads/profiles/wide.webp' } },
  createdAt: '2026-11-20T10:00:00.000Z',
  verifiedPurchase: true,
};

const pixel = (reviews: Review[]): ProductWithReviews => ({
  _id: 'p1',
  id: 'p1',
  title: 'Pixel 8',
  slug: 'pixel-8',
  description: 'A phone.',
  price: 699,
  discount: 0,
  priceAfterDiscount: 699,
  stock: 5,
  sold: 0,
  rateAvg: reviews.length ? 4 : 0,
  rateNum: reviews.length,
  category: ref,
  brand: ref,
  imageCover: { secure_url: '/c.webp', public_id: 'c' },
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  reviews,
});

/** The store's side: the product's reviews as posts and deletes leave them. */
function storeWith(initial: Review[]) {
  let reviews = initial;
  const deleted: string[] = [];
  server.use(
    http.get(apiPath('/products/p1'), () =>
      answer(productResponseSchema, { ...ok, product: pixel(reviews) }),
    ),
    http.get(apiPath('/products'), () =>
      answer(productsResponseSchema, {
        ...ok,
        products: [],
        totalProducts: 0,
        page: 1,
        limit: 6,
        totalPages: 0,
      }),
    ),
    http.post(apiPath('/products/p1/reviews/'), () => {
      reviews = [monaReview];
      return answer(
        reviewResponseSchema,
        { ...ok, message: 'Review added successfully', review: monaReview },
        { status: 201 },
      );
    }),
    http.delete(apiPath('/reviews/:id'), ({ params }) => {
      deleted.push(String(params.id));
      reviews = [];
      return answer(messageResponseSchema, {
        success: true,
        message: 'Review deleted successfully',
      });
    }),
  );
  return { deleted };
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  // A wide screen: every tab shown (the tabs read the width with matchMedia).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  setAuthToken(makeToken({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' }));
});
afterEach(() => {
  cleanup();
  clearAuthToken();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const wait = { timeout: 10_000 };

async function openReviews() {
  renderApp(
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
    </Routes>,
    { path: '/product/p1' },
  );
  fireEvent.click(await screen.findByRole('tab', { name: /^Reviews/ }, wait));
}

// The product page's first render loads its lazy parts (the form's chunk, zod): slow when busy.
describe('reviews on the product page', { timeout: 30_000 }, () => {
  it('closes the form after a review and lists it with Delete, in a cropped square avatar', async () => {
    storeWith([]);
    await openReviews();
    fireEvent.change(await screen.findByLabelText('Your review', undefined, wait), {
      target: { value: 'Sharp screen, long battery.' },
    });
    fireEvent.click(screen.getByLabelText('4 stars'));
    const submit = screen.getByRole('button', { name: 'Submit review' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reviews added successfully'));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a review' })).toBeNull());
    // The form had the focus; the note in its place takes it.
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Thanks for your review' }),
    );
    const mine = screen.getByText('Sharp screen, long battery.').closest('li')!;
    expect(within(mine).getByRole('button', { name: 'Delete your review' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Reviews (1)' })).toBeTruthy();

    const avatar = within(mine).getByRole('img', { name: "Mona's profile picture" });
    expect(avatar.className).toContain('object-cover');
    expect(avatar.parentElement?.className.split(' ')).toEqual(
      expect.arrayContaining(['h-12', 'w-12', 'overflow-hidden']),
    );
  });

  it("deletes the customer's own review after the store's dialog, and the form comes back", async () => {
    const { deleted } = storeWith([monaReview]);
    await openReviews();
    expect(await screen.findByText('Thanks for your review', undefined, wait)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete your review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete review' }));

    await waitFor(() => expect(deleted).toEqual(['r1']));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review deleted successfully'));
    expect(await screen.findByRole('tab', { name: 'Reviews (0)' }, wait)).toBeTruthy();
    // Delete went with the review: the focus is on the list, not lost to the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Customer reviews' }),
      ),
    );
    expect(await screen.findByRole('form', { name: 'Add a review' }, wait)).toBeTruthy();
    expect(screen.getByText('No reviews yet. Be the first to review this product.')).toBeTruthy();
  });

  it("offers no Delete on another customer's review", async () => {
    storeWith([{ ...monaReview, createdBy: { _id: 'u2', name: 'Omar', profile: null } }]);
    await openReviews();
    expect(await screen.findByText('Sharp screen, long battery.', undefined, wait)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete your review' })).toBeNull();
    expect(await screen.findByRole('form', { name: 'Add a review' }, wait)).toBeTruthy();
  });
});
