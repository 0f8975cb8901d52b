import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, categories } from '../../db/schema/index';
import type { ProductJoinedRow } from './product-records';

/**
 * The catalogue's version (migration 0008): a number every committed change to products,
 * categories or brands moves on, read inside a statement so it belongs to that statement's
 * snapshot. What was read at one version holds for every statement that reads the same one
 * (decision 054).
 */
export const catalogueVersion = sql<string>`(select version::text from catalogue_version)`;

/** How many list counts one database's cache keeps; the oldest go first. */
const MAX_COUNTS = 2000;

type Count = { version: string; count: number };

/**
 * Exact product-list counts per filter, each kept with the catalogue version it was counted
 * at: a count is only taken again at that same version, so no write has to reach this cache,
 * and every process (and every store on one database) stays exact without being told.
 */
export class CountCache {
  private readonly entries = new Map<string, Count>();

  get(key: string, version: string | undefined): number | undefined {
    const entry = this.entries.get(key);
    return entry && version !== undefined && entry.version === version ? entry.count : undefined;
  }

  set(key: string, version: string, count: number): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_COUNTS) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { version, count });
  }
}

/** How many listed products' rows one database's row cache keeps; the oldest go first. */
const MAX_ROWS = 5000;

/**
 * Listed products' rows by seq, all as they were at one catalogue version (decision 066): a
 * page whose keys were read at that version takes its rows from here. Rows read at a newer
 * version replace every row kept; rows read at an older one are not kept. Like the counts, it
 * needs no word from writers: every write to the catalogue moves the version on.
 */
export class RowCache<T> {
  private version = -1n;
  /** The version as the database writes it (`version::text`): compared as text on each read. */
  private versionText = '';
  private readonly rows = new Map<number, T>();

  constructor(private readonly max = MAX_ROWS) {}

  get(version: string, seq: number): T | undefined {
    return version === this.versionText ? this.rows.get(seq) : undefined;
  }

  set(version: string, rows: Map<number, T>): void {
    const read = BigInt(version);
    if (read < this.version) return;
    if (read > this.version) {
      this.rows.clear();
      this.version = read;
      this.versionText = version;
    }
    for (const [seq, row] of rows) {
      this.rows.delete(seq);
      if (this.rows.size >= this.max) {
        const oldest = this.rows.keys().next();
        if (!oldest.done) this.rows.delete(oldest.value);
      }
      this.rows.set(seq, row);
    }
  }
}

/** Category and brand ids by lower-case slug and name, as the list filters name them. */
export type Taxonomy = {
  version: string;
  categories: Map<string, string[]>;
  brands: Map<string, string[]>;
};

/** Every category and brand with the version they were read at: one small statement. */
export async function readTaxonomy(executor: Executor): Promise<Taxonomy> {
  const rows = await executor
    .select({
      kind: sql<string>`'c'`,
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      version: catalogueVersion,
    })
    .from(categories)
    .unionAll(
      executor
        .select({
          kind: sql<string>`'b'`,
          id: brands.id,
          slug: brands.slug,
          name: brands.name,
          version: catalogueVersion,
        })
        .from(brands),
    );
  const taxonomy: Taxonomy = { version: '', categories: new Map(), brands: new Map() };
  for (const row of rows) {
    taxonomy.version = row.version;
    const map = row.kind === 'c' ? taxonomy.categories : taxonomy.brands;
    // A filter's word names a slug or a name, perhaps of two different entries: keep both.
    for (const key of new Set([row.slug.toLowerCase(), row.name.toLowerCase()])) {
      map.set(key, [...(map.get(key) ?? []), row.id]);
    }
  }
  if (!taxonomy.version) {
    const [row] = await executor.select({ version: catalogueVersion }).from(sql`(select 1) as one`);
    taxonomy.version = row?.version ?? '';
  }
  return taxonomy;
}

/** Per database (each test and each store has its own): counts, listed rows, the taxonomy. */
type CatalogueState = { counts: CountCache; rows: RowCache<ProductJoinedRow>; taxonomy?: Taxonomy };
const states = new WeakMap<object, CatalogueState>();

export function catalogueState(executor: Executor): CatalogueState {
  let state = states.get(executor);
  if (!state) {
    state = { counts: new CountCache(), rows: new RowCache() };
    states.set(executor, state);
  }
  return state;
}
