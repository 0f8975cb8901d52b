import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { AppProviders } from './providers';

/** Whether fetching the toast container's code fails, as it does offline. */
const network = vi.hoisted(() => ({ down: true, fetches: 0 }));

vi.mock('./toast-container', async (importOriginal) => {
  network.fetches += 1;
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(cleanup);

describe('a toast asked for while its code cannot be fetched', () => {
  it('leaves the page standing and shows the toast once the connection is back', async () => {
    // React reports the failed import it caught: the sign that the toast gave up for now.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders>
        <p>Checkout</p>
      </AppProviders>,
    );
    act(() => toast.error('You are offline. Your order will be sent when you are back online.'));
    await vi.waitFor(() => expect(reported).toHaveBeenCalled(), { timeout: 3_000 });
    expect(network.fetches).toBe(1);
    // The page is still there: the failed import took the toast down, not the app.
    expect(screen.getByText('Checkout')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    network.down = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(
      await screen.findByText('You are offline. Your order will be sent when you are back online.'),
    ).toBeTruthy();
    expect(network.fetches).toBe(2);
    expect(screen.getByText('Checkout')).toBeTruthy();
  });
});
