/**
 * One page of products and how many match: the catalogue-version policy of decisions 054, 065
 * and 066 (keys and version in one statement, rows from a cache at that version, a taxonomy
 * copy checked against it, a re-read when a write lands in between) and the catalogue index
 * for searches (decision 090). The statements it runs are built in list-filter.ts and
 * list-rows.ts.
 */
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@electro/shared';
import type { Executor } from '../../db/client';
import { preparedRunner } from '../../db/prepared';
import { brands, categories, products } from '../../db/schema/index';
import {
  catalogueState,
  catalogueVersion,
  readTaxonomy,
} from '../../lib/catalogue/catalogue-version';
import { type ProductJoinedRow } from '../../lib/catalogue/product-records';
import { type SearchTier } from './products.search';
import { searchPageKeys, sortsFromIndex } from './search-page';

import {
  countKey,
  listFilter,
  listOrder,
  listValues,
  relevanceTiers,
  resolveIds,
  sameIds,
  sortOrders,
  withExpansion,
  type Expanded,
  type ResolvedIds,
} from './list-filter';
import {
  compiled,
  listFilters,
  listShape,
  rowsAtVersion,
  rowsInOrder,
  runCompiled,
} from './list-rows';
import { listKeysFromIndex, indexListSort } from './list-page-index';
import { currentCatalogueIndex, hasCatalogueIndex } from './catalogue-index';

/**
 * The seqs of the page at `offset` in relevance order, tier by tier: each tier is a branch of
 * one UNION ALL with its own ORDER BY and LIMIT (its own index's order, or a sort of that tier
 * alone), and the outer LIMIT stops the Append once the page is full, so the tiers after it are
 * never read (decision 065). The brands and categories whose names hold a word are read first.
 */
async function tieredPageKeys(
  executor: Executor,
  where: { all: SQL | undefined; filters: SQL | undefined },
  tiers: SearchTier[],
  options: { offset: number; limit: number },
): Promise<number[]> {
  const need = options.offset + options.limit;
  const naming = tiers.find((tier) => 'names' in tier);
  const ids =
    naming && 'names' in naming
      ? (
          await executor
            .select({ id: brands.id })
            .from(brands)
            .where(naming.names(brands.name))
            .unionAll(
              executor
                .select({ id: categories.id })
                .from(categories)
                .where(naming.names(categories.name)),
            )
        ).map((row) => row.id)
      : [];
  const branches: SQL[] = [];
  tiers.forEach((tier, index) => {
    const condition = 'names' in tier ? (ids.length ? tier.where(ids) : undefined) : tier.where;
    if (!condition) return;
    const filter = and(tier.impliesMatch ? where.filters : where.all, condition);
    branches.push(sql`(select ${products.seq} as seq, ${sql.raw(String(index))} as tier from ${products}
      where ${filter} order by ${sql.join(tier.order, sql`, `)} limit ${need})`);
  });
  // Without parallel workers: their start costs more than a walk that stops at a page (the
  // planner cannot tell how many rows a tier keeps), and a parallel Append mixes the tiers.
  const rows = await executor.transaction(async (executor) => {
    await executor.execute(sql`set local max_parallel_workers_per_gather = 0`);
    const result = (await executor.execute(
      sql`select seq, tier from (${sql.join(branches, sql` union all `)}) as tiers limit ${need}`,
    )) as unknown as { rows: Array<{ seq: number; tier: number }> };
    return result.rows;
  });
  return rows
    .map((row, position) => ({ seq: Number(row.seq), tier: Number(row.tier), position }))
    .sort((a, b) => a.tier - b.tier || a.position - b.position)
    .slice(options.offset, need)
    .map((row) => row.seq);
}

type ListedPage = { rows: ProductJoinedRow[]; version?: string };

/**
 * A page without a search: its keys and the catalogue version in one prepared statement
 * (index-only for every sort), then the rows the row cache lacks at that version. When a write
 * lands between the two statements the page is read again, so keys and rows agree.
 */
