import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAuthToken, setAuthToken } from '@/lib/auth-token';
import { makeToken } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startMockApi } from '@/test/server';
import ReviewForm from './product-review-form';

startMockApi();

beforeEach(() =>
  setAuthToken(makeToken({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' })),
);
afterEach(() => {
  cleanup();
  clearAuthToken();
});

describe('review form', () => {
  it('clears "Rating is required" as soon as a star is picked, in a line kept for it', async () => {
    renderApp(<ReviewForm productId="p1" />);
    const comment = screen.getByLabelText('Your review');
    fireEvent.change(comment, { target: { value: 'Works well, fast delivery.' } });
    fireEvent.blur(comment);
    const message = await screen.findByText(/rating/i, { selector: '.field-error' });
    const line = message;

    // The star is picked; nothing has blurred yet (the pointer is on its way to Submit).
    fireEvent.click(screen.getByLabelText('4 stars'));

    await waitFor(() => expect(line.textContent).toBe(''));
    // The message's line stays in the page, empty, so Submit review does not move.
    expect(line.isConnected).toBe(true);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Submit review' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });
});
