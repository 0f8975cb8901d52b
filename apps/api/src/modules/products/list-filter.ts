/**
 * The WHERE and ORDER BY of a product list (products-list.ts): filters as SQL, category and
 * brand words as ids, the sorts, and a search's relevance order.
 */
import { and, asc, desc, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductFacetsQuery, ProductListQuery } from '@electro/shared';
import type { Executor } from '../../db/client';
import { type PreparedValue } from '../../db/prepared';
import { brands, categories, products } from '../../db/schema/index';
import { type Taxonomy } from '../../lib/catalogue/catalogue-version';
import { toCents } from '../../lib/money';
import { productSearch, type SearchTier } from './products.search';
import { expandSearch, type SearchExpansion } from './search-vocabulary';

const lowered = (values: string[]) => values.map((value) => value.toLowerCase());

/** Category and brand ids a filter's slugs or names resolved to, ahead of the list's query. */
export type ResolvedIds = { categories?: string[]; brands?: string[] };

/** A search's words widened by the vocabulary (search-vocabulary.ts), read before its query. */
export type Expanded = { expansion?: SearchExpansion };

export type ListFilterQuery = ProductFacetsQuery & { maxStock?: number } & Expanded;

/** The query with its search's expansion, when it has a search and none was given. */
export async function withExpansion<T extends { search?: string } & Expanded>(
  executor: Executor,
  query: T,
): Promise<T> {
  if (!query.search || query.expansion) return query;
  return { ...query, expansion: await expandSearch(executor, query.search) };
}

/**
 * The WHERE of a product list. Category and brand filters go through ids: given ones (resolved
 * before the query, so the planner sees constants and picks the index that fits), else id
 * subqueries, so the count needs no join either way.
 * A search is one condition on products alone (products.search.ts): the brand's and category's
 * names are in the product's search document, so no subquery forces a read of every product.
 */
export function listFilter(
  executor: Executor,
  query: ListFilterQuery,
  resolved: ResolvedIds = {},
  /** Placeholders instead of values, for a statement compiled once per shape (listValues). */
  bound = false,
): SQL | undefined {
  const value = <T>(name: string, given: T) => (bound ? sql.placeholder(name) : given);
  const conditions: Array<SQL | undefined> = [];
  if (query.search) conditions.push(productSearch(query.search, query.expansion).matches);
  if (query.category?.length && bound) {
    conditions.push(sql`${products.categoryId} = any(${sql.placeholder('categories')})`);
  } else if (query.category?.length) {
    // Slugs per docs/API.md; names as well, since the product's category call passes the name.
    const wanted = lowered(query.category);
    conditions.push(
      inArray(
        products.categoryId,
        resolved.categories ??
          executor
            .select({ id: categories.id })
            .from(categories)
            .where(
              or(inArray(categories.slug, wanted), inArray(sql`lower(${categories.name})`, wanted)),
            ),
      ),
    );
  }
  if (query.brand?.length && bound) {
    conditions.push(sql`${products.brandId} = any(${sql.placeholder('brands')})`);
  } else if (query.brand?.length) {
    const wanted = lowered(query.brand);
    conditions.push(
      inArray(
        products.brandId,
        resolved.brands ??
          executor
            .select({ id: brands.id })
            .from(brands)
            .where(or(inArray(brands.slug, wanted), inArray(sql`lower(${brands.name})`, wanted))),
      ),
    );
  }
  if (query.minPrice !== undefined) {
    conditions.push(
      gte(products.priceAfterDiscountCents, value('minPrice', toCents(query.minPrice))),
    );
  }
  if (query.maxPrice !== undefined) {
    conditions.push(
      lte(products.priceAfterDiscountCents, value('maxPrice', toCents(query.maxPrice))),
    );
  }
  if (query.inStock) conditions.push(gt(products.stock, 0));
  if (query.maxStock !== undefined) {
    conditions.push(lte(products.stock, value('maxStock', query.maxStock)));
  }
  return and(...conditions);
}

/** The values of listFilter's placeholders. */
export function listValues(
  query: ListFilterQuery,
  ids: ResolvedIds,
): Record<string, PreparedValue> {
  return {
    categories: ids.categories ?? [],
    brands: ids.brands ?? [],
    minPrice: query.minPrice === undefined ? null : toCents(query.minPrice),
    maxPrice: query.maxPrice === undefined ? null : toCents(query.maxPrice),
    maxStock: query.maxStock ?? null,
  };
}

/** The ids the query's category and brand words name in `taxonomy`, sorted. */
export function resolveIds(query: ListFilterQuery, taxonomy: Taxonomy): ResolvedIds {
  const pick = (words: string[] | undefined, map: Map<string, string[]>) =>
    words?.length
      ? [...new Set(lowered(words).flatMap((word) => map.get(word) ?? []))].sort()
      : undefined;
  return {
    categories: pick(query.category, taxonomy.categories),
    brands: pick(query.brand, taxonomy.brands),
  };
}

export const sameIds = (a: ResolvedIds, b: ResolvedIds) =>
  JSON.stringify([a.categories, a.brands]) === JSON.stringify([b.categories, b.brands]);

/** What a count depends on: the filters, with categories and brands as the ids they name. */
export function countKey(query: ListFilterQuery, ids: ResolvedIds): string {
  return JSON.stringify([
    query.search ?? null,
    query.expansion ?? null,
    ids.categories ?? null,
    ids.brands ?? null,
    query.minPrice ?? null,
    query.maxPrice ?? null,
    query.inStock ?? false,
    query.maxStock ?? null,
  ]);
}

/** Every order ends on seq, so pages never overlap or skip rows with equal keys. */
export const sortOrders: Record<
  Exclude<ProductListQuery['sort'], undefined | 'relevance'> | 'catalogue',
  SQL[]
> = {
  catalogue: [asc(products.seq)],
  price: [asc(products.priceAfterDiscountCents), asc(products.seq)],
  // Backwards along products_price_idx.
  '-price': [desc(products.priceAfterDiscountCents), desc(products.seq)],
  '-createdAt': [desc(products.createdAt), desc(products.seq)],
  // Ties newest first: one direction, so an index on (key, seq) can serve it backwards.
  '-rateAvg': [desc(products.rateAvg), desc(products.seq)],
  '-sold': [desc(products.sold), desc(products.seq)],
  // Alphabetical for a shopper whatever the database collation: 'iPhone' between G and M.
  title: [asc(sql`lower(${products.title})`), asc(products.seq)],
  // The admin table's columns: ties in the key's own direction, as above.
  '-title': [desc(sql`lower(${products.title})`), desc(products.seq)],
  stock: [asc(products.stock), asc(products.seq)],
  '-stock': [desc(products.stock), desc(products.seq)],
  rateAvg: [asc(products.rateAvg), asc(products.seq)],
};

/** The relevance tiers of the query's search, when its list is sorted by relevance. */
export function relevanceTiers(query: ProductListQuery & Expanded): SearchTier[] | undefined {
  if (!query.search || (query.sort ?? 'relevance') !== 'relevance') return undefined;
  return productSearch(query.search, query.expansion).tiers;
}

/** `sort=relevance` is the default with a search, and catalogue order without one. */
export function listOrder(query: ProductListQuery & Expanded): SQL[] {
  const sort = query.sort ?? (query.search ? 'relevance' : 'catalogue');
  if (sort !== 'relevance') return sortOrders[sort];
  return query.search
    ? productSearch(query.search, query.expansion).relevance
    : sortOrders.catalogue;
}
