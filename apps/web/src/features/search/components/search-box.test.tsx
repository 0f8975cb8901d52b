import { productsResponseSchema } from '@electro/shared';
import type { Product } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import { SearchBox } from './search-box';

startMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const ref = { _id: 'ref', name: 'Google', slug: 'google' };
const product = (id: string, title: string, price: number, discount = 0): Product => ({
  _id: id,
  id,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  description: `${title}, a phone.`,
  price,
  discount,
  priceAfterDiscount: Math.round(price * (100 - discount)) / 100,
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
});

const pixels = [product('p7a', 'Pixel 7a', 499), product('p8', 'Pixel 8', 699, 20)];

/** Answers the suggestions and records what they asked for. */
function answerSearch(asked: URLSearchParams[]) {
  server.use(
    http.get(apiPath('/products'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return answer(productsResponseSchema, {
        success: true,
        message: 'OK',
        products: pixels,
        totalProducts: pixels.length,
        page: 1,
        limit: 8,
        totalPages: 1,
      });
    }),
  );
}

function ShopStub() {
  const location = useLocation();
  return <h1>Shop {location.search}</h1>;
}

const renderBox = () =>
  renderApp(<SearchBox id="search" />, { path: '/', routes: { '/shop': <ShopStub /> } });

describe('header search', () => {
  it('asks for the best matches first and shows each price as the cards do', async () => {
    const asked: URLSearchParams[] = [];
    answerSearch(asked);
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'pix' } });
    const options = await screen.findAllByRole('option', {}, { timeout: 5_000 });
    expect(options.map((option) => option.textContent)).toEqual([
      'Pixel 7a$499',
      'Pixel 8$559.20Was $699',
    ]);
    expect(asked[0]?.get('search')).toBe('pix');
    expect(asked[0]?.get('sort')).toBe('relevance');

    // Arrows set the active option for screen readers; Escape closes the list and keeps the text.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('pix');
  });

  it('opens the shop with the search, by relevance, on Enter without a picked suggestion', async () => {
    answerSearch([]);
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: '  pixel 7a ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Shop ?search=pixel+7a&sort=relevance',
      ),
    );
  });

  it('offers the corrected search when the typed one finds nothing', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiPath('/products'), ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        asked.push(search);
        return answer(productsResponseSchema, {
          success: true,
          message: 'OK',
          products: [],
          totalProducts: 0,
          page: 1,
          limit: 8,
          totalPages: 0,
          didYouMean: search === 'hedphnes' ? 'headphones' : null,
        });
      }),
    );
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'hedphnes' } });
    const option = await screen.findByRole('option', {}, { timeout: 5_000 });
    expect(option.textContent).toBe('Did you mean headphones?');
    expect(option.querySelector('a')?.getAttribute('href')).toBe(
      '/shop?search=headphones&sort=relevance',
    );
    // The keyboard reaches it like a product: Down marks it, Enter runs the corrected search.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Shop ?search=headphones&sort=relevance',
      ),
    );
  });

  it('offers nothing to pick when nothing is found and nothing is close', async () => {
    server.use(
      http.get(apiPath('/products'), () =>
        answer(productsResponseSchema, {
          success: true,
          message: 'OK',
          products: [],
          totalProducts: 0,
          page: 1,
          limit: 8,
          totalPages: 0,
          didYouMean: null,
        }),
      ),
    );
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'zzqx' } });
    expect(await screen.findByText('No products found', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
    // Enter still opens the shop with the text as typed.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Shop ?search=zzqx&sort=relevance',
      ),
    );
  });

  it('opens the picked suggestion on Enter', async () => {
    answerSearch([]);
    renderApp(<SearchBox id="search" />, {
      path: '/',
      routes: { '/product/:id': <h1>Product page</h1> },
    });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'pix' } });
    await screen.findAllByRole('option', {}, { timeout: 5_000 });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeTruthy();
  });
});
