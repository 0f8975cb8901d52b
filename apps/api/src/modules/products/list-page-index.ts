import type { ProductListQuery } from '@electro/shared';
import type { CatalogueIndex } from './catalogue-index';
import { firstKept, type PageOrder } from './first-kept';

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

/** Each sort's number of a slot and direction (catalogue order: the seq itself). */
const SORT_KEYS: Record<
  IndexListSort | 'catalogue',
  ['seq' | 'price' | 'created' | 'rate' | 'sold' | 'stock', 1 | -1]
> = {
  catalogue: ['seq', 1],
  price: ['price', 1],
  '-price': ['price', -1],
  '-createdAt': ['created', -1],
  '-rateAvg': ['rate', -1],
  rateAvg: ['rate', 1],
  '-sold': ['sold', -1],
  stock: ['stock', 1],
  '-stock': ['stock', -1],
};

/** The order of a list sort over the index's slots. */
export function byKey(index: CatalogueIndex, sort: IndexListSort | 'catalogue'): PageOrder {
  const [key, direction] = SORT_KEYS[sort];
  return { by: 'key', key: index[key], direction };
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
  const { first, total } = firstKept(
    index,
    index.filterOf(query),
    byKey(index, sort),
    options.offset + options.limit,
  );
  return { seqs: Array.from(first.subarray(options.offset), (slot) => index.seq[slot]!), total };
}
