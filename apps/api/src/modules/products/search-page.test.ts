import { describe, expect, it } from 'vitest';
import { firstByRelevance } from './search-page';

describe('firstByRelevance', () => {
  // Matches with ties in every key: 4 tiers, 5 ranks, stock 0-2 (a third sold out).
  const n = 3000;
  const seqs = Int32Array.from({ length: n }, (_, p) => 1 + ((p * 7919) % 10_007));
  const slots = Int32Array.from({ length: n }, (_, p) => n - 1 - p);
  const tier = Uint8Array.from({ length: n }, (_, p) => (p * 31) % 4);
  const rank = Float32Array.from({ length: n }, (_, p) => ((p * 13) % 5) / 10);
  const stock = Int32Array.from({ length: n }, (_, slot) => (slot * 17) % 3);
  const match = { seqs, slots, tier, rank };
  /** The tiered query's order, written as a full sort. */
  const sorted = (items: number[]) =>
    [...items].sort((a, b) => {
      if (tier[a] !== tier[b]) return tier[a]! - tier[b]!;
      const soldOutA = stock[slots[a]!]! <= 0 ? 1 : 0;
      const soldOutB = stock[slots[b]!]! <= 0 ? 1 : 0;
      if (soldOutA !== soldOutB) return soldOutA - soldOutB;
      if (rank[a] !== rank[b]) return rank[b]! - rank[a]!;
      return seqs[a]! - seqs[b]!;
    });

  it('gives the first k in the order a full sort gives: tier, stock, rank, then seq', () => {
    const items = Int32Array.from({ length: n }, (_, p) => p);
    const all = sorted([...items]);
    for (const k of [1, 20, 60, 2999, 3000, 5000]) {
      expect([...firstByRelevance(items, k, match, stock)]).toEqual(all.slice(0, k));
    }
  });

  it('orders only the items it is given, and takes nothing for k of 0', () => {
    const items = Int32Array.from({ length: 500 }, (_, i) => (i * 6) % n);
    expect([...firstByRelevance(items, 40, match, stock)]).toEqual(sorted([...items]).slice(0, 40));
    expect(firstByRelevance(items, 0, match, stock)).toHaveLength(0);
    expect(firstByRelevance(new Int32Array(0), 10, match, stock)).toHaveLength(0);
  });
});
