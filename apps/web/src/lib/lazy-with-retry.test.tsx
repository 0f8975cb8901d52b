import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetFailedImports, isChunkLoadError, lazyWithRetry } from './lazy-with-retry';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

const renderPage = (Page: ComponentType) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('lazyWithRetry', () => {
  it('imports again on the next render after a failed import', async () => {
    let offline = true;
    const load = vi.fn(() =>
      offline
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: x.js'))
        : Promise.resolve({ default: () => <p>Page</p> }),
    );
    const Page = lazyWithRetry(load);

    renderPage(Page);
    expect(await screen.findByText('Failed')).toBeTruthy();
    cleanup();
    offline = false;
    forgetFailedImports();

    // The next visit (the error boundary reset by a navigation) renders the page again.
    await act(async () => {
      renderPage(Page);
      await Promise.resolve();
    });
    expect(await screen.findByText('Page')).toBeTruthy();
  });

  it('shows the failure rather than retrying at once while the import keeps failing', async () => {
    const load = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: x.js')),
    );
    const Page = lazyWithRetry(load);
    renderPage(Page);
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    forgetFailedImports();
  });

  it('imports once when it succeeds', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>Page</p> }));
    const Page = lazyWithRetry(load);
    renderPage(Page);
    expect(await screen.findByText('Page')).toBeTruthy();
    cleanup();
    renderPage(Page);
    expect(await screen.findByText('Page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells a chunk that failed to load from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: a'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read the product'))).toBe(false);
  });
});
