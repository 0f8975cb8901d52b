import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

afterEach(cleanup);

describe('LoadError', () => {
  it('announces what failed and asks again on Try again', () => {
    const retry = vi.fn();
    render(
      <LoadError
        title="We could not load the brands"
        message="Check your connection and try again."
        onRetry={retry}
        actions={<button type="button">Clear filters</button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h2')?.textContent).toBe('We could not load the brands');
    expect(alert.textContent).toContain('Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('names a whole page at level 1, and offers no Try again without a retry', () => {
    render(<LoadError title="Could not load this order" headingLevel={1} message="Gone." />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Could not load this order' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the button busy while the new attempt runs', () => {
    render(<LoadError message="Failed to fetch orders." onRetry={() => undefined} retrying />);
    const button = screen.getByRole('button', { name: /Try again/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
