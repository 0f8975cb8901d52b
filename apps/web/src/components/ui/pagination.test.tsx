import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, pageItems } from './pagination';

afterEach(cleanup);

describe('pagination items', () => {
  // From the shop's pagination (features/catalog).
  it('shows the first, the last and a window around the current page', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 18)).toEqual([1, 2, null, 18]);
    expect(pageItems(4, 18)).toEqual([1, 2, 3, 4, 5, null, 18]);
    expect(pageItems(10, 18)).toEqual([1, null, 9, 10, 11, null, 18]);
    expect(pageItems(18, 18)).toEqual([1, null, 17, 18]);
  });

  // From the admin's pagination, whose window showed a few more pages at each end.
  it('lists every page when there are few, and gaps around the current one when many', () => {
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 21)).toEqual([1, 2, null, 21]);
    expect(pageItems(10, 21)).toEqual([1, null, 9, 10, 11, null, 21]);
    expect(pageItems(21, 21)).toEqual([1, null, 20, 21]);
  });

  it('never hides a single page behind a gap', () => {
    for (let total = 1; total <= 12; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const items = pageItems(page, total);
        items.forEach((item, index) => {
          if (item !== null) return;
          const before = items[index - 1] ?? 0;
          const after = items[index + 1] ?? 0;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });
});

describe('Pagination', () => {
  it('renders nothing when everything fits on one page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('as buttons: marks the current page and moves with previous and next', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={3} onPageChange={onPageChange} label="Order pages" />);
    const nav = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('as buttons: disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={2} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    rerender(<Pagination page={2} totalPages={2} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('as links: points each page at its address and shows a summary when asked', () => {
    render(
      <Pagination page={1} totalPages={2} hrefFor={(page) => `/shop?page=${page}`} showSummary />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/shop?page=2',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('rel')).toBe('next');
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(nav.textContent).toContain('Page 1 of 2');
  });
});
