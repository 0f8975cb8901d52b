import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { InAppLinks } from './in-app-links';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderLinks() {
  window.history.replaceState(null, '', '/');
  return render(
    <BrowserRouter>
      <InAppLinks />
      <a href="/shop?page=2">Shop</a>
      <a href="#/pages/delivery">Old delivery link</a>
      <a href="/uploads/products/a.webp">Picture</a>
      <a href="https://other.example/shop">Elsewhere</a>
      <a href="/shop" target="_blank">
        New tab
      </a>
      <a href="#reviews">Reviews</a>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </BrowserRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('plain anchors to app routes', () => {
  it('change the route without a page load, in a new history entry', () => {
    renderLinks();
    const length = window.history.length;
    // fireEvent.click returns false when the default (a page load) was prevented.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Shop' }))).toBe(false);
    expect(where()).toBe('/shop?page=2');
    expect(window.location.pathname).toBe('/shop');
    expect(window.history.length).toBe(length + 1);
  });

  it('open a link written for hash routing at its real address', () => {
    renderLinks();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Old delivery link' }))).toBe(false);
    expect(where()).toBe('/pages/delivery');
  });

  it('leave the browser anything else: modified clicks, other targets, files, other sites, a place on the page', () => {
    renderLinks();
    const shop = screen.getByRole('link', { name: 'Shop' });
    expect(fireEvent.click(shop, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(shop, { button: 1 })).toBe(true);
    for (const name of ['Picture', 'Elsewhere', 'New tab', 'Reviews']) {
      const link = screen.getByRole('link', { name });
      // jsdom would try to load the page: the test takes the default itself, after the app.
      let prevented: boolean | undefined;
      const after = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', after);
      fireEvent.click(link);
      window.removeEventListener('click', after);
      expect(prevented, name).toBe(false);
    }
    expect(where()).toBe('/');
  });
});
