import { and, or, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * One key of an order read a page at a time: its value (never NULL), the type its text is read
 * back as, and its direction. The last key must be unique (an id, a seq), so no two rows tie.
 */
export type SortKey = {
  value: SQL | Column;
  type: 'integer' | 'text' | 'timestamptz' | 'numeric' | 'real' | 'boolean';
  descending?: boolean;
};

/** Where a page ended: the last row's keys as the database writes them as text. */
export type Cursor = string[];

/**
 * A keyset order: its ORDER BY, the cursor each row carries, and the condition that keeps the
 * rows after a cursor. A row inserted or deleted behind the cursor moves nothing after it, so
 * the pages neither repeat nor skip a row the way LIMIT/OFFSET pages do.
 *
 * The cursor travels as text and is read back with an explicit cast: a timestamp keeps its
 * microseconds (a JavaScript Date would drop them), and no driver guesses at a value's type.
 */
export function keyset(keys: SortKey[]) {
  const direction = (key: SortKey) => (key.descending ? sql`desc` : sql`asc`);
  const bound = (key: SortKey, text: string | undefined) =>
    sql`cast(cast(${text ?? null} as text) as ${sql.raw(key.type)})`;
  const beyond = (key: SortKey, text: string | undefined) =>
    key.descending
      ? sql`${key.value} < ${bound(key, text)}`
      : sql`${key.value} > ${bound(key, text)}`;
  const sameWay = keys.every((key) => Boolean(key.descending) === Boolean(keys[0]?.descending));
  return {
    order: keys.map((key) => sql`${key.value} ${direction(key)}`),
    cursor: sql<Cursor>`array[${sql.join(
      keys.map((key) => sql`(${key.value})::text`),
      sql`, `,
    )}]`,
    after(cursor: Cursor | undefined): SQL | undefined {
      if (!cursor) return undefined;
      if (sameWay) {
        // One row comparison, which an index on the keys (in that order) serves as a range.
        const values = sql.join(
          keys.map((key) => key.value),
          sql`, `,
        );
        const bounds = sql.join(
          keys.map((key, index) => bound(key, cursor[index])),
          sql`, `,
        );
        return keys[0]?.descending
          ? sql`(${values}) < (${bounds})`
          : sql`(${values}) > (${bounds})`;
      }
      // Mixed directions: past the first key, or level with it and past the rest.
      const past = (index: number): SQL | undefined => {
        const key = keys[index];
        if (!key) return undefined;
        const rest = past(index + 1);
        const level = sql`${key.value} = ${bound(key, cursor[index])}`;
        return rest ? or(beyond(key, cursor[index]), and(level, rest)) : beyond(key, cursor[index]);
      };
      return past(0);
    },
  };
}
