import { describe, expect, it } from 'vitest';
import { RowCache } from './catalogue-version';

describe('RowCache', () => {
  it('answers only at the version its rows were read at', () => {
    const cache = new RowCache<string>();
    cache.set('7', new Map([[1, 'one at 7']]));
    expect(cache.get('7', 1)).toBe('one at 7');
    expect(cache.get('8', 1)).toBeUndefined();
    expect(cache.get('6', 1)).toBeUndefined();
  });

  it('drops every row when rows of a newer version come, and keeps none of an older one', () => {
    const cache = new RowCache<string>();
    cache.set('9', new Map([[1, 'one at 9']]));
    cache.set('10', new Map([[2, 'two at 10']]));
    expect(cache.get('10', 1)).toBeUndefined();
    expect(cache.get('10', 2)).toBe('two at 10');
    // A slow reader's rows of version 9 arrive after version 10's.
    cache.set('9', new Map([[3, 'three at 9']]));
    expect(cache.get('9', 3)).toBeUndefined();
    expect(cache.get('10', 2)).toBe('two at 10');
    // Versions compare as numbers, not text.
    cache.set('100', new Map([[4, 'four at 100']]));
    expect(cache.get('100', 4)).toBe('four at 100');
  });

  it('keeps at most 5000 rows, dropping the longest kept first', () => {
    const cache = new RowCache<number>();
    cache.set(
      '1',
      new Map(Array.from({ length: 5001 }, (_, seq) => [seq, seq] as [number, number])),
    );
    expect(cache.get('1', 0)).toBeUndefined();
    expect(cache.get('1', 1)).toBe(1);
    expect(cache.get('1', 5000)).toBe(5000);
  });
});
