import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { AppProviders } from './providers';

afterEach(cleanup);

describe('toasts', () => {
  it('shows the first message, asked for before the toast container has loaded, and the next ones', async () => {
    // StrictMode, as the app runs: in development it mounts, unmounts and mounts the
    // container again, which empties react-toastify's store.
    render(
      <StrictMode>
        <AppProviders>
          <p>Page</p>
        </AppProviders>
      </StrictMode>,
    );
    expect(document.querySelector('.Toastify')).toBeNull();

    act(() => {
      toast.success('Account created successfully.');
      toast.error('Something went wrong on our side.');
    });
    expect(await screen.findByText('Account created successfully.')).toBeTruthy();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();

    act(() => toast.info('Logged in successfully'));
    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
  });
});
