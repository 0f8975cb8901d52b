import { createHash } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  fillPlaceholders,
  gt,
  gte,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ProductFacetsQuery, ProductListQuery } from '@electro/shared';
import type { Executor } from '../../db/client';
import {
  preparedRunner,
  type PreparedRunner,
  type PreparedStatement,
  type PreparedValue,
} from '../../db/prepared';
import { brands, categories, orderItems, products, type ProductRow } from '../../db/schema/index';
import {
  catalogueState,
  catalogueVersion,
  readTaxonomy,
  type Taxonomy,
} from '../../lib/catalogue/catalogue-version';
import {
  productColumns,
  selectProducts,
  type ProductJoinedRow,
} from '../../lib/catalogue/product-records';
import { toCents } from '../../lib/money';
import { uniqueSlug } from '../../lib/slugs';
import { productSearch, type SearchTier } from './products.search';
import { searchPageKeys, sortsFromIndex } from './search-page';
import { expandSearch, type SearchExpansion } from './search-vocabulary';

export type NewProduct = typeof products.$inferInsert;
export type ProductChanges = Partial<NewProduct>;

const lowered = (values: string[]) => values.map((value) => value.toLowerCase());

/** Category and brand ids a filter's slugs or names resolved to, ahead of the list's query. */
type ResolvedIds = { categories?: string[]; brands?: string[] };

/** A search's words widened by the vocabulary (search-vocabulary.ts), read before its query. */
type Expanded = { expansion?: SearchExpansion };

type ListFilterQuery = ProductFacetsQuery & { maxStock?: number } & Expanded;

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
function listValues(query: ListFilterQuery, ids: ResolvedIds): Record<string, PreparedValue> {
  return {
    categories: ids.categories ?? [],
    brands: ids.brands ?? [],
    minPrice: query.minPrice === undefined ? null : toCents(query.minPrice),
    maxPrice: query.maxPrice === undefined ? null : toCents(query.maxPrice),
    maxStock: query.maxStock ?? null,
  };
}

/** The ids the query's category and brand words name in `taxonomy`, sorted. */
function resolveIds(query: ListFilterQuery, taxonomy: Taxonomy): ResolvedIds {
  const pick = (words: string[] | undefined, map: Map<string, string[]>) =>
    words?.length
      ? [...new Set(lowered(words).flatMap((word) => map.get(word) ?? []))].sort()
      : undefined;
  return {
    categories: pick(query.category, taxonomy.categories),
    brands: pick(query.brand, taxonomy.brands),
  };
}

const sameIds = (a: ResolvedIds, b: ResolvedIds) =>
  JSON.stringify([a.categories, a.brands]) === JSON.stringify([b.categories, b.brands]);