async function listPage(
  executor: Executor,
  query: ProductListQuery,
  ids: ResolvedIds,
  options: { offset: number; limit: number },
): Promise<ListedPage> {
  const sort = query.sort && query.sort !== 'relevance' ? query.sort : 'catalogue';
  const keys = compiled(`keys ${listShape(query)} ${sort}`, () =>
    executor
      .select({ seq: sql`${products.seq}::text`, version: catalogueVersion })
      .from(products)
      .where(listFilter(executor, query, ids, true))
      .orderBy(...sortOrders[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .toSQL(),
  );
  const runner = preparedRunner(executor);
  const values = { ...listValues(query, ids), ...options };
  for (let attempt = 1; ; attempt++) {
    const found = await runCompiled(runner, keys, values);
    const version = found[0]?.[1] ?? undefined;
    if (version === undefined) return { rows: [] };
    const seqs = found.map(([seq]) => Number(seq));
    const { rows, readAt } = await rowsAtVersion(executor, seqs, version);
    // Written to three times in a row: the keys of one version, the rows as last read.
    if (readAt !== undefined && readAt !== version && attempt < 3) continue;
    return { version, rows };
  }
}

/** A page of a search: its keys (tiered by relevance, or in the sort asked for), then rows. */
async function searchPage(
  executor: Executor,
  query: ProductListQuery & Expanded,
  ids: ResolvedIds,
  options: { offset: number; limit: number },
): Promise<ListedPage> {
  const where = listFilter(executor, query, ids);
  const tiers = relevanceTiers(query);
  const seqs = tiers
    ? await tieredPageKeys(
        executor,
        { all: where, filters: listFilter(executor, { ...query, search: undefined }, ids) },
        tiers,
        options,
      )
    : (
        await executor
          .select({ seq: products.seq })
          .from(products)
          .where(where)
          .orderBy(...listOrder(query))
          .limit(options.limit)
          .offset(options.offset)
      ).map((row) => row.seq);
  if (!seqs.length) return { rows: [] };
  return rowsInOrder(executor, seqs);
}

async function currentVersion(executor: Executor): Promise<string | undefined> {
  const [row] = await executor.select({ version: catalogueVersion }).from(sql`(select 1) as one`);
  return row?.version;
}

/** How many products the filters match, and the version counted at. */
async function countMatches(
  executor: Executor,
  query: ProductListQuery & Expanded,
  ids: ResolvedIds,
): Promise<{ n: number; version: string } | undefined> {
  if (query.search) {
    // A search's plan depends on its words: planned each time.
    const [counted] = await executor
      .select({ n: count(), version: catalogueVersion })
      .from(products)
      .where(listFilter(executor, query, ids));
    return counted;
  }
  const statement = compiled(`count ${listShape(query)}`, () =>
    executor
      .select({ n: sql`count(*)::text`, version: catalogueVersion })
      .from(products)
      .where(listFilter(executor, query, ids, true))
      .toSQL(),
  );
  const [[n, version] = []] = await runCompiled(
    preparedRunner(executor),
    statement,
    listValues(query, ids),
  );
  return n && version ? { n: Number(n), version } : undefined;
}

/**
 * A list without a search from the catalogue index, once this process holds it (decision 108):
 * a filtered page's keys and count from memory, then its rows; an unfiltered page's keys from
 * its prepared statement (an index walk that stops at the page) and its count from memory.
 * Undefined for a sort by title and before the index's first build (which this starts): the
 * statements of listPage and countMatches answer then.
 */
async function listFromIndex(
  executor: Executor,
  query: ProductListQuery,
  options: { offset: number; limit: number },
): Promise<{ rows: ProductJoinedRow[]; total: number } | undefined> {
  const sort = query.search ? null : indexListSort(query.sort);
  if (!sort) return undefined;
  if (!hasCatalogueIndex(executor)) {
    void currentCatalogueIndex(executor).catch(() => undefined);
    return undefined;
  }
  const index = await currentCatalogueIndex(executor);
  // Without a filter its count is every live product.
  if (listFilters(query).length === 0) {
    const { rows } = await listPage(executor, query, {}, options);
    return { rows, total: index.liveCount() };
  }
  const keys = listKeysFromIndex(index, query, sort, options);
  if (!keys.seqs.length) return { rows: [], total: keys.total };
  const { rows } = await rowsAtVersion(executor, keys.seqs, index.version);
  return { rows, total: keys.total };
}

/**
 * One page of the products the query filters, in its sort order, and how many match.
 *
 * Category and brand words are resolved to ids from an in-process copy of the taxonomy, and the
 * page's statement reads the catalogue version in its own snapshot: when the copy is older the
 * copy is read again, and the page too if the ids it gives differ. The count is kept per filter
 * with the version it was read at and reused while the version stays (decision 054). Without a
 * search, the page's statements are prepared once per shape and its rows come from a cache
 * kept per catalogue version (decision 066).
 */
export async function productsPage(
  executor: Executor,
  asked: ProductListQuery & Expanded,
  options: { page: number; limit: number },
): Promise<{ rows: ProductJoinedRow[]; total: number }> {
  const { page, limit } = options;
  const query = await withExpansion(executor, asked);
  const offset = (page - 1) * limit;
  if (query.search && sortsFromIndex(query.sort)) {
    const keys = await searchPageKeys(
      executor,
      { ...query, search: query.search },
      { offset, limit },
    );
    // No match, or a page past the last: nothing to read.
    if (keys.total <= offset) return { rows: [], total: keys.total };
    const { rows } = keys.seqs
      ? await rowsInOrder(executor, keys.seqs)
      : // No more than the matches left: the tiered query stops once it has them all, instead
        // of reading the catalogue through for a page it cannot fill (a model number at 1M).
        await searchPage(
          executor,
          query,
          {},
          { offset, limit: Math.min(limit, keys.total - offset) },
        );
    return { rows, total: keys.total };
  }
  const fromIndex = await listFromIndex(executor, query, { offset, limit });
  if (fromIndex) return fromIndex;
  const state = catalogueState(executor);
  const filtersTaxonomy = Boolean(query.category?.length || query.brand?.length);
  if (filtersTaxonomy && !state.taxonomy) state.taxonomy = await readTaxonomy(executor);
  let ids = state.taxonomy && filtersTaxonomy ? resolveIds(query, state.taxonomy) : {};
  const readPage = () =>
    (query.search ? searchPage : listPage)(executor, query, ids, { offset, limit });
  let listed = await readPage();
  let version = listed.version;
  // No row, no version: a category made since the copy was read must not stay empty.
  if (filtersTaxonomy && version === undefined) version = await currentVersion(executor);
  if (filtersTaxonomy && version !== state.taxonomy?.version) {
    state.taxonomy = await readTaxonomy(executor);
    const fresh = resolveIds(query, state.taxonomy);
    if (!sameIds(ids, fresh)) {
      ids = fresh;
      listed = await readPage();
      version = listed.version;
    }
  }
  const { rows } = listed;
  // A page that is not full ends the matches, so their number is known without counting
  // (a narrow search or filter then costs one scan, not two).
  if (rows.length < limit && (rows.length > 0 || page === 1)) {
    return { rows, total: offset + rows.length };
  }
  const key = countKey(query, ids);
  const known = state.counts.get(key, version);
  if (known !== undefined) return { rows, total: known };
  const counted = await countMatches(executor, query, ids);
  const total = counted?.n ?? 0;
  if (counted) state.counts.set(key, counted.version, total);
  return { rows, total };
}
