import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { toCents } from '../../lib/money';
import { changedSince, rows } from './catalogue-log';

/**
 * The catalogue's numbers in this process (decision 090): for every product its price, stock,
 * sales, rating, age, category and brand, in typed arrays, so that a count or a facet over any
 * filter is a loop over memory instead of a read of thousands of rows. It is an index, not a
 * cache of answers: it answers every filter, asked before or not, and it follows the database
 * on every request. Each committed write to products logs the seqs it changed under the
 * catalogue version it made (migration 0013); a request reads the version, and when it moved,
 * the changed rows in the same statement, so the index is never older than the request.
 * A gap in the log (pruned, or a write with the triggers off) rebuilds it.
 */

/** A slot's `state` bits: a product that exists, and one with units left. */
export const LIVE = 1;
export const IN_STOCK = 2;

/** Seqs below this find their slot in an array (4 bytes each), the others in a map. */
const DENSE_SEQS = 1 << 26;

/** Rows per statement while building: each is one JSON value (decision 055). */
const BUILD_BATCH = 25_000;

export type TaxonomyEntry = { id: string; name: string; slug: string };

/** The filters an index answers, categories and brands as the ids they name. */
export type IndexFilter = {
  categories?: string[];
  brands?: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  inStock?: boolean;
  maxStock?: number;
};

/** One product's numbers as the statements below return them. */
type Numbers = [
  seq: number,
  priceCents: number,
  stock: number,
  sold: number,
  rateAvg: number | string,
  createdAtMicroseconds: number,
  categoryId: string,
  brandId: string,
];

const numbersJson = sql`json_build_array(seq, price_after_discount_cents, stock, sold, rate_avg,
  floor(extract(epoch from created_at) * 1000000), category_id, brand_id)`;

export class CatalogueIndex {
  /** The catalogue version these numbers hold at (`version::text`). */
  version = '';
  /**
   * The search text version read with it (migration 0012): what a search matches depends on
   * words only, so a match set read at one text version holds until it moves.
   */
  textVersion = '';
  /** Slots used; a deleted product's slot stays, marked dead. */
  size = 0;
  seq = new Int32Array(0);
  price = new Int32Array(0);
  stock = new Int32Array(0);
  sold = new Int32Array(0);
  /** The rating times ten (numeric(2,1)). */
  rate = new Uint8Array(0);
  /** Microseconds since 1970, as the column holds them: sorts break no tie the SQL would not. */
  created = new Float64Array(0);
  category = new Uint16Array(0);
  brand = new Uint16Array(0);
  /**
   * Per slot, LIVE for a product that exists and IN_STOCK for one with units left: the loops
   * over a search's matches read one byte a product for both, where the live flag and the
   * stock took two arrays of 5 MB between them (a match's reads scattered over a million slots
   * cost three to four times as long).
   */
  state = new Uint8Array(0);
  /** How many slots are live: kept by put and remove, the only writers of `state`. */
  private liveSlots = 0;
  /**
   * Each seq's slot plus one (0: none), by seq: a search's matches find their slots with one
   * array read each, not a hash lookup (a million per new search at a million products). Seqs
   * past DENSE_SEQS (a catalogue whose seqs were set by hand) go to the map.
   */
  private slotBySeq = new Int32Array(0);
  private readonly farSlots = new Map<number, number>();
  /** Category and brand ids by their number in the arrays above. */
  readonly categoryIds: string[] = [];
  readonly brandIds: string[] = [];
  private readonly categoryNumber = new Map<string, number>();
  private readonly brandNumber = new Map<string, number>();
  /** Every category and brand, in the facets' order (lower-case name, then id). */
  categories: TaxonomyEntry[] = [];
  brands: TaxonomyEntry[] = [];

  private grow(min: number): void {
    if (min <= this.seq.length) return;
    const capacity = Math.max(min, Math.ceil(this.seq.length * 1.5), 1024);
    const grown = <T extends Int32Array | Uint8Array | Uint16Array | Float64Array>(old: T): T => {
      const next = new (old.constructor as new (n: number) => T)(capacity);
      next.set(old);
      return next;
    };
    this.seq = grown(this.seq);
    this.price = grown(this.price);
    this.stock = grown(this.stock);
    this.sold = grown(this.sold);
    this.rate = grown(this.rate);
    this.created = grown(this.created);
    this.category = grown(this.category);
    this.brand = grown(this.brand);
    this.state = grown(this.state);
  }

  private numberOf(id: string, ids: string[], numbers: Map<string, number>): number {
    let number = numbers.get(id);
    if (number === undefined) {
      number = ids.length;
      ids.push(id);
      numbers.set(id, number);
    }
    return number;
  }

