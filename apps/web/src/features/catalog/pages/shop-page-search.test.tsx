import { productsResponseSchema } from '@electro/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import ShopPage from './shop-page';

startMockApi();
afterEach(cleanup);

/** Answers nothing found, with the correction the API would offer for each search. */
function answerNothing(corrections: Record<string, string | null>) {
  server.use(
    http.get(apiPath('/products'), ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      return answer(productsResponseSchema, {
        success: true,
        message: 'OK',
        products: [],
        totalProducts: 0,
        page: 1,
        limit: 12,
        totalPages: 0,
        ...(search ? { didYouMean: corrections[search] ?? null } : {}),
      });
    }),
  );
}

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

const renderShop = (path: string) =>
  renderApp(
    <>
      <ShopPage />
      <Address />
    </>,
    { path, routes: {} },
  );

describe('shop search that finds nothing', { timeout: 20_000 }, () => {
  it('says so and offers the corrected search as a link that runs it', async () => {
    answerNothing({ hedphones: 'headphones', headphones: null });
    renderShop('/shop?search=hedphones&sort=price');
    expect(
      await screen.findByRole('heading', { name: 'No products found for “hedphones”' }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Did you mean headphones?' });
    // The shop as it was (its sort kept), with the corrected search.
    expect(link.getAttribute('href')).toBe('/shop?search=headphones&sort=price');
    // Said to screen readers with the count, not only shown.
    expect(screen.getByText('No products match. Did you mean headphones?')).toBeTruthy();
    link.click();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
        '?search=headphones&sort=price',
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'No products found for “headphones”' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Did you mean/ })).toBeNull();
  });

  it('offers no correction when the API has none', async () => {
    answerNothing({});
    renderShop('/shop?search=zzqx');
    expect(
      await screen.findByRole('heading', { name: 'No products found for “zzqx”' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Did you mean/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Show all products' })).toBeTruthy();
  });
});