/** What a count depends on: the filters, with categories and brands as the ids they name. */
function countKey(query: ListFilterQuery, ids: ResolvedIds): string {
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
const sortOrders: Record<
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
function relevanceTiers(query: ProductListQuery & Expanded): SearchTier[] | undefined {
  if (!query.search || (query.sort ?? 'relevance') !== 'relevance') return undefined;
  return productSearch(query.search, query.expansion).tiers;
}

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

/** `sort=relevance` is the default with a search, and catalogue order without one. */
function listOrder(query: ProductListQuery & Expanded): SQL[] {
  const sort = query.sort ?? (query.search ? 'relevance' : 'catalogue');
  if (sort !== 'relevance') return sortOrders[sort];
  return query.search
    ? productSearch(query.search, query.expansion).relevance
    : sortOrders.catalogue;
}

/** A statement compiled once per query shape; its params hold placeholders, in bind order. */
type Compiled = PreparedStatement & { params: unknown[] };

/** Per shape (which filters a list has, and its sort): a few hundred at most. */
const compiledStatements = new Map<string, Compiled>();

function compiled(key: string, build: () => { sql: string; params: unknown[] }): Compiled {
  let statement = compiledStatements.get(key);
  if (!statement) {
    const { sql: text, params } = build();
    // Named after its text: PostgreSQL keeps each connection's prepared names.
    const name = `p${createHash('sha1').update(text).digest('base64url')}`;
    statement = { name, text, params };
    compiledStatements.set(key, statement);
  }
  return statement;
}

const runCompiled = (
  runner: PreparedRunner,
  statement: Compiled,
  values: Record<string, PreparedValue>,
) => runner(statement, fillPlaceholders(statement.params, values) as PreparedValue[]);

/** Which filters a list has and its sort: what its statements' text depends on. */
function listShape(query: ProductListQuery): string {
  return [
    query.category?.length ? 'category' : '',
    query.brand?.length ? 'brand' : '',
    query.minPrice === undefined ? '' : 'min',
    query.maxPrice === undefined ? '' : 'max',
    query.inStock ? 'stocked' : '',
    query.maxStock === undefined ? '' : 'maxStock',
  ].join(',');
}

/** A listed product as JSON with its seq, dates as text: what ProductJoinedRow holds. */
type ProductJsonRow = Omit<ProductJoinedRow, 'createdAt' | 'updatedAt'> & {
  seq: number;
  createdAt: string;
  updatedAt: string;
};

/**
 * A listed product as one JSON value with ProductJoinedRow's keys: the driver reads one value
 * per page instead of 21 per row (the embedded database's costliest part of a page, decision
 * 055).
 */
const productJson = sql`json_build_object('seq', ${products.seq}, ${sql.join(
  Object.entries(productColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`;

/** The rows of the products with the given seqs, in no order, and the version they hold at. */
const rowsStatement = (executor: Executor) =>
  compiled('rows', () =>
    executor
      .select({
        version: catalogueVersion,
        rows: sql`coalesce(json_agg(${productJson}), '[]')::text`,
      })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .innerJoin(brands, eq(products.brandId, brands.id))
      .where(sql`${products.seq} = any(${sql.placeholder('seqs')})`)
      .toSQL(),
  );

async function readRows(
  executor: Executor,
  seqs: number[],
): Promise<{ version: string; rows: Map<number, ProductJoinedRow> }> {
  const [[version, json] = []] = await runCompiled(
    preparedRunner(executor),
    rowsStatement(executor),
    { seqs },
  );
  if (!version || !json) throw new Error('the rows statement returned no row');
  const rows = new Map<number, ProductJoinedRow>();
  for (const { seq, ...row } of JSON.parse(json) as ProductJsonRow[]) {
    rows.set(seq, {
      ...row,
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
    });
  }
  return { version, rows };
}

/** The rows of `seqs` in that order; those read are kept for the next page at the version. */
async function rowsInOrder(
  executor: Executor,
  seqs: number[],
): Promise<{ version: string; rows: ProductJoinedRow[] }> {
  const read = await readRows(executor, seqs);
  catalogueState(executor).rows.set(read.version, read.rows);
  return { version: read.version, rows: seqs.flatMap((seq) => read.rows.get(seq) ?? []) };
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
  const cache = catalogueState(executor).rows;
  const runner = preparedRunner(executor);
  const values = { ...listValues(query, ids), ...options };
  for (let attempt = 1; ; attempt++) {
    const found = await runCompiled(runner, keys, values);
    const version = found[0]?.[1] ?? undefined;
    if (version === undefined) return { rows: [] };
    const seqs = found.map(([seq]) => Number(seq));
    // The page's rows are gathered here: keeping the rows just read may push out of the cache
    // the rows this page found in it.
    const rows = new Map<number, ProductJoinedRow>();
    const missing: number[] = [];
    for (const seq of seqs) {
      const row = cache.get(version, seq);
      if (row) rows.set(seq, row);
      else missing.push(seq);
    }
    if (missing.length) {
      const read = await readRows(executor, missing);
      cache.set(read.version, read.rows);
      if (read.version !== version && attempt < 3) continue;
      // Written to three times in a row: the keys of one version, the rows as last read.
      for (const [seq, row] of read.rows) rows.set(seq, row);
    }
    return { version, rows: seqs.flatMap((seq) => rows.get(seq) ?? []) };
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
      : await searchPage(executor, query, {}, { offset, limit });
    return { rows, total: keys.total };
  }
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

/** By id, or by slug when no id matches. */
export async function findProductByIdOrSlug(
  executor: Executor,
  idOrSlug: string,
): Promise<ProductJoinedRow | undefined> {
  const [row] = await selectProducts(executor)
    .where(or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)))
    .orderBy(sql`${products.id} = ${idOrSlug} desc`)
    .limit(1);
  return row;
}

export async function findProductRow(
  executor: Executor,
  id: string,
): Promise<ProductRow | undefined> {
  const [row] = await executor.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export function categoryExists(executor: Executor, id: string): Promise<boolean> {
  return executor
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1)
    .then((rows) => rows.length > 0);
}

export function brandExists(executor: Executor, id: string): Promise<boolean> {
  return executor
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.id, id))
    .limit(1)
    .then((rows) => rows.length > 0);
}

/**
 * The keys among `keys` that a product or an order still shows. Order items keep the cover
 * they were bought with (a snapshot), so that file must outlive the product.
 */
export async function imagesInUse(executor: Executor, keys: string[]): Promise<Set<string>> {
  const keyList = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const [ordered, shown] = await Promise.all([
    executor
      .selectDistinct({ key: orderItems.imageCover })
      .from(orderItems)
      .where(inArray(orderItems.imageCover, keys)),
    executor
      .select({ cover: products.imageCover, images: products.images })
      .from(products)
      .where(
        or(
          inArray(products.imageCover, keys),
          sql`${products.images} ?| array[${keyList}]::text[]`,
        ),
      ),
  ]);
  const used = new Set<string>(ordered.map((row) => row.key));
  for (const row of shown) {
    used.add(row.cover);
    for (const key of row.images) used.add(key);
  }
  return used;
}

export function freeProductSlug(
  executor: Executor,
  options: { text: string; currentSlug?: string },
): Promise<string> {
  return uniqueSlug(executor, { table: products, slugColumn: products.slug, ...options });
}

/** The new product's id. */
export async function insertProduct(executor: Executor, values: NewProduct): Promise<string> {
  const [row] = await executor.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The product's id, or undefined when no product has it (any more). */
export async function updateProductRow(
  executor: Executor,
  id: string,
  changes: ProductChanges,
): Promise<string | undefined> {
  const [row] = await executor
    .update(products)
    .set(changes)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return row?.id;
}

/** The deleted product's image keys, or undefined when no product has this id. */
export async function deleteProductRow(
  executor: Executor,
  id: string,
): Promise<{ imageCover: string; images: string[] } | undefined> {
  const [deleted] = await executor
    .delete(products)
    .where(eq(products.id, id))
    .returning({ imageCover: products.imageCover, images: products.images });
  return deleted;
}
