import type { ProductListQuery } from '@electro/shared';
import type { Executor } from '../../db/client';
import { currentCatalogueIndex } from './catalogue-index';
import { firstKept, type PageOrder } from './first-kept';
import { byKey, indexListSort } from './list-page-index';
import { rankedMatchSet, searchMatchSet } from './search-matches';
import type { SearchExpansion } from './search-vocabulary';

/** The sorts a search's page is ordered by from the index: every one but the titles'. */
export const sortsFromIndex = (sort: ProductListQuery['sort']) =>
  sort === undefined || sort === 'relevance' || indexListSort(sort) !== null;

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
  const filter = index.filterOf(query);
  const k = options.offset + options.limit;
  if (sort === 'relevance' && !set.ranked)
    return { total: firstKept(index, filter, byKey(index, 'catalogue'), 0, slots).total };
  const listSort = sort === 'relevance' ? null : indexListSort(sort);
  const order: PageOrder = listSort
    ? byKey(index, listSort)
    : { by: 'relevance', ...set.ranked!, seqs: set.seqs };
  const { first, total } = firstKept(index, filter, order, k, slots);
  return { seqs: Array.from(first.subarray(options.offset), (p) => set.seqs[p]!), total };
}
