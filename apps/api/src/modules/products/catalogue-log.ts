import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/index';

/** The rows of one statement, whichever driver ran it. */
export async function rows<T>(executor: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `{1,2,3}` as numbers: an int array as a driver may return it in text. */
export function parseIntArray(text: string): number[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map(Number) : [];
}

/** What the catalogue log says changed after a version, read in one statement. */
export type LogChanges<Row> = {
  /** The catalogue version now, and the search text version read with it. */
  version: string;
  textVersion: string;
  /**
   * False when the log lacks a version between ours and now (pruned, or a write with the
   * triggers off): the changes cannot be trusted to be all of them, and the reader builds again.
   */
  complete: boolean;
  /** Every product seq the log names (a seq without a row in `rows` was deleted). */
  seqs: number[];
  /** The rows those seqs hold now, each as `rowJson` shaped it. */
  rows: Row[];
  /** `taxonomyJson`'s text when a category or brand changed (seq 0 in the log), else null. */
  taxonomy: string | null;
};

/**
 * The products the catalogue log (migration 0013) names after `version`, with their rows as
 * `rowJson` builds each one, and the version they are read at. Both in-memory indexes follow
 * the database with it: the numbers (catalogue-index.ts) and the words (search-text-index.ts).
 */
export async function changedSince<Row>(
  executor: Executor,
  version: string,
  rowJson: SQL,
  taxonomyJson?: SQL,
): Promise<LogChanges<Row>> {
  const [head] = await rows<{
    version: string;
    textVersion: string;
    logged: string;
    seqs: number[] | string;
    rows: string | null;
    taxonomy: string | null;
  }>(
    executor,
    sql`with now as (select version from catalogue_version),
      changed as (
        select version, seq from catalogue_changes
        where version > ${version}::bigint and version <= (select version from now)),
      seqs as (select distinct seq from changed where seq > 0)
      select (select version::text from now) as version,
        (select version::text from search_text_version) as "textVersion",
        (select count(distinct version)::text from changed) as logged,
        array(select seq from seqs) as seqs,
        (select json_agg(${rowJson})::text from products
          where seq in (select seq from seqs)) as rows,
        ${taxonomyJson ? sql`case when exists (select 1 from changed where seq = 0) then ${taxonomyJson} end` : sql`null::text`}
          as taxonomy`,
  );
  if (!head) throw new Error('the catalogue version has no row');
  const seqs = typeof head.seqs === 'string' ? parseIntArray(head.seqs) : head.seqs.map(Number);
  return {
    version: head.version,
    textVersion: head.textVersion,
    complete: BigInt(head.logged) === BigInt(head.version) - BigInt(version),
    seqs,
    rows: head.rows ? (JSON.parse(head.rows) as Row[]) : [],
    taxonomy: head.taxonomy,
  };
}

/**
 * Numbers the database computes for some products (a rank, a tier), each column as an array in
 * the order of `seqs`. `columns` name each value over `products` (and over `joined`, a lateral
 * join's alias, when given); a seq with no row any more (deleted since it was read) gets
 * the column's `missing` value (0 unless given).
 */
export async function readPerSeq<K extends string>(
  executor: Executor,
  seqs: ArrayLike<number>,
  columns: Record<K, SQL>,
  options: { joined?: SQL; missing?: Partial<Record<K, number>> } = {},
): Promise<Record<K, number[]>> {
  const keys = Object.keys(columns) as K[];
  const list = `{${Array.from(seqs).join(',')}}`;
  const [read] = await rows<{ read: string }>(
    executor,
    sql`select json_build_object('s', coalesce(array_agg(m.seq), '{}')${sql.join(
      keys.map((key) => sql`, ${key}::text, coalesce(array_agg(m.${sql.identifier(key)}), '{}')`),
    )})::text as read
      from (select ${products.seq} as seq${sql.join(
        keys.map((key) => sql`, ${columns[key]} as ${sql.identifier(key)}`),
      )} from ${products} ${options.joined ?? sql``}
        where ${products.seq} = any(${list}::int[])) as m`,
  );
  const parsed = JSON.parse(read?.read ?? '{"s":[]}') as Record<string, number[]>;
  const at = new Map<number, number>();
  parsed.s!.forEach((seq, j) => at.set(seq, j));
  const out = {} as Record<K, number[]>;
  for (const key of keys) {
    const values = parsed[key] ?? [];
    const missing = options.missing?.[key] ?? 0;
    out[key] = Array.from(seqs, (seq) => {
      const j = at.get(seq);
      return j === undefined ? missing : values[j]!;
    });
  }
  return out;
}
