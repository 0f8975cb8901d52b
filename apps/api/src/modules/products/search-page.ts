import type { ProductListQuery } from '@electro/shared';
import type { Executor } from '../../db/client';
import { currentCatalogueIndex } from './catalogue-index';
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
  const heap = new Int32Array(size);
  let filled = 0;
  const down = () => {
    for (let at = 0; ;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let latest = at;
      if (left < size && later(heap[left]!, heap[latest]!)) latest = left;
      if (right < size && later(heap[right]!, heap[latest]!)) latest = right;
      if (latest === at) return;
      const swap = heap[at]!;
      heap[at] = heap[latest]!;
      heap[latest] = swap;
      at = latest;
    }
  };
  let rootGroup = 0;
  let rootRank = 0;
  let rootSeq = 0;
  for (let i = 0; i < items.length; i++) {
    const p = items[i]!;
    if (filled < size) {
      let at = filled++;
      heap[at] = p;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!later(heap[at]!, heap[parent]!)) break;
        const swap = heap[at]!;
        heap[at] = heap[parent]!;
        heap[parent] = swap;
        at = parent;
      }
    } else {
      const g = tier[p]! * 2 + (stock[slots[p]!]! <= 0 ? 1 : 0);
      if (g > rootGroup) continue;
      if (g === rootGroup) {
        const r = rank[p]!;
        if (r < rootRank || (r === rootRank && seqs[p]! > rootSeq)) continue;
      }
      heap[0] = p;
      down();
    }
    const root = heap[0]!;
    rootGroup = group(root);
    rootRank = rank[root]!;
    rootSeq = seqs[root]!;
  }
  return heap.sort((a, b) => (later(a, b) ? 1 : later(b, a) ? -1 : 0));
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
