import type { ProductListQuery } from '@electro/shared';
import type { Executor } from '../../db/client';
import { currentCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { firstOf, rankedMatchSet, searchMatchSet, type MatchSet } from './search-matches';
import type { SearchExpansion } from './search-vocabulary';

/** The sorts a search's page is ordered by from the index: every one but the titles'. */
const INDEX_SORTS = new Set([
  'relevance',
  'price',
  '-price',
  '-createdAt',
  '-rateAvg',
  '-sold',
  'stock',
  '-stock',
  'rateAvg',
]);

export const sortsFromIndex = (sort: ProductListQuery['sort']) =>
  INDEX_SORTS.has(sort ?? 'relevance');

/**
 * `before(a, b)` over positions in the match set: whether a comes first in the sort. Relevance
 * as the tiered query orders a page (decision 065): tier, in stock before sold out, then in
 * tier 2 the rank, then catalogue order; every other sort ends on seq, in its own direction.
 */
function order(index: CatalogueIndex, set: MatchSet, sort: string) {
  const slots = set.slots!;
  const seq = (p: number) => set.seqs[p]!;
  const by = (values: ArrayLike<number>, direction: 1 | -1) => (a: number, b: number) => {
    const va = values[slots[a]!]!;
    const vb = values[slots[b]!]!;
    if (va !== vb) return direction === 1 ? va < vb : va > vb;
    return direction === 1 ? seq(a) < seq(b) : seq(a) > seq(b);
  };
  switch (sort) {
    case 'price':
      return by(index.price, 1);
    case '-price':
      return by(index.price, -1);
    case '-createdAt':
      return by(index.created, -1);
    case '-rateAvg':
      return by(index.rate, -1);
    case 'rateAvg':
      return by(index.rate, 1);
    case '-sold':
      return by(index.sold, -1);
    case 'stock':
      return by(index.stock, 1);
    case '-stock':
      return by(index.stock, -1);
    default: {
      const { tier, rank } = set.ranked!;
      const { stock } = index;
      return (a: number, b: number) => {
        if (tier[a] !== tier[b]) return tier[a]! < tier[b]!;
        const soldOutA = stock[slots[a]!]! <= 0;
        const soldOutB = stock[slots[b]!]! <= 0;
        if (soldOutA !== soldOutB) return soldOutB;
        if (rank[a] !== rank[b]) return rank[a]! > rank[b]!;
        return seq(a) < seq(b);
      };
    }
  }
}

/**
 * How many products a search matches and the seqs of its page, in order, from its match set
 * and the catalogue index (decision 090); the caller reads their rows. No seqs for the first
 * relevance page of a word: the tiered query reads that page (search-matches.ts).
 */
export async function searchPageKeys(
  executor: Executor,
  query: ProductListQuery & { search: string; expansion?: SearchExpansion },
  options: { offset: number; limit: number },
): Promise<{ seqs?: number[]; total: number }> {
  const index = await currentCatalogueIndex(executor);
  const sort = query.sort ?? 'relevance';
  const set = await (sort === 'relevance' ? rankedMatchSet : searchMatchSet)(
    executor,
    index,
    query.search,
    query.expansion,
  );
  const tests = Object.values(index.tests(index.filterOf(query))).filter(
    (test): test is (slot: number) => boolean => test !== undefined,
  );
  const slots = set.slots!;
  const kept = new Int32Array(slots.length);
  let total = 0;
  for (let p = 0; p < slots.length; p++) {
    const slot = slots[p]!;
    if (slot < 0 || !index.live[slot]) continue;
    if (tests.every((test) => test(slot))) kept[total++] = p;
  }
  if (sort === 'relevance' && !set.ranked) return { total };
  const first = firstOf(
    kept.subarray(0, total),
    options.offset + options.limit,
    order(index, set, sort),
  );
  return { seqs: [...first.subarray(options.offset)].map((p) => set.seqs[p]!), total };
}
