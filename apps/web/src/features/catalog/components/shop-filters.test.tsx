import {
  brandsResponseSchema,
  categoriesResponseSchema,
  productFacetsResponseSchema,
} from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { Profiler, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import { DEFAULT_SHOP_FILTER } from './shop-params';
import { ShopFilters } from './shop-filters';

startMockApi();
afterEach(cleanup);

const ok = { success: true as const, message: 'OK' };
const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const entity = (slug: string, name: string) => ({
  _id: slug,
  id: slug,
  name,
  slug,
  image: { secure_url: `/uploads/${slug}.webp`, public_id: slug },
  ...stamp,
});

/** Two categories and two brands; the counts answer by the brand the draft ticks. */
function answerLists(facets: 'counted' | 'failing', asked: URLSearchParams[] = []) {
  server.use(
    http.get(apiPath('/categories'), () =>
      answer(categoriesResponseSchema, {
        ...ok,
        categories: [entity('phones', 'Phones'), entity('laptops', 'Laptops')],
      }),
    ),
    http.get(apiPath('/brands'), () =>
      answer(brandsResponseSchema, {
        ...ok,
        brands: [entity('google', 'Google'), entity('dell', 'Dell')],
      }),
    ),
    http.get(apiPath('/products/facets'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (facets === 'failing') return failure(503, 'Service Unavailable');
      const google = query.get('brand') === 'google';
      const ref = (slug: string, name: string, count: number) => ({
        _id: slug,
        name,
        slug,
        count,
      });
      return answer(productFacetsResponseSchema, {
        ...ok,
        facets: {
          categories: [
            ref('phones', 'Phones', google ? 3 : 5),
            ref('laptops', 'Laptops', google ? 0 : 4),
          ],
          brands: [ref('google', 'Google', 3), ref('dell', 'Dell', 6)],
          price: { min: 10, max: 900 },
          rating: [{ min: 4, count: 2 }],
          inStock: google ? 2 : 8,
          total: google ? 3 : 9,
        },
      });
    }),
  );
}

const renderFilters = (onApply = vi.fn()) =>
  renderApp(
    <ShopFilters id="filters" value={DEFAULT_SHOP_FILTER} onApply={onApply} onClear={vi.fn()} />,
  );

describe('shop filter counts', () => {
  it('asks for no counts while the sidebar is hidden, and for them once it shows', async () => {
    const asked: URLSearchParams[] = [];
    answerLists('counted', asked);
    function Sidebar() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Filters
          </button>
          <ShopFilters
            id="filters"
            value={DEFAULT_SHOP_FILTER}
            onApply={vi.fn()}
            onClear={vi.fn()}
            countsWanted={shown}
          />
        </>
      );
    }
    renderApp(<Sidebar />);
    await screen.findByLabelText(/^Phones/);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
  });

  it('counts each option for the draft and disables, with a reason, what would list nothing', async () => {
    const asked: URLSearchParams[] = [];
    answerLists('counted', asked);
    const onApply = vi.fn();
    renderFilters(onApply);
    expect(await screen.findByText('9 products match these filters')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Laptops\s*\(4 products\)$/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^In stock only\s*\(8 products\)$/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /^Google\s*\(3 products\)$/ }));
    expect(await screen.findByText('3 products match these filters')).toBeTruthy();
    expect(asked.at(-1)?.get('brand')).toBe('google');
    const laptops = screen.getByRole('checkbox', { name: /^Laptops\s*\(0 products\)$/ });
    expect(laptops.getAttribute('aria-disabled')).toBe('true');
    expect(laptops.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(laptops.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('No products match this with the other filters');
    // That a click leaves it unticked is for a real browser: e2e/shop-facets.e2e.ts.

    fireEvent.click(screen.getByRole('checkbox', { name: /^In stock only/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filter' }));
    expect(onApply).toHaveBeenCalledWith({
      ...DEFAULT_SHOP_FILTER,
      brand: ['google'],
      inStock: true,
    });
  });

  it('stays still while the draft rests instead of drawing itself again and again', async () => {
    answerLists('counted');
    let commits = 0;
    renderApp(
      <Profiler id="filters" onRender={() => (commits += 1)}>
        <ShopFilters id="filters" value={DEFAULT_SHOP_FILTER} onApply={vi.fn()} onClear={vi.fn()} />
      </Profiler>,
    );
    expect(await screen.findByText('9 products match these filters')).toBeTruthy();
    const rest = () => new Promise((resolve) => setTimeout(resolve, 1000));
    await rest();
    const settled = commits;
    // Longer than the counts' debounce (250 ms), several times over.
    await rest();
    expect(commits).toBe(settled);
  });

  it('keeps the filters usable without counts when the counts fail', async () => {
    answerLists('failing');
    const onApply = vi.fn();
    renderFilters(onApply);
    expect(
      await screen.findByText(
        'Product counts are unavailable; the filters still work.',
        undefined,
        {
          timeout: 15_000,
        },
      ),
    ).toBeTruthy();
    const phones = screen.getByRole('checkbox', { name: 'Phones' });
    expect(phones.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(phones);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({ ...DEFAULT_SHOP_FILTER, category: ['phones'] }),
    );
  });
});
