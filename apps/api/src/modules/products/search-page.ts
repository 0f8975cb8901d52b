import type { ProductListQuery } from '@electro/shared';
import type { Executor } from '../../db/client';
import { currentCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { indexListSort, slotOrder } from './list-page-index';
import { firstOf, rankedMatchSet, searchMatchSet, type MatchSet } from './search-matches';
import type { SearchExpansion } from './search-vocabulary';

/** The sorts a search's page is ordered by from the index: every one but the titles'. */
export const sortsFromIndex = (sort: ProductListQuery['sort']) =>
  sort === undefined || sort === 'relevance' || indexListSort(sort) !== null;

/**
 * `before(a, b)` over positions in the match set: whether a comes first in the sort. Relevance
 * as the tiered query orders a page (decision 065): tier, in stock before sold out, then in
 * tier 2 the rank, then catalogue order; every other sort ends on seq, in its own direction.
 */
function order(index: CatalogueIndex, set: MatchSet, sort: NonNullable<ProductListQuery['sort']>) {
  const slots = set.slots!;
  const seq = (p: number) => set.seqs[p]!;
  const listSort = sort === 'relevance' ? null : indexListSort(sort);
  if (listSort) {
    const before = slotOrder(index, listSort);
    return (a: number, b: number) => before(slots[a]!, slots[b]!);
  }
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
