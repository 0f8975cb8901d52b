import { describe, expect, it } from 'vitest';
import { firstOf } from './search-matches';

describe('firstOf', () => {
  const ascending = (a: number, b: number) => a < b;

  it('gives the first k in order, as a full sort would', () => {
    const values = Int32Array.from({ length: 2000 }, (_, i) => (i * 7919) % 2003);
    const sorted = [...values].sort((a, b) => a - b);
    for (const k of [1, 20, 60, 1999, 2000, 5000]) {
      expect([...firstOf(values, k, ascending)]).toEqual(sorted.slice(0, k));
    }
  });

  it('keeps ties in the order `before` gives them, and takes nothing for k of 0', () => {
    const items = Int32Array.from([5, 3, 9, 3, 1]);
    const byParity = (a: number, b: number) => a % 2 < b % 2 || (a % 2 === b % 2 && a > b);
    expect([...firstOf(items, 3, byParity)]).toEqual([9, 5, 3]);
    expect(firstOf(items, 0, ascending)).toHaveLength(0);
    expect(firstOf(new Int32Array(0), 10, ascending)).toHaveLength(0);
  });
});
