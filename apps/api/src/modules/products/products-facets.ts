import type { ProductFacetsQuery } from '@electro/shared';
import type { Executor } from '../../db/client';
import {
  currentCatalogueIndex,
  IN_STOCK,
  LIVE,
  type CatalogueIndex,
  type TaxonomyEntry,
} from './catalogue-index';
import { searchMatchSet } from './search-matches';
import { expandSearch, type SearchExpansion } from './search-vocabulary';

export type FacetEntryRow = { id: string; name: string; slug: string; count: number };
export type ProductFacetRows = {
  categories: FacetEntryRow[];
  brands: FacetEntryRow[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** How many products rate at least 4, 3, 2 and 1. */
  rating: Array<{ min: number; count: number }>;
  inStock: number;
  total: number;
};

export const FACET_RATINGS = [4, 3, 2, 1] as const;

/**
 * The counts of GET /products/facets, disjunctive: each group's counts apply every filter but
 * the group's own, so a shopper sees what ticking a second brand would add. Every category and
 * brand is listed, with 0 where nothing would match, in name order.
 *
 * One pass over the catalogue index's numbers (decision 090), over the products a search
 * matches when there is one: every count is exact, at the version the index was brought to for
 * this request.
 */
export async function productFacets(
  executor: Executor,
  query: ProductFacetsQuery & { expansion?: SearchExpansion },
): Promise<ProductFacetRows> {
  const expansion =
    query.search && !query.expansion ? await expandSearch(executor, query.search) : query.expansion;
  const index = await currentCatalogueIndex(executor);
  const matched = query.search
    ? await searchMatchSet(executor, index, query.search, expansion)
    : undefined;
  return countFacets(index, query, matched?.slots);
}

function countFacets(
  index: CatalogueIndex,
  query: ProductFacetsQuery,
  /** The slots a search matched (-1 for a product deleted since), or every slot. */
  slots: Int32Array | undefined,
): ProductFacetRows {
  const { need, categories, brands, min, max } = index.bounds(index.filterOf(query));
  const inCategories = new Uint32Array(index.categoryIds.length);
  const inBrands = new Uint32Array(index.brandIds.length);
  const ratings = new Uint32Array(FACET_RATINGS.length);
  let total = 0;
  let inStock = 0;
  let minPrice = Infinity;
  let maxPrice = -Infinity;
  const { state, price, rate, category, brand } = index;
  const size = slots ? slots.length : index.size;
  // Each filter written out, nothing called per product: a word can match a million.
  for (let i = 0; i < size; i++) {
    const slot = slots ? slots[i]! : i;
    if (slot < 0) continue;
    const bits = state[slot]!;
    if (!(bits & LIVE)) continue;
    const inCategory = categories === undefined || categories[category[slot]!] === 1;
    const inBrand = brands === undefined || brands[brand[slot]!] === 1;
    const inPrice = price[slot]! >= min && price[slot]! <= max;
    // With the inStock filter, every count but the in-stock one is of products in stock.
    const stocked = (bits & need) === need;
    if (inBrand && inPrice && stocked) inCategories[category[slot]!]!++;
    if (inCategory && inPrice && stocked) inBrands[brand[slot]!]!++;
    if (!inCategory || !inBrand) continue;
    if (stocked) {
      minPrice = Math.min(minPrice, price[slot]!);
      maxPrice = Math.max(maxPrice, price[slot]!);
    }
    if (!inPrice) continue;
    if (bits & IN_STOCK) inStock++;
    if (!stocked) continue;
    total++;
    for (let r = 0; r < FACET_RATINGS.length; r++) {
      if (rate[slot]! >= FACET_RATINGS[r]! * 10) ratings[r]!++;
    }
  }
  const counted = (entries: TaxonomyEntry[], ids: string[], counts: Uint32Array) => {
    const byId = new Map(ids.map((id, number) => [id, counts[number] ?? 0]));
    return entries.map((entry) => ({ ...entry, count: byId.get(entry.id) ?? 0 }));
  };
  return {
    categories: counted(index.categories, index.categoryIds, inCategories),
    brands: counted(index.brands, index.brandIds, inBrands),
    minPriceCents: minPrice === Infinity ? null : minPrice,
    maxPriceCents: maxPrice === -Infinity ? null : maxPrice,
    rating: FACET_RATINGS.map((min, r) => ({ min, count: ratings[r] ?? 0 })),
    inStock,
    total,
  };
}
