/**
 * A list page's statements, compiled once per shape and prepared per connection, and its rows
 * read as one JSON value (decisions 055, 066).
 */
import { createHash } from 'node:crypto';
import { eq, fillPlaceholders, sql } from 'drizzle-orm';
import type { ProductListQuery } from '@electro/shared';
import type { Executor } from '../../db/client';
import {
  preparedRunner,
  type PreparedRunner,
  type PreparedStatement,
  type PreparedValue,
} from '../../db/prepared';
import { brands, categories, products } from '../../db/schema/index';
import { catalogueState, catalogueVersion } from '../../lib/catalogue/catalogue-version';
import { productColumns, type ProductJoinedRow } from '../../lib/catalogue/product-records';

/** A statement compiled once per query shape; its params hold placeholders, in bind order. */
type Compiled = PreparedStatement & { params: unknown[] };

/** Per shape (which filters a list has, and its sort): a few hundred at most. */
const compiledStatements = new Map<string, Compiled>();

export function compiled(key: string, build: () => { sql: string; params: unknown[] }): Compiled {
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

export const runCompiled = (
  runner: PreparedRunner,
  statement: Compiled,
  values: Record<string, PreparedValue>,
) => runner(statement, fillPlaceholders(statement.params, values) as PreparedValue[]);

/** The filters a list has, by name: none for the whole catalogue. */
export function listFilters(query: ProductListQuery): string[] {
  const present: [string, boolean][] = [
    ['category', Boolean(query.category?.length)],
    ['brand', Boolean(query.brand?.length)],
    ['min', query.minPrice !== undefined],
    ['max', query.maxPrice !== undefined],
    ['stocked', Boolean(query.inStock)],
    ['maxStock', query.maxStock !== undefined],
  ];
  return present.filter(([, has]) => has).map(([name]) => name);
}

/** Which filters a list has: what its statements' text depends on, with its sort. */
export const listShape = (query: ProductListQuery): string => listFilters(query).join(',');

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
export const rowsStatement = (executor: Executor) =>
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

export async function readRows(
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

/**
 * The rows of `seqs` in that order: those the row cache holds at `version`, the others read
 * (and kept for the next page). `readAt` is the version the read ones hold at, when any were
 * read: a caller whose keys are of `version` may read its keys again when it differs.
 */
export async function rowsAtVersion(
  executor: Executor,
  seqs: number[],
  version: string,
): Promise<{ rows: ProductJoinedRow[]; readAt?: string }> {
  const cache = catalogueState(executor).rows;
  // The page's rows are gathered here: keeping the rows just read may push out of the cache
  // the rows this page found in it.
  const rows = new Map<number, ProductJoinedRow>();
  const missing: number[] = [];
  for (const seq of seqs) {
    const row = cache.get(version, seq);
    if (row) rows.set(seq, row);
    else missing.push(seq);
  }
  let readAt: string | undefined;
  if (missing.length) {
    const read = await readRows(executor, missing);
    cache.set(read.version, read.rows);
    readAt = read.version;
    for (const [seq, row] of read.rows) rows.set(seq, row);
  }
  return { rows: seqs.flatMap((seq) => rows.get(seq) ?? []), readAt };
}

/** The rows of `seqs` in that order; those read are kept for the next page at the version. */
export async function rowsInOrder(
  executor: Executor,
  seqs: number[],
): Promise<{ version: string; rows: ProductJoinedRow[] }> {
  const read = await readRows(executor, seqs);
  catalogueState(executor).rows.set(read.version, read.rows);
  return { version: read.version, rows: seqs.flatMap((seq) => read.rows.get(seq) ?? []) };
}
