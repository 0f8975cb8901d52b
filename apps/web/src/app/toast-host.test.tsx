import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Whether fetching the toast container's code fails, as it does offline. */
const network = vi.hoisted(() => ({ down: false, fetches: 0 }));

vi.mock('./toast-container', async (importOriginal) => {
  network.fetches += 1;
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(cleanup);

/** The app's providers and toast, their modules fresh: none has fetched the container yet. */
async function freshApp() {
  vi.resetModules();
  const { AppProviders } = await import('./providers');
  const { toast } = await import('@/lib/toast');
  return { AppProviders, toast };
}

describe('a toast asked for while its code cannot be fetched', () => {
  it('leaves the page standing and shows the toast once the connection is back', async () => {
    // React reports the failed import it caught: the sign that the toast gave up for now.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.down = true;
    network.fetches = 0;
    const { AppProviders, toast } = await freshApp();
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

  it('waits for the connection before it fetches its code, then shows', async () => {
    // Offline, a failed import would be kept by the browser for the code it imports: the host
    // renders nothing until the connection is back, although the code (cached by the test
    // before) would come at once.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { AppProviders, toast } = await freshApp();
    render(
      <AppProviders>
        <p>Checkout</p>
      </AppProviders>,
    );
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    act(() => toast.error('The connection is gone.'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('The connection is gone.')).toBeNull();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The connection is gone.')).toBeTruthy();
    onLine.mockRestore();
  });
});
