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
  it("reads 'Unexpected Application Error!' with the error's message", () => {
    failure = new Error('Cannot read the product');
    renderAt('/shop');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByText('Cannot read the product')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('#/');
    expect(document.title).toBe('Error | Electro');
  });

  it('shows the status of a failed API call', () => {
    failure = new ApiError({ status: 503, message: 'Service Unavailable' });
    renderAt('/shop');
    expect(screen.getByText('503 Service Unavailable')).toBeTruthy();
  });

  it('clears when the visitor goes to another page', () => {
    failure = new Error('Broken page');
    renderAt('/broken');
    expect(screen.getByText('Broken page')).toBeTruthy();
    failure = null;
    act(() => navigateTo('/shop'));
    expect(screen.getByText('Page content')).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