  /** Writes a product's numbers into its slot, or a new one. */
  put(row: Numbers): void {
    const [seq, price, stock, sold, rate, created, categoryId, brandId] = row;
    let slot = this.slotOf(seq);
    if (slot < 0) {
      slot = this.size++;
      this.grow(this.size);
      this.setSlot(seq, slot);
      this.seq[slot] = seq;
    }
    this.price[slot] = price;
    this.stock[slot] = stock;
    this.sold[slot] = sold;
    this.rate[slot] = Math.round(Number(rate) * 10);
    this.created[slot] = created;
    this.category[slot] = this.numberOf(categoryId, this.categoryIds, this.categoryNumber);
    this.brand[slot] = this.numberOf(brandId, this.brandIds, this.brandNumber);
    if (!(this.state[slot]! & LIVE)) this.liveSlots += 1;
    this.state[slot] = LIVE | (stock > 0 ? IN_STOCK : 0);
  }

  /** How many products there are now. */
  liveCount(): number {
    return this.liveSlots;
  }

  remove(seq: number): void {
    const slot = this.slotOf(seq);
    if (slot < 0 || !(this.state[slot]! & LIVE)) return;
    this.state[slot] = 0;
    this.liveSlots -= 1;
  }

  /** The slot of a seq, or -1. */
  slotOf(seq: number): number {
    if (seq >= 0 && seq < this.slotBySeq.length) return this.slotBySeq[seq]! - 1;
    return this.farSlots.get(seq) ?? -1;
  }

  private setSlot(seq: number, slot: number): void {
    if (seq < 0 || seq >= DENSE_SEQS) {
      this.farSlots.set(seq, slot);
      return;
    }
    if (seq >= this.slotBySeq.length) {
      const grown = new Int32Array(
        Math.min(DENSE_SEQS, Math.max(seq + 1, this.slotBySeq.length * 1.5, 1024)),
      );
      grown.set(this.slotBySeq);
      this.slotBySeq = grown;
    }
    this.slotBySeq[seq] = slot + 1;
  }

  /**
   * The filter of a list query: category and brand words (slug or name, any case) as the ids
   * they name, prices in cents.
   */
  filterOf(query: {
    category?: string[];
    brand?: string[];
    minPrice?: number;
    maxPrice?: number;
    inStock?: boolean;
    maxStock?: number;
  }): IndexFilter {
    return {
      categories: idsNamed(query.category, this.categories),
      brands: idsNamed(query.brand, this.brands),
      minPriceCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
      maxPriceCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
      inStock: query.inStock,
      maxStock: query.maxStock,
    };
  }

  /** The category or brand numbers the filter names; undefined when it names none. */
  private numbers(ids: string[] | undefined, numbers: Map<string, number>): Uint8Array | undefined {
    if (!ids) return undefined;
    const wanted = new Uint8Array(Math.max(1, numbers.size));
    for (const id of ids) {
      const number = numbers.get(id);
      if (number !== undefined) wanted[number] = 1;
    }
    return wanted;
  }

  /**
   * Each seq's slot plus one (0: none), by seq, for a loop over many seqs; a seq past its end
   * is asked of `slotOf`.
   */
  get slotsBySeq(): Int32Array {
    return this.slotBySeq;
  }

  /** The slot of each seq (-1 for none), in one loop: a search's matches number a million. */
  slotsOf(seqs: Int32Array): Int32Array {
    const slots = new Int32Array(seqs.length);
    const dense = this.slotBySeq;
    for (let i = 0; i < seqs.length; i++) {
      const seq = seqs[i]!;
      slots[i] = seq >= 0 && seq < dense.length ? dense[seq]! - 1 : (this.farSlots.get(seq) ?? -1);
    }
    return slots;
  }

  /**
   * A filter as a loop over slots reads it: the state bits a slot needs (`need`), the category
   * and brand numbers it lets through (1), undefined for any; the price bounds in cents and the
   * most units, infinite for none, and whether the prices or the stock need reading at all
   * (`priced`, `stockCapped`: in stock or not is in `state`).
   */
  bounds(filter: IndexFilter) {
    const min = filter.minPriceCents ?? -Infinity;
    const max = filter.maxPriceCents ?? Infinity;
    const maxStock = filter.maxStock ?? Infinity;
    return {
      need: filter.inStock ? LIVE | IN_STOCK : LIVE,
      priced: min > -Infinity || max < Infinity,
      stockCapped: maxStock < Infinity,
      categories: this.numbers(filter.categories, this.categoryNumber),
      brands: this.numbers(filter.brands, this.brandNumber),
      min,
      max,
      maxStock,
    };
  }

