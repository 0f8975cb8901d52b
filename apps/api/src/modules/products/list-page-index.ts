import type { ProductListQuery } from '@electro/shared';
import type { CatalogueIndex } from './catalogue-index';
import { FirstK } from './first-k';

/** The list sorts the catalogue index orders (every one but the titles'): see sortOrders. */
export type IndexListSort = Exclude<
  NonNullable<ProductListQuery['sort']>,
  'title' | '-title' | 'relevance'
>;

const INDEX_LIST_SORTS = new Set<string>([
  'price',
  '-price',
  '-createdAt',
  '-rateAvg',
  '-sold',
  'stock',
  '-stock',
  'rateAvg',
]);

/** The sort a list without a search is ordered by, if the catalogue index can order it. */
export function indexListSort(sort: ProductListQuery['sort']): IndexListSort | 'catalogue' | null {
  if (sort === undefined || sort === 'relevance') return 'catalogue';
  return INDEX_LIST_SORTS.has(sort) ? (sort as IndexListSort) : null;
}

/** The key a sort orders slots by (catalogue order: the seq itself) and its direction. */
export function sortKey(
  index: CatalogueIndex,
  sort: IndexListSort | 'catalogue',
): [ArrayLike<number>, 1 | -1] {
  switch (sort) {
    case 'catalogue':
      return [index.seq, 1];
    case 'price':
      return [index.price, 1];
    case '-price':
      return [index.price, -1];
    case '-createdAt':
      return [index.created, -1];
    case '-rateAvg':
      return [index.rate, -1];
    case 'rateAvg':
      return [index.rate, 1];
    case '-sold':
      return [index.sold, -1];
    case 'stock':
      return [index.stock, 1];
    case '-stock':
      return [index.stock, -1];
  }
}

/**
 * The first `k` of `slots` by (key, seq), both in `direction`, in order, as list-filter.ts's
 * sortOrders orders rows (catalogue order is seq alone), with the comparisons written out (a heap of the k best so far, its root the worst of them),
 * since a page of a filter that keeps most of a million products compares each of them.
 */
export function firstSlots(
  slots: Int32Array,
  k: number,
  key: ArrayLike<number>,
  seq: ArrayLike<number>,
  direction: 1 | -1,
): Int32Array {
  const size = Math.min(k, slots.length);
  if (size <= 0) return new Int32Array(0);
  // Signed so that "a after b" is one comparison of numbers: larger is later.
  const later = (a: number, b: number) => {
    const ka = direction * key[a]!;
    const kb = direction * key[b]!;
    return ka > kb || (ka === kb && direction * seq[a]! > direction * seq[b]!);
  };
  const first = new FirstK(size, later);
  let rootKey = 0;
  let rootSeq = 0;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (first.full) {
      // Most products of a large filter come after the root: one comparison of numbers each.
      const signed = direction * key[slot]!;
      if (signed > rootKey || (signed === rootKey && direction * seq[slot]! > rootSeq)) continue;
    }
    first.offer(slot);
    rootKey = direction * key[first.root]!;
    rootSeq = direction * seq[first.root]!;
  }
  return first.sorted();
}

/**
 * A filtered list's page and count from the catalogue index (decision 108): one pass over the
 * products' numbers keeps those the filters let through, and a heap picks the first
 * `offset + limit` in the sort. Its cost does not depend on how the filters and the sort meet,
 * where the SQL's does: a brand within a price range sorted by rating walks the rating index
 * through most of the catalogue to fill one page. The caller reads the page's rows.
 */
export function listKeysFromIndex(
  index: CatalogueIndex,
  query: ProductListQuery & { maxStock?: number },
  sort: IndexListSort | 'catalogue',
  options: { offset: number; limit: number },
): { seqs: number[]; total: number } {
  const kept = index.slotsMatching(index.filterOf(query));
  const [key, direction] = sortKey(index, sort);
  const page = firstSlots(kept, options.offset + options.limit, key, index.seq, direction);
  return {
    seqs: Array.from(page.subarray(options.offset), (slot) => index.seq[slot]!),
    total: kept.length,
  };
}
