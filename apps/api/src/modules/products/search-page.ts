import type { ProductListQuery } from '@electro/shared';
import type { Executor } from '../../db/client';
import { currentCatalogueIndex } from './catalogue-index';
import { FirstK } from './first-k';
import { firstSlots, indexListSort, sortKey } from './list-page-index';
import { rankedMatchSet, searchMatchSet } from './search-matches';
import type { SearchExpansion } from './search-vocabulary';

/** The sorts a search's page is ordered by from the index: every one but the titles'. */
export const sortsFromIndex = (sort: ProductListQuery['sort']) =>
  sort === undefined || sort === 'relevance' || indexListSort(sort) !== null;

/**
 * The first `k` of `items` (positions in the match set) in relevance order, in that order, as
 * the tiered query orders a page (decision 065): tier, in stock before sold out, then in tier 2
 * the rank (higher first), then catalogue order (seq). A heap of the k best so far whose root is
 * the worst of them, the comparisons written out: a word of every description matches a million
 * products, and most are turned away by one comparison of numbers.
 */
export function firstByRelevance(
  items: Int32Array,
  k: number,
  match: { seqs: Int32Array; slots: Int32Array; tier: Uint8Array; rank: Float32Array },
  stock: ArrayLike<number>,
): Int32Array {
  const size = Math.min(k, items.length);
  if (size <= 0) return new Int32Array(0);
  const { seqs, slots, tier, rank } = match;
  /** Tier and stock in one number: smaller first. */
  const group = (p: number) => tier[p]! * 2 + (stock[slots[p]!]! <= 0 ? 1 : 0);
  const later = (a: number, b: number) => {
    const ga = group(a);
    const gb = group(b);
    if (ga !== gb) return ga > gb;
    if (rank[a] !== rank[b]) return rank[a]! < rank[b]!;
    return seqs[a]! > seqs[b]!;
  };
  const first = new FirstK(size, later);
  let rootGroup = 0;
  let rootRank = 0;
  let rootSeq = 0;
  for (let i = 0; i < items.length; i++) {
    const p = items[i]!;
    if (first.full) {
      // Most matches of a common word come after the root: a comparison of numbers or two.
      const g = group(p);
      if (g > rootGroup) continue;
      if (g === rootGroup) {
        const r = rank[p]!;
        if (r < rootRank || (r === rootRank && seqs[p]! > rootSeq)) continue;
      }
    }
    first.offer(p);
    const root = first.root;
    rootGroup = group(root);
    rootRank = rank[root]!;
    rootSeq = seqs[root]!;
  }
  return first.sorted();
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
  const slots = set.slots!;
  // Positions in the set whose products every filter lets through, in one loop.
  const kept = index.slotsMatching(index.filterOf(query), slots);
  const total = kept.length;
  if (sort === 'relevance' && !set.ranked) return { total };
  const k = options.offset + options.limit;
  const listSort = sort === 'relevance' ? null : indexListSort(sort);
  if (listSort) {
    const keptSlots = new Int32Array(total);
    for (let i = 0; i < total; i++) keptSlots[i] = slots[kept[i]!]!;
    const [key, direction] = sortKey(index, listSort);
    const page = firstSlots(keptSlots, k, key, index.seq, direction);
    return { seqs: Array.from(page.subarray(options.offset), (slot) => index.seq[slot]!), total };
  }
  const first = firstByRelevance(kept, k, { ...set.ranked!, seqs: set.seqs, slots }, index.stock);
  return { seqs: Array.from(first.subarray(options.offset), (p) => set.seqs[p]!), total };
}
