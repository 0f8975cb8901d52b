import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { AppProviders } from './providers';

/** How often the toast container's code was asked for. */
const asked = vi.hoisted(() => ({ times: 0 }));

vi.mock('./toast-container', async (importOriginal) => {
  asked.times += 1;
  return importOriginal();
});

afterEach(cleanup);

describe('a toast asked for offline', () => {
  it('waits for the connection before it fetches its code, then shows', async () => {
    // Offline, a failed import would be kept by the browser for the code it imports: the host
    // renders nothing until the connection is back, although here the code would come at once.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <AppProviders>
        <p>Checkout</p>
      </AppProviders>,
    );
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    act(() => toast.error('The connection is gone.'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(asked.times).toBe(0);
    expect(screen.queryByText('The connection is gone.')).toBeNull();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The connection is gone.')).toBeTruthy();
    expect(asked.times).toBe(1);
    onLine.mockRestore();
  });
});
