import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { startMockApi } from '@/test/server';
import { AppRoutes } from '../router';

// An empty shop answers (src/test/server.ts): the layout is what is under test.
startMockApi();
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) => renderApp(<AppRoutes />, { path });

describe('public layout', () => {
  it('renders the header for a guest, a lazy page and the theme switch', async () => {
    renderAt('/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cart' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
    expect(screen.getAllByText('Guest').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('switch', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('isDark')).toBe('true');
  });

  it('sends a guest away from the admin area to /login', async () => {
    renderAt('/admin/products');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});
