import { cartResponseSchema, wishlistResponseSchema } from '@electro/shared';
import type { Product } from '@electro/shared';
import { act, cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { clearAuthToken, getAuthToken, setAuthToken } from '@/lib/auth-token';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { makeCart, makeCartLine } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import { Header } from './header';

startMockApi();
afterEach(() => {
  cleanup();
  clearAuthToken();
  queryClient.clear();
});

const base64url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A customer's token, expiring `exp` (seconds since the epoch) when given. */
const tokenFor = (exp?: number) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(
    JSON.stringify({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user', exp }),
  )}.sig`;

const ref = { _id: 'ref', name: 'Google', slug: 'google' };
const pixel: Product = {
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
  rateAvg: 4,
  rateNum: 1,
  category: ref,
  brand: ref,
  imageCover: { secure_url: '/uploads/a.webp', public_id: 'a' },
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A customer with one cart line and one wishlisted product, and the header showing them. */
async function signedInHeader(token: string) {
  const line = makeCartLine();
  server.use(
    http.get(apiPath('/cart'), () =>
      answer(cartResponseSchema, {
        success: true,
        message: 'OK',
        count: 1,
        cart: makeCart({ products: [line] }),
      }),
    ),
    http.get(apiPath('/wishlist'), () =>
      answer(wishlistResponseSchema, {
        success: true,
        message: 'OK',
        count: 1,
        wishlist: { products: [pixel] },
      }),
    ),
  );
  setAuthToken(token);
  renderApp(<Header />, { queryClient });
  // The first render of the header loads its modules: slow on a busy machine.
  const wait = { timeout: 10_000 };
  expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' }, wait)).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'Cart, 1 item' }, wait)).toBeTruthy();
  expect(screen.getAllByText('Mona').length).toBeGreaterThan(0);
}

function expectSignedOutHeader() {
  expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
  expect(screen.queryAllByText('Mona')).toEqual([]);
  expect(screen.getAllByText('Guest').length).toBeGreaterThan(0);
}

describe('the session in the cache', () => {
  it('signs the header out at the first 401, without a reload', async () => {
    await signedInHeader(tokenFor());
    queryClient.setQueryData(queryKeys.admin.stats, { orders: 3 });
    server.use(
      http.post(apiPath('/cart'), () =>
        failure(401, 'Your session is invalid or has expired. Please log in again.'),
      ),
    );
    await act(async () => {
      await api.post('/cart', { productId: 'p1' }).catch(() => undefined);
    });
    expect(getAuthToken()).toBeNull();
    expectSignedOutHeader();
    // Every user-bound entry went with it, the admin's lists included.
    for (const key of [queryKeys.user, queryKeys.cart, queryKeys.wishlist, queryKeys.admin.all]) {
      expect(queryClient.getQueriesData({ queryKey: key }).map(([, data]) => data)).not.toContain(
        expect.anything(),
      );
    }
    expect(queryClient.getQueryData(queryKeys.admin.stats)).toBeUndefined();
  });

  it("ends the session when the token's expiry passes, while its cookie lasts", async () => {
    await signedInHeader(tokenFor(Math.floor(Date.now() / 1000) + 2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_100)));
    expect(getAuthToken()).toBeNull();
    expectSignedOutHeader();
  });
});
