import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('drops the cents of a whole price and groups thousands', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(999)).toBe('$999');
    expect(formatPrice(1299)).toBe('$1,299');
    expect(formatPrice(1234567)).toBe('$1,234,567');
  });

  it('shows two decimals when there are cents, rounded to the cent', () => {
    expect(formatPrice(494.1)).toBe('$494.10');
    expect(formatPrice(1999.05)).toBe('$1,999.05');
    expect(formatPrice(12.345)).toBe('$12.35');
    expect(formatPrice(0.999)).toBe('$1');
  });

  it('matches the en-US number format for every amount it is given', () => {
    const intlWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const intlCents = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const value of [1, 7.5, 49.99, 100, 298.5, 1000, 1000.01, 65432.1, 999999.99]) {
      const rounded = Math.round(value * 100) / 100;
      const intl = (Number.isInteger(rounded) ? intlWhole : intlCents).format(rounded);
      expect(formatPrice(value)).toBe(`$${intl}`);
    }
  });
});
