import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('writes dollars by default, cents only when there are some', () => {
    expect(formatPrice(5113)).toBe('$5,113');
    expect(formatPrice(494.1)).toBe('$494.10');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(-12.5)).toBe('-$12.50');
  });

  it('writes the sign of the shop’s currency, or its code kept to the amount', () => {
    expect(formatPrice(5113, 'EUR')).toBe('€5,113');
    expect(formatPrice(99.5, 'GBP')).toBe('£99.50');
    // A no-break space: the code never ends a line without its amount.
    expect(formatPrice(5113, 'EGP')).toBe('EGP\u00a05,113');
    expect(formatPrice(-0.5, 'EGP')).toBe('-EGP\u00a00.50');
  });
});
