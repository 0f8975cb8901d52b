import { describe, expect, it } from 'vitest';
import { CatalogueIndex, LIVE } from './catalogue-index';
import { firstKept } from './first-kept';
import { byKey } from './list-page-index';

// 3,000 products with ties in every number: 7 prices, stock 0-2 (a third sold out), 4 ratings,
// 3 categories and 2 brands; seqs out of slot order, and every 50th product deleted.
const n = 3000;
const index = new CatalogueIndex();
index.categories = [0, 1, 2].map((c) => ({ id: `c${c}`, name: `C${c}`, slug: `c${c}` }));
for (let slot = 0; slot < n; slot++) {
  const seq = 1 + ((slot * 7919) % 10_007);
  index.put([
    seq,
    100 * (1 + ((slot * 13) % 7)),
    (slot * 17) % 3,
    (slot * 11) % 5,
    String(((slot * 3) % 4) + 1),
    1_700_000_000_000_000 + ((slot * 29) % 6) * 1_000_000,
    `c${slot % 3}`,
    `b${slot % 2}`,
  ]);
  if (slot % 50 === 0) index.remove(seq);
}
type Filter = { minPrice?: number; inStock?: boolean; maxStock?: number; cat?: number };
const kept = (slot: number, filter: Filter) =>
  slot >= 0 &&
  (index.state[slot]! & LIVE) !== 0 &&
  (filter.minPrice === undefined || index.price[slot]! >= filter.minPrice * 100) &&
  (!filter.inStock || index.stock[slot]! > 0) &&
  (filter.maxStock === undefined || index.stock[slot]! <= filter.maxStock) &&
  (filter.cat === undefined || index.category[slot] === filter.cat);
const filters: Filter[] = [{}, { minPrice: 4, inStock: true }, { cat: 1 }, { maxStock: 1 }];
const filterOf = (filter: Filter) =>
  index.filterOf({
    minPrice: filter.minPrice,
    inStock: filter.inStock,
    maxStock: filter.maxStock,
    category: filter.cat === undefined ? undefined : [`c${filter.cat}`],
  });

describe('firstKept', () => {
  it('pages a list sort as a full sort by its number, then seq, in its direction', () => {
    for (const sort of ['catalogue', 'price', '-price', '-rateAvg', '-sold', 'stock'] as const) {
      const { key, direction } = byKey(index, sort) as {
        key: ArrayLike<number>;
        direction: number;
      };
      for (const filter of filters) {
        const all = Array.from({ length: n }, (_, slot) => slot)
          .filter((slot) => kept(slot, filter))
          .sort(
            (a, b) =>
              direction * (key[a]! - key[b]!) || direction * (index.seq[a]! - index.seq[b]!),
          );
        for (const k of [0, 1, 24, 500, n]) {
          const page = firstKept(index, filterOf(filter), byKey(index, sort), k);
          expect(page.total).toBe(all.length);
          expect([...page.first]).toEqual(all.slice(0, k));
        }
      }
    }
  });

  // A search's matches: positions over slots, some gone (-1), each with its tier and rank.
  const m = 2000;
  const among = Int32Array.from({ length: m }, (_, p) => (p % 97 === 0 ? -1 : (p * 37) % n));
  const seqs = Int32Array.from(among, (slot) => (slot < 0 ? 0 : index.seq[slot]!));
  const tier = Uint8Array.from({ length: m }, (_, p) => (p * 31) % 4);
  const rank = Float32Array.from({ length: m }, (_, p) => ((p * 13) % 5) / 10);
  const relevance = { by: 'relevance' as const, tier, rank, seqs };
  /** The tiered query's order, written as a full sort. */
  const sorted = (items: number[]) =>
    [...items].sort((a, b) => {
      if (tier[a] !== tier[b]) return tier[a]! - tier[b]!;
      const soldOutA = index.stock[among[a]!]! <= 0 ? 1 : 0;
      const soldOutB = index.stock[among[b]!]! <= 0 ? 1 : 0;
      if (soldOutA !== soldOutB) return soldOutA - soldOutB;
      if (rank[a] !== rank[b]) return rank[b]! - rank[a]!;
      return seqs[a]! - seqs[b]!;
    });

  it('pages matches by relevance: tier, stock, rank, then seq, over the ones kept', () => {
    for (const filter of filters) {
      const all = sorted(
        Array.from({ length: m }, (_, p) => p).filter((p) => kept(among[p]!, filter)),
      );
      expect(all.length).toBeGreaterThan(100);
      for (const k of [0, 1, 20, 60, m, m + 10]) {
        const page = firstKept(index, filterOf(filter), relevance, k, among);
        expect(page.total).toBe(all.length);
        expect([...page.first]).toEqual(all.slice(0, k));
      }
    }
  });

  it('follows a product that sells out and one restocked, in its filter and its order', () => {
    const small = new CatalogueIndex();
    const put = (seq: number, stock: number) =>
      small.put([seq, 100, stock, 0, '4', 1_700_000_000_000_000, 'c0', 'b0']);
    for (const seq of [1, 2, 3]) put(seq, 5);
    const matches = Int32Array.from([0, 1, 2]);
    const order = {
      by: 'relevance' as const,
      tier: new Uint8Array(3),
      rank: new Float32Array(0),
      seqs: Int32Array.from([1, 2, 3]),
    };
    const page = (inStock?: boolean) => {
      const { first, total } = firstKept(small, small.filterOf({ inStock }), order, 3, matches);
      return { first: [...first], total };
    };
    expect(page()).toEqual({ first: [0, 1, 2], total: 3 });
    put(1, 0);
    expect(page()).toEqual({ first: [1, 2, 0], total: 3 });
    expect(page(true)).toEqual({ first: [1, 2], total: 2 });
    put(1, 2);
    small.remove(3);
    expect(page(true)).toEqual({ first: [0, 1], total: 2 });
  });

  it('reads no ranks as every rank 0', () => {
    const zero = { ...relevance, rank: new Float32Array(m) };
    for (const filter of filters) {
      for (const k of [1, 60, m]) {
        expect(
          firstKept(index, filterOf(filter), { ...relevance, rank: new Float32Array(0) }, k, among),
        ).toEqual(firstKept(index, filterOf(filter), zero, k, among));
      }
    }
  });

  it('pages matches by a list sort, as positions among them', () => {
    const page = firstKept(index, filterOf({}), byKey(index, '-price'), 30, among);
    const all = Array.from({ length: m }, (_, p) => p)
      .filter((p) => kept(among[p]!, {}))
      .sort(
        (a, b) =>
          index.price[among[b]!]! - index.price[among[a]!]! ||
          index.seq[among[b]!]! - index.seq[among[a]!]!,
      );
    expect([...page.first]).toEqual(all.slice(0, 30));
    expect(firstKept(index, filterOf({}), relevance, 10, new Int32Array(0))).toEqual({
      first: new Int32Array(0),
      total: 0,
    });
  });
});
