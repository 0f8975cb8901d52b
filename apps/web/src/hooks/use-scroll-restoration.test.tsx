import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import type { NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isReturningToEntry, useScrollRestoration } from './use-scroll-restoration';

let navigate: NavigateFunction = () => undefined;
let scrollTo: ReturnType<typeof vi.fn>;

function Layout() {
  useScrollRestoration();
  navigate = useNavigate();
  return null;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Layout />} />
      </Routes>
    </MemoryRouter>,
  );

const entryOfWindow = () => (window.history.state as { scrollEntry?: string } | null)?.scrollEntry;

/** Stands in for ResizeObserver; calling what it returns reports a change of the page's size. */
function fakeResizeObserver(): () => void {
  let observed: () => void = () => undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = () => undefined;
      }
    },
  );
  return () => observed();
}

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  // One frame later is at once here.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(0);
    return 1;
  });
  window.history.replaceState(null, '');
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('scroll restoration', () => {
  it('names a new entry in history.state and saves its scroll position', () => {
    renderAt('/shop?page=2');
    const entry = entryOfWindow();
    expect(entry).toBeTruthy();
    expect(isReturningToEntry()).toBe(false);
    vi.stubGlobal('scrollY', 640);
    window.dispatchEvent(new Event('scroll'));
    expect(sessionStorage.getItem(`scroll:${entry}:/shop?page=2`)).toBe('640');
  });

  it('returns an entry seen before to its position, and opens a new path at the top', () => {
    window.history.replaceState({ scrollEntry: 'seen' }, '');
    sessionStorage.setItem('scroll:seen:/shop?page=2', '900');
    renderAt('/shop?page=2');
    expect(isReturningToEntry()).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith(0, 900);

    // A link to a product: a history entry the hook has not seen.
    scrollTo.mockClear();
    window.history.replaceState(null, '');
    act(() => void navigate('/product/p1'));
    expect(isReturningToEntry()).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(entryOfWindow()).not.toBe('seen');
  });

  it('holds a reached position while the page settles, until the shopper takes over', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const resized = fakeResizeObserver();
    vi.stubGlobal('scrollY', 900);
    try {
      window.history.replaceState({ scrollEntry: 'seen' }, '');
      sessionStorage.setItem('scroll:seen:/shop?page=2', '900');
      renderAt('/shop?page=2');
      expect(scrollTo).toHaveBeenCalledWith(0, 900);

      // Shorter for a moment, the browser cut the scroll; the page's next change of size
      // (taller again) takes it back to 900.
      vi.stubGlobal('scrollY', 400);
      scrollTo.mockClear();
      resized();
      expect(scrollTo).toHaveBeenCalledWith(0, 900);
      // The page's own scrolls meanwhile are not the shopper's: nothing is saved over 900.
      window.dispatchEvent(new Event('scroll'));
      expect(sessionStorage.getItem('scroll:seen:/shop?page=2')).toBe('900');

      // A shopper's wheel takes over: the page moving again is left alone.
      window.dispatchEvent(new Event('wheel'));
      scrollTo.mockClear();
      resized();
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets go of a reached position after the time it waits at most', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const resized = fakeResizeObserver();
    vi.stubGlobal('scrollY', 900);
    try {
      window.history.replaceState({ scrollEntry: 'seen' }, '');
      sessionStorage.setItem('scroll:seen:/shop?page=2', '900');
      renderAt('/shop?page=2');
      vi.stubGlobal('scrollY', 300);
      scrollTo.mockClear();
      resized();
      // Still held a while after: the page may settle late on a loaded phone.
      expect(scrollTo).toHaveBeenCalledWith(0, 900);
      vi.advanceTimersByTime(15_000);
      scrollTo.mockClear();
      resized();
      expect(scrollTo).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('scroll'));
      expect(sessionStorage.getItem('scroll:seen:/shop?page=2')).toBe('300');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the position when only the query changes in a new entry', () => {
    renderAt('/shop');
    scrollTo.mockClear();
    window.history.replaceState(null, '');
    act(() => void navigate('/shop?brand=apple'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
