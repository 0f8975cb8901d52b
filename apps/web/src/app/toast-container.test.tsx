import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import AppToastContainer, { TOAST_WIDE_QUERY } from './toast-container';

/** A window as wide as asked: matchMedia answers the toasts' width query accordingly. */
function stubWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === TOAST_WIDE_QUERY ? wide : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function showToast(message: string) {
  render(<AppToastContainer />);
  // The container takes the waiting messages one task after it mounts.
  await act(() => new Promise((resolve) => setTimeout(resolve)));
  act(() => toast.success(message));
  const shown = await screen.findByText(message);
  return shown.closest('.Toastify__toast-container');
}

describe('toast placement (docs/PRODUCT.md §8)', () => {
  it('puts toasts bottom-right on a wide screen, away from the header badges', async () => {
    stubWidth(true);
    const container = await showToast('Success! Product added to cart');
    expect(container?.className).toContain('Toastify__toast-container--bottom-right');
    expect(container?.className).not.toMatch(/--top-/);
  });

  it('puts toasts at the top of a phone screen, just below the header, as alerts', async () => {
    stubWidth(false);
    // The sticky header as a phone lays it out: its bottom edge 72 px from the screen's top.
    const header = document.createElement('header');
    header.getBoundingClientRect = () => ({ bottom: 72 }) as DOMRect;
    document.body.append(header);
    try {
      const container = await showToast('Product removed from wishlist');
      expect(container?.className).toContain('Toastify__toast-container--top-center');
      expect((container as HTMLElement | null)?.style.top).toBe('72px');
      expect(screen.getByRole('alert').textContent).toContain('Product removed from wishlist');
    } finally {
      header.remove();
    }
  });
});