  /** The products' numbers, from the first statement to the last one read. */
  async build(executor: Executor): Promise<void> {
    const [head] = await rows<{ version: string; taxonomy: string }>(
      executor,
      sql`select (select version::text from catalogue_version) as version,
        ${taxonomyJson} as taxonomy`,
    );
    if (!head) throw new Error('the catalogue version has no row');
    // Rows read after this version may be newer than it: the catalogue log from it on is
    // applied next, which reads every row changed since, so the index ends at one version.
    this.version = head.version;
    this.readTaxonomy(head.taxonomy);
    for (let after = 0; ;) {
      const [batch] = await rows<{ rows: string | null }>(
        executor,
        sql`select json_agg(${numbersJson} order by seq)::text as rows from (
          select seq, price_after_discount_cents, stock, sold, rate_avg, created_at, category_id,
            brand_id
          from products where seq > ${after} order by seq limit ${BUILD_BATCH}) as batch`,
      );
      const read = batch?.rows ? (JSON.parse(batch.rows) as Numbers[]) : [];
      for (const row of read) this.put(row);
      if (read.length < BUILD_BATCH) break;
      after = read[read.length - 1]![0];
      // Other requests run between batches: building a large catalogue never holds the loop.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private readTaxonomy(json: string): void {
    const taxonomy = JSON.parse(json) as { categories: TaxonomyEntry[]; brands: TaxonomyEntry[] };
    this.categories = taxonomy.categories;
    this.brands = taxonomy.brands;
  }

  /**
   * Brings the index to the database's current version: one statement reads the version, the
   * seqs the log holds since ours, the rows they name now (a seq without a row was deleted),
   * and the taxonomy when a category or brand changed. False when the log has a gap: the caller
   * builds a new index.
   */
  async follow(executor: Executor): Promise<boolean> {
    const mine = this.version;
    const changes = await changedSince<Numbers>(executor, mine, numbersJson, taxonomyJson);
    this.textVersion = changes.textVersion;
    if (changes.version === mine) return true;
    if (!changes.complete) return false;
    const present = new Set<number>();
    for (const row of changes.rows) {
      this.put(row);
      present.add(row[0]);
    }
    for (const seq of changes.seqs) if (!present.has(seq)) this.remove(seq);
    if (changes.taxonomy) this.readTaxonomy(changes.taxonomy);
    this.version = changes.version;
    return true;
  }
}

/** Every category and brand, each in the order the facets list them. */
const taxonomyJson = sql`json_build_object(
  'categories', (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'slug', slug)
    order by lower(name), id), '[]') from categories),
  'brands', (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'slug', slug)
    order by lower(name), id), '[]') from brands))::text`;

/** The ids of the entries a filter's words name: a slug or a name, in any case. */
function idsNamed(words: string[] | undefined, entries: TaxonomyEntry[]) {
  if (!words?.length) return undefined;
  const wanted = new Set(words.map((word) => word.toLowerCase()));
  return entries
    .filter((entry) => wanted.has(entry.slug.toLowerCase()) || wanted.has(entry.name.toLowerCase()))
    .map((entry) => entry.id);
}

/**
 * One index per database (each test and each store has its own): the refresh in flight, and the
 * one queued behind it for the requests that arrived after it had started.
 */
type Holder = {
  index?: CatalogueIndex;
  running?: Promise<CatalogueIndex>;
  queued?: Promise<CatalogueIndex>;
};
const holders = new WeakMap<object, Holder>();

async function refresh(executor: Executor, holder: Holder): Promise<CatalogueIndex> {
  const known = holder.index;
  if (known && (await known.follow(executor))) return known;
  const built = new CatalogueIndex();
  await built.build(executor);
  if (!(await built.follow(executor))) throw new Error('the catalogue log has a gap after a build');
  holder.index = built;
  return built;
}

/**
 * The database's index at the version current when the call was made, or newer. A refresh that
 * started before the call may have read too early, so a call made meanwhile waits for the next
 * one, which every such call shares: at most two statements' wait, one statement for many.
 * A build (first use, or after a gap in the log) yields the event loop between its batches.
 */
export function currentCatalogueIndex(executor: Executor): Promise<CatalogueIndex> {
  let holder = holders.get(executor);
  if (!holder) {
    holder = {};
    holders.set(executor, holder);
  }
  const own = holder;
  const start = (): Promise<CatalogueIndex> => {
    const running = refresh(executor, own).finally(() => {
      if (own.running === running) own.running = undefined;
    });
    own.running = running;
    return running;
  };
  if (!own.running) return start();
  if (!own.queued) {
    const queued = own.running
      .catch(() => undefined)
      .then(() => {
        own.queued = undefined;
        return start();
      });
    own.queued = queued;
  }
  return own.queued;
}

/**
 * Whether this process holds the database's index already (built, perhaps behind): a list page
 * then reads it; before its first build, the SQL serves and the build starts beside it.
 */
export function hasCatalogueIndex(executor: Executor): boolean {
  return holders.get(executor)?.index !== undefined;
}
