import { describe, expect, it } from 'vitest';
import { accountChanges, nonEmptyFields } from './account';
import { avatarFileProblem } from './avatar';
import { orderNumber, orderSubtotal } from './orders';

const user = { name: 'Mona', email: 'mona@example.com', address: 'Cairo', phone: '' };

describe('account update body', () => {
  it('leaves blank fields out before validation', () => {
    expect(nonEmptyFields({ name: 'Mona', email: '  ', address: '', phone: '0101' })).toEqual({
      name: 'Mona',
      phone: '0101',
    });
  });

  it('sends only what differs from the saved profile', () => {
    expect(
      accountChanges({ name: 'Mona', email: 'new@example.com', address: 'Cairo' }, user),
    ).toEqual({ email: 'new@example.com' });
    expect(accountChanges({ name: 'Mona' }, user)).toEqual({});
  });
});

describe('order history', () => {
  it('numbers orders from the oldest across pages (newest first)', () => {
    // 7 orders, 5 a page: page 1 shows 7..3, page 2 shows 2..1.
    expect(orderNumber({ total: 7, page: 1, limit: 5, index: 0 })).toBe(7);
    expect(orderNumber({ total: 7, page: 1, limit: 5, index: 4 })).toBe(3);
    expect(orderNumber({ total: 7, page: 2, limit: 5, index: 1 })).toBe(1);
  });

  it('adds the lines up, skipping a missing price', () => {
    const items = [
      { price: 10.5, quantity: 2 },
      { price: Number.NaN, quantity: 1 },
      { price: 3, quantity: 1 },
    ];
    expect(orderSubtotal({ orderItems: items as never })).toBe(24);
  });
});

describe('avatar file', () => {
  it('accepts the image types the API takes, up to 5 MiB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toMatch(/image file/);
    expect(avatarFileProblem({ type: 'application/pdf', size: 1000 })).toMatch(/image file/);
    expect(avatarFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toMatch(/5 MB/);
  });
});
