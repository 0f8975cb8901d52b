import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { RouteErrorBoundary } from './route-error-boundary';

let failure: unknown = null;

function Failing() {
  if (failure) throw failure;
  return <p>Page content</p>;
}

let navigateTo: (path: string) => void = () => undefined;
function NavigateHandle() {
  navigateTo = useNavigate();
  return null;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavigateHandle />
      <RouteErrorBoundary>
        <Routes>
          <Route path="*" element={<Failing />} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );

beforeEach(() => {
  // The boundary reports what it caught; keep the test output quiet.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  failure = null;
  vi.restoreAllMocks();
});

describe('the application error page', () => {
  it("reads 'Unexpected Application Error!' with a sentence, never the error's own text", () => {
    failure = new TypeError("Cannot read properties of undefined (reading 'title')");
    renderAt('/shop');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByText('Something went wrong on this page. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/properties of undefined/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Error | Electro');
  });

  it('shows the status of a failed API call with the server message', () => {
    failure = new ApiError({ status: 503, message: 'Service Unavailable', fromServer: true });
    renderAt('/shop');
    expect(screen.getByText('503 Service Unavailable')).toBeTruthy();
  });

  it('says a page that failed to download in words, with Try again that renders it again', () => {
    failure = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/shop-page-x1.js',
    );
    renderAt('/shop');
    expect(
      screen.getByText('This page could not be loaded. Check your connection and try again.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/http|\.js/);
    failure = null;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByText('Page content')).toBeTruthy();
  });

  it('clears when the visitor goes to another page', () => {
    failure = new Error('Broken page');
    renderAt('/broken');
    expect(screen.getByText('Unexpected Application Error!')).toBeTruthy();
    failure = null;
    act(() => navigateTo('/shop'));
    expect(screen.getByText('Page content')).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
