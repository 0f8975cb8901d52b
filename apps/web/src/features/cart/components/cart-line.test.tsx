import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCartLine } from '@/test/fixtures';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import type { CartLineData } from './cart-line';

afterEach(cleanup);

const line = (quantity: number, stock = 10): CartLineData => makeCartLine(quantity, stock);

function renderLine(data: CartLineData, busy = false) {
  const onQuantityChange = vi.fn();
  const onRemove = vi.fn();
  render(
    <MemoryRouter>
      <ul>
        <CartLine line={data} busy={busy} onQuantityChange={onQuantityChange} onRemove={onRemove} />
      </ul>
    </MemoryRouter>,
  );
  return {
    onQuantityChange,
    onRemove,
    minus: screen.getByRole('button', {
      name: 'Decrease quantity of Phone X',
    }) as HTMLButtonElement,
    plus: screen.getByRole('button', { name: 'Increase quantity of Phone X' }) as HTMLButtonElement,
  };
}

describe('cart line', () => {
  it('disables minus at quantity 1 and asks for one more with plus', () => {
    const { minus, plus, onQuantityChange } = renderLine(line(1));
    expect(minus.disabled).toBe(true);
    fireEvent.click(plus);
    expect(onQuantityChange).toHaveBeenCalledWith('p1', 2);
    expect(screen.getByRole('link', { name: 'Phone X' }).getAttribute('href')).toBe('/product/p1');
    // The line total is the unit price the customer pays times the quantity.
    expect(
      screen.getByText((_, element) => element?.textContent === 'Line total: $90'),
    ).toBeTruthy();
  });

  it('disables plus at the stock and both while a change is in flight', () => {
    expect(renderLine(line(3, 3)).plus.disabled).toBe(true);
    cleanup();
    const busy = renderLine(line(2), true);
    expect(busy.minus.disabled).toBe(true);
    expect(busy.plus.disabled).toBe(true);
  });

  it('removes the line', () => {
    const { onRemove } = renderLine(line(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Phone X from cart' }));
    expect(onRemove).toHaveBeenCalledWith('p1');
  });

  it('warns of a product sold out since it was added, and removes it on request', () => {
    const { onRemove } = renderLine(line(2, 0));
    expect(screen.getByText('Phone X is out of stock. Remove it to check out.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove from cart: Phone X' }));
    expect(onRemove).toHaveBeenCalledWith('p1');
  });

  it('warns when fewer are left than the line holds, and lowers it to what is left', () => {
    const { onQuantityChange } = renderLine(line(4, 2));
    expect(
      screen.getByText('Only 2 left of Phone X. Lower the quantity to check out.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lower to 2: Phone X' }));
    expect(onQuantityChange).toHaveBeenCalledWith('p1', 2);
  });

  it('shows no warning for a line the stock covers', () => {
    renderLine(line(2, 2));
    expect(screen.queryByText(/Remove it to check out|Lower the quantity/)).toBeNull();
  });
});

describe('cart summary', () => {
  it('holds checkout back with the reason while a line needs a fix', () => {
    render(
      <MemoryRouter>
        <CartSummary subtotal={90} itemCount={1} blockedReason="Fix the cart first." />
      </MemoryRouter>,
    );
    const proceed = screen.getByRole('button', { name: 'Proceed to checkout' });
    expect((proceed as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Fix the cart first.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
  });
});
