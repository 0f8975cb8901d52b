import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { parseIntArray, type CatalogueIndex } from './catalogue-index';
import type { SearchExpansion } from './search-expansion';
import { searchWords } from './search-words';

/**
 * The catalogue's words in this process (decision 099): every lexeme of the products' search
 * documents with the products that hold it, and every title in lower case, so that what a
 * search matches, its relevance tier and its rank come from memory, not from a read of every
 * matching row. It answers the same question as productSearch's SQL (products.search.ts), to
 * the product and to the rank: words are normalised by the database (to_tsquery), lexemes and
 * weights come from the stored search documents, and ts_rank's arithmetic is repeated in
 * single precision. What it cannot answer the same way (search syntax, a search before the
 * vocabulary is read) it leaves to the SQL: `matchesFromText` answers undefined.
 *
 * It follows the database as the catalogue index does: a write to words moves the search text
 * version (migration 0012), and the next search reads the rows the catalogue log names since
 * (migration 0013). A changed product gets a new region (its title and postings appended); its
 * old region is dead. When dead regions pile up, or the log has a gap, the index is built again
 * while the old one (or the SQL) serves.
 */

/** Rows per statement while building: each batch is one JSON value (decision 055). */
const BUILD_BATCH = 10_000;

/** Postings past this many (about 9 bytes each) and the process keeps no text index. */
const MAX_POSTINGS = 80_000_000;

/** A search whose multi-word rank or phrase check would read more rows than this uses SQL. */
const MAX_CHECKED_ROWS = 25_000;

/** ts_rank's default weights for D, C, B, A, as the C code holds them (float). */
const WEIGHTS = [Math.fround(0.1), Math.fround(0.2), Math.fround(0.4), 1];
/** Posting masks: which weights a lexeme has in a product's document. */
const A = 8;
const B = 4;
/** What a match counts for: anywhere, in the title, in the title or the names. */
const ANY = 1;
const IN_TITLE = 2;
const IN_NAMES = 4;
const matchBits = (mask: number) =>
  ANY | (mask & A ? IN_TITLE : 0) | (mask & (A | B) ? IN_NAMES : 0);

/** A growable typed array. */
class Grow<T extends Int32Array | Uint8Array | Uint16Array | Float32Array> {
  length = 0;
  constructor(public data: T) {}
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new (this.data.constructor as new (n: number) => T)(
        Math.max(1024, this.data.length * 2),
      );
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
}

type Entry = { lexeme: string; mask: number; part: number; positions: Uint16Array };

/**
 * One product's document as tsvector text: each lexeme, its weights, its rank part and its
 * positions (each as PostgreSQL keeps it: the weight in the top two bits, the place below).
 */
function parseDocument(text: string): Entry[] {
  const entries: Entry[] = [];
  const entry = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;
  for (let found = entry.exec(text); found; found = entry.exec(text)) {
    const lexeme = found[1]!.replace(/''/g, "'").replace(/\\\\/g, '\\');
    const positions = found[2] ? found[2].split(',') : ['1'];
    let mask = 0;
    // calc_rank_or (tsrank.c), in float as the C code computes it.
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    const packed = new Uint16Array(positions.length);
    positions.forEach((position, j) => {
      const letter = position.at(-1)!;
      const weight = letter === 'A' ? 3 : letter === 'B' ? 2 : letter === 'C' ? 1 : 0;
      packed[j] = (weight << 14) | (parseInt(position, 10) & 0x3fff);
      mask |= 1 << weight;
      const w = WEIGHTS[weight]!;
      resj = Math.fround(resj + Math.fround(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    });
    const part = Math.fround(Math.fround(wjm + resj) - Math.fround(wjm / ((jm + 1) * (jm + 1))));
    entries.push({ lexeme, mask, part, positions: packed });
  }
  return entries;
}

type Row = [seq: number, lowerTitle: string, document: string];
const rowJson = sql`json_build_array(seq, lower(title), search_vector::text)`;

async function rows<T>(executor: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Postings added after the build, per lexeme. */
type Delta = { regions: number[]; masks: number[]; parts: number[]; positions: Uint16Array[] };

export class TextIndex {
  /** The catalogue version the words hold at, and the search text version read with it. */
  logVersion = '';
  textVersion = '';
  /** Every region's title, each after a \u0001: one string to search for parts of words. */
  private titles = '';
  private pendingTitles: string[] = [];
  private titlesLength = 0;
  private regionStart = new Grow(new Int32Array(0));
  private regionSeq = new Grow(new Int32Array(0));
  /** The live region of each seq, -1 for none. */
  private regionBySeq = new Int32Array(0);
  private live = 0;
  /** The lexemes in tsvector order, and their postings in one array each (CSR). */
  private lexemes: string[] = [];
  private start = new Int32Array(1);
  private postRegion = new Int32Array(0);
  private postMask = new Uint8Array(0);
  private postPart = new Float32Array(0);
  /** Each posting's positions: postPos from postPosStart[i] to postPosStart[i + 1]. */
  private postPosStart = new Int32Array(1);
  private postPos = new Uint16Array(0);
  private readonly delta = new Map<string, Delta>();
  private deltaPostings = 0;

  get regions(): number {
    return this.regionSeq.length;
  }

  /** Whether so many regions are dead that a new build would pay. */
  get worn(): boolean {
    const dead = this.regions - this.live;
    return dead > 10_000 && dead > this.live / 2;
  }

  private regionOf(seq: number): number {
    return seq < this.regionBySeq.length ? this.regionBySeq[seq]! : -1;
  }

  private setRegion(seq: number, region: number): void {
    if (seq >= this.regionBySeq.length) {
      const next = new Int32Array(Math.max(seq + 1, this.regionBySeq.length * 2, 1024)).fill(-1);
      next.set(this.regionBySeq);
      this.regionBySeq = next;
    }
    const old = this.regionBySeq[seq]!;
    if (old < 0 && region >= 0) this.live += 1;
    if (old >= 0 && region < 0) this.live -= 1;
    this.regionBySeq[seq] = region;
  }

  alive(region: number): boolean {
    return this.regionOf(this.regionSeq.data[region]!) === region;
  }

  seqOf(region: number): number {
    return this.regionSeq.data[region]!;
  }

  /** A new region for a product's title; its postings go where the caller puts them. */
  private addRegion(seq: number, lowerTitle: string, offset: number): number {
    const region = this.regionSeq.length;
    this.regionSeq.push(seq);
    this.regionStart.push(offset);
    this.setRegion(seq, region);
    return region;
  }

  /** Every product's words, from the first statement on; `follow` brings it up to date. */
  async build(executor: Executor): Promise<boolean> {
    const [head] = await rows<{ version: string; textVersion: string }>(
      executor,
      sql`select (select version::text from catalogue_version) as version,
        (select version::text from search_text_version) as "textVersion"`,
    );
    if (!head) throw new Error('the catalogue version has no row');
    this.logVersion = head.version;
    this.textVersion = head.textVersion;
    const lexemeId = new Map<string, number>();
    const names: string[] = [];
    const tupleLexeme = new Grow(new Int32Array(0));
    const tupleRegion = new Grow(new Int32Array(0));
    const tupleMask = new Grow(new Uint8Array(0));
    const tuplePart = new Grow(new Float32Array(0));
    const tuplePosCount = new Grow(new Int32Array(0));
    const tuplePos = new Grow(new Uint16Array(0));
    const titles: string[] = [];
    let offset = 0;
    for (let after = 0; ;) {
      const [batch] = await rows<{ rows: string | null }>(
        executor,
        sql`select json_agg(${rowJson} order by seq)::text as rows from (
          select seq, title, search_vector from products where seq > ${after}
          order by seq limit ${BUILD_BATCH}) as batch`,
      );
      const read = batch?.rows ? (JSON.parse(batch.rows) as Row[]) : [];
      for (const [seq, lowerTitle, document] of read) {
        const region = this.addRegion(seq, lowerTitle, offset);
        titles.push(`\u0001${lowerTitle}`);
        offset += lowerTitle.length + 1;
        for (const { lexeme, mask, part, positions } of parseDocument(document)) {
          let id = lexemeId.get(lexeme);
          if (id === undefined) {
            id = names.length;
            names.push(lexeme);
            lexemeId.set(lexeme, id);
          }
          tupleLexeme.push(id);
          tupleRegion.push(region);
          tupleMask.push(mask);
          tuplePart.push(part);
          tuplePosCount.push(positions.length);
          for (const position of positions) tuplePos.push(position);
        }
      }
      if (tupleLexeme.length > MAX_POSTINGS) return false;
      if (read.length < BUILD_BATCH) break;
      after = read[read.length - 1]![0];
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.titles = titles.join('');
    this.titlesLength = offset;
    // Postings grouped by lexeme, lexemes in tsvector order (bytewise, shorter first).
    const order = names.map((_, id) => id).sort((a, b) => compare(names[a]!, names[b]!));
    const position = new Int32Array(names.length);
    order.forEach((id, at) => (position[id] = at));
    const counts = new Int32Array(names.length + 1);
    for (let i = 0; i < tupleLexeme.length; i++) counts[position[tupleLexeme.data[i]!]! + 1]! += 1;
    for (let i = 1; i < counts.length; i++) counts[i]! += counts[i - 1]!;
    this.start = counts.slice();
    const total = tupleLexeme.length;
    this.postRegion = new Int32Array(total);
    this.postMask = new Uint8Array(total);
    this.postPart = new Float32Array(total);
    // Each tuple's place among the postings; tuples come in region order, so each lexeme's
    // postings are in region order too.
    const placeOf = new Int32Array(total);
    const fill = counts.slice();
    for (let i = 0; i < total; i++) placeOf[i] = fill[position[tupleLexeme.data[i]!]!]!++;
    const posCount = new Int32Array(total + 1);
    for (let i = 0; i < total; i++) posCount[placeOf[i]! + 1] = tuplePosCount.data[i]!;
    for (let i = 1; i <= total; i++) posCount[i]! += posCount[i - 1]!;
    this.postPosStart = posCount;
    this.postPos = new Uint16Array(tuplePos.length);
    for (let i = 0, from = 0; i < total; i++) {
      const at = placeOf[i]!;
      const count = tuplePosCount.data[i]!;
      this.postRegion[at] = tupleRegion.data[i]!;
      this.postMask[at] = tupleMask.data[i]!;
      this.postPart[at] = tuplePart.data[i]!;
      this.postPos.set(tuplePos.data.subarray(from, from + count), posCount[at]!);
      from += count;
    }
    this.lexemes = order.map((id) => names[id]!);
    return true;
  }

  /**
   * Reads the products the catalogue log names since our version when the words moved: each
   * gets a new region, a deleted one none. False on a gap in the log (build again).
   */
  async follow(executor: Executor): Promise<boolean> {
    const mine = this.logVersion;
    const [head] = await rows<{
      version: string;
      textVersion: string;
      logged: string;
      seqs: number[] | string;
      rows: string | null;
    }>(
      executor,
      sql`with now as (select version from catalogue_version),
        changed as (
          select version, seq from catalogue_changes
          where version > ${mine}::bigint and version <= (select version from now)),
        seqs as (select distinct seq from changed where seq > 0)
        select (select version::text from now) as version,
          (select version::text from search_text_version) as "textVersion",
          (select count(distinct version)::text from changed) as logged,
          array(select seq from seqs) as seqs,
          (select json_agg(${rowJson})::text from products
            where seq in (select seq from seqs)) as rows`,
    );
    if (!head) throw new Error('the catalogue version has no row');
    if (head.version !== mine) {
      if (BigInt(head.logged) !== BigInt(head.version) - BigInt(mine)) return false;
      const seqs = typeof head.seqs === 'string' ? parseIntArray(head.seqs) : head.seqs;
      for (const seq of seqs) this.setRegion(Number(seq), -1);
      const read = head.rows ? (JSON.parse(head.rows) as Row[]) : [];
      for (const [seq, lowerTitle, document] of read) this.put(seq, lowerTitle, document);
    }
    this.logVersion = head.version;
    this.textVersion = head.textVersion;
    return true;
  }

  /** A product's words as a new region; its old region, if any, is dead from now on. */
  private put(seq: number, lowerTitle: string, document: string): void {
    const region = this.addRegion(seq, lowerTitle, this.titlesLength);
    this.pendingTitles.push(`\u0001${lowerTitle}`);
    this.titlesLength += lowerTitle.length + 1;
    for (const { lexeme, mask, part, positions } of parseDocument(document)) {
      let delta = this.delta.get(lexeme);
      if (!delta) {
        delta = { regions: [], masks: [], parts: [], positions: [] };
        this.delta.set(lexeme, delta);
      }
      delta.regions.push(region);
      delta.masks.push(mask);
      delta.parts.push(part);
      delta.positions.push(positions);
      this.deltaPostings += 1;
    }
  }

  /** The seqs' text version moved on without any text write between: nothing to read. */
  advance(index: CatalogueIndex): void {
    if (index.textVersion === this.textVersion && BigInt(index.version) > BigInt(this.logVersion)) {
      this.logVersion = index.version;
    }
  }

  private allTitles(): string {
    if (this.pendingTitles.length) {
      this.titles += this.pendingTitles.join('');
      this.pendingTitles = [];
    }
    return this.titles;
  }

  /**
   * Calls `visit` for each posting of `lexeme` (or, as a prefix, of every lexeme it starts),
   * lexemes in tsvector order: ts_rank adds a prefix's lexemes in that order.
   */
  postings(
    lexeme: string,
    prefix: boolean,
    visit: (region: number, mask: number, part: number, positions: () => Uint16Array) => void,
  ): void {
    let low = lowerBound(this.lexemes, lexeme);
    for (; low < this.lexemes.length; low++) {
      const name = this.lexemes[low]!;
      if (prefix ? !name.startsWith(lexeme) : name !== lexeme) break;
      for (let i = this.start[low]!; i < this.start[low + 1]!; i++) {
        visit(this.postRegion[i]!, this.postMask[i]!, this.postPart[i]!, () =>
          this.postPos.subarray(this.postPosStart[i]!, this.postPosStart[i + 1]!),
        );
      }
    }
    const added = prefix
      ? [...this.delta.keys()].filter((name) => name.startsWith(lexeme)).sort(compare)
      : this.delta.has(lexeme)
        ? [lexeme]
        : [];
    for (const name of added) {
      const delta = this.delta.get(name)!;
      for (let i = 0; i < delta.regions.length; i++) {
        visit(delta.regions[i]!, delta.masks[i]!, delta.parts[i]!, () => delta.positions[i]!);
      }
    }
  }

  /**
   * Per region, whether its lower-case title contains `text` (1), starts with it (2) or is it
   * (4); 0 for a dead region.
   */
  titleHits(text: string): Uint8Array {
    const hits = new Uint8Array(this.regions);
    if (!text) return hits;
    const all = this.allTitles();
    const starts = this.regionStart.data;
    const count = this.regionStart.length;
    for (let at = all.indexOf(text); at >= 0;) {
      // The region the hit is in: the last one starting at or before it.
      let low = 0;
      let high = count - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (starts[mid]! <= at) low = mid;
        else high = mid - 1;
      }
      const end = low + 1 < count ? starts[low + 1]! : all.length;
      if (this.alive(low)) {
        const begins = at === starts[low]! + 1;
        hits[low] = 1 | (begins ? 2 : 0) | (begins && at + text.length === end ? 4 : 0);
      }
      at = all.indexOf(text, end);
    }
    return hits;
  }

  /** Every lexeme with the number of live products that hold it, as ts_stat's ndoc. */
  lexemeCounts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (let n = 0; n < this.lexemes.length; n++) {
      let live = 0;
      for (let i = this.start[n]!; i < this.start[n + 1]!; i++) {
        if (this.alive(this.postRegion[i]!)) live += 1;
      }
      if (live) counts.set(this.lexemes[n]!, live);
    }
    for (const [lexeme, delta] of this.delta) {
      let live = 0;
      for (const region of delta.regions) if (this.alive(region)) live += 1;
      if (live) counts.set(lexeme, (counts.get(lexeme) ?? 0) + live);
    }
    return counts;
  }

  get postingsHeld(): number {
    return this.postRegion.length + this.deltaPostings;
  }
}

/** tsvector's lexeme order: bytewise, a shorter lexeme before a longer one it starts. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The index of a database in this process: the one in use, and the build under way. */
type Holder = {
  index?: TextIndex;
  building?: Promise<TextIndex | undefined>;
  following?: Promise<boolean>;
  disabled?: boolean;
};
const holders = new WeakMap<object, Holder>();

function holderOf(executor: Executor): Holder {
  let holder = holders.get(executor);
  if (!holder) {
    holder = {};
    holders.set(executor, holder);
  }
  return holder;
}

function startBuild(executor: Executor, holder: Holder): Promise<TextIndex | undefined> {
  holder.building ??= (async () => {
    const built = new TextIndex();
    try {
      if (!(await built.build(executor))) {
        // Too many words to keep in memory: searches stay the database's.
        holder.disabled = true;
        holder.index = undefined;
        return undefined;
      }
      holder.index = built;
      return built;
    } finally {
      holder.building = undefined;
    }
  })();
  return holder.building;
}

/**
 * The database's text index, at least as new in words as `index`, or undefined while the
 * first one builds (the search then runs in SQL).
 */
export async function textIndexFor(
  executor: Executor,
  index: CatalogueIndex,
): Promise<TextIndex | undefined> {
  const holder = holderOf(executor);
  if (holder.disabled) return undefined;
  const known = holder.index;
  if (!known) {
    void startBuild(executor, holder).catch(() => undefined);
    return undefined;
  }
  known.advance(index);
  if (!(await followTo(executor, holder, known, index.textVersion))) return undefined;
  if (known.worn && !holder.building) void startBuild(executor, holder).catch(() => undefined);
  return known;
}

/**
 * Brings `known` to `textVersion` at least: twice at most, since a read shared with a request
 * that asked before this one may be too early. False when it could not (a gap in the log
 * starts a build, and the SQL serves meanwhile).
 */
async function followTo(
  executor: Executor,
  holder: Holder,
  known: TextIndex,
  textVersion: string,
): Promise<boolean> {
  for (let tries = 0; BigInt(known.textVersion) < BigInt(textVersion); tries++) {
    if (tries === 2) return false;
    holder.following ??= known.follow(executor).finally(() => (holder.following = undefined));
    if (!(await holder.following)) {
      if (holder.index === known) holder.index = undefined;
      void startBuild(executor, holder).catch(() => undefined);
      return false;
    }
  }
  return true;
}

/**
 * The text index at `textVersion` or newer, when this process has one: the vocabulary reads
 * its words from it instead of reading every document again (search-vocabulary.ts).
 */
export async function textIndexAt(
  executor: Executor,
  textVersion: string,
): Promise<TextIndex | undefined> {
  const holder = holderOf(executor);
  const known = holder.index;
  if (!known || !(await followTo(executor, holder, known, textVersion))) return undefined;
  return known;
}

/** Builds the text index now and waits for it: the benches start timing once it exists. */
export async function textIndexReady(executor: Executor): Promise<boolean> {
  const holder = holderOf(executor);
  if (holder.index) return true;
  return (await startBuild(executor, holder)) !== undefined;
}

/** A to_tsquery result as its lexemes: [] for none (a stop word), undefined for an operator. */
function lexemesOfQuery(text: string): string[] | undefined {
  if (text === '') return [];
  const single = /^'((?:[^']|'')*)'$/.exec(text);
  return single ? [single[1]!.replace(/''/g, "'").replace(/\\\\/g, '\\')] : undefined;
}

/** Every quoted lexeme of a tsquery's text. */
function allLexemes(text: string): string[] {
  return [...text.matchAll(/'((?:[^']|'')*)'/g)].map((m) =>
    m[1]!.replace(/''/g, "'").replace(/\\\\/g, '\\'),
  );
}

/** A text array literal, each element quoted. */
const textArray = (values: string[]) =>
  `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/** Word normalisation never changes: each word's to_tsquery and each phrase's are kept. */
const normalised = new Map<string, string>();
const MAX_NORMALISED = 50_000;

async function normalise(executor: Executor, words: string[], phrases: string[]) {
  const key = (kind: string, text: string) => `${kind}\u0000${text}`;
  const missingWords = [...new Set(words)].filter((w) => !normalised.has(key('w', w)));
  const missingPhrases = [...new Set(phrases)].filter((p) => !normalised.has(key('p', p)));
  if (missingWords.length || missingPhrases.length) {
    const [read] = await rows<{ words: string[] | string; phrases: string[] | string }>(
      executor,
      sql`select
        array(select to_tsquery('english'::regconfig, w)::text
          from unnest(${textArray(missingWords)}::text[]) with ordinality as t(w, i) order by i)
          as words,
        array(select phraseto_tsquery('english'::regconfig, p)::text
          from unnest(${textArray(missingPhrases)}::text[]) with ordinality as t(p, i) order by i)
          as phrases`,
    );
    const list = (value: string[] | string | undefined) =>
      typeof value === 'string' ? parseTextArray(value) : (value ?? []);
    if (normalised.size > MAX_NORMALISED) normalised.clear();
    list(read?.words).forEach((q, i) => normalised.set(key('w', missingWords[i]!), q));
    list(read?.phrases).forEach((q, i) => normalised.set(key('p', missingPhrases[i]!), q));
  }
  return {
    word: (w: string) => normalised.get(key('w', w)) ?? '',
    phrase: (p: string) => normalised.get(key('p', p)) ?? '',
  };
}

/** A text array as a driver may return it in text: `{a,"b c"}`. */
function parseTextArray(text: string): string[] {
  const values: string[] = [];
  const element = /(?:^\{|,)(?:"((?:[^"\\]|\\.)*)"|([^,}]*))/g;
  if (text === '{}') return values;
  for (let m = element.exec(text); m; m = element.exec(text)) {
    values.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!);
  }
  return values;
}

/** What one word of a search may match, each alternative in its role. */
type Alternative =
  | { kind: 'lexeme'; lexeme: string; prefix: boolean }
  | { kind: 'phrase'; text: string; lexemes: string[] };

/** A search's answer from memory: its matches' seqs and, per match, tier and rank. */
export type TextMatches = { seqs: Int32Array; tier: Uint8Array; rank: Float32Array };

/**
 * What `search` matches, with the relevance tier and rank productSearch's SQL gives each match
 * (products.search.ts: the `tier` case and ts_rank), or undefined when the SQL must answer:
 * search syntax, no vocabulary yet (its trigram fallback), a word or a phrase the database
 * normalises to more than one lexeme without a phrase check within bounds.
 */
export async function matchesFromText(
  executor: Executor,
  text: TextIndex,
  search: string,
  expansion: SearchExpansion | undefined,
): Promise<TextMatches | undefined> {
  if (!expansion || /"|(?:^|\s)-\S|\sor\s/i.test(search) || search.includes('\u0001')) {
    return undefined;
  }
  const words = searchWords(search);
  const phrasesOf = (i: number, corrected: boolean) => {
    const w = expansion.words[i];
    return [...(w?.synonyms ?? []), ...(corrected ? (w?.correctedSynonyms ?? []) : [])];
  };
  const allPhrases = words.flatMap((_, i) => phrasesOf(i, true));
  const norm = await normalise(executor, words, allPhrases);
  const own: Array<Alternative | undefined> = [];
  for (const [i, word] of words.entries()) {
    const lexemes = lexemesOfQuery(norm.word(word));
    if (!lexemes || lexemes.length > 1) return undefined;
    own.push(
      lexemes[0] === undefined
        ? undefined
        : { kind: 'lexeme', lexeme: lexemes[0], prefix: i === words.length - 1 },
    );
  }
  const phrase = (p: string): Alternative | undefined => {
    const q = norm.phrase(p);
    const single = lexemesOfQuery(q);
    if (single)
      return single[0] === undefined
        ? undefined
        : { kind: 'lexeme', lexeme: single[0], prefix: false };
    return { kind: 'phrase', text: p, lexemes: allLexemes(q) };
  };
  const exact = (lexeme: string): Alternative => ({ kind: 'lexeme', lexeme, prefix: false });
  // Each word's alternatives beyond its own, as expandedQuery (products.search.ts) lists them.
  const sameExtra = words.map((_, i) => [
    ...(expansion.words[i]?.variants ?? []).map(exact),
    ...(expansion.words[i]?.synonyms ?? []).map(phrase),
  ]);
  const correctedExtra = words.map((_, i) => [
    ...(expansion.words[i]?.corrections ?? []).map(exact),
    ...(expansion.words[i]?.correctedVariants ?? []).map(exact),
    ...(expansion.words[i]?.correctedSynonyms ?? []).map(phrase),
  ]);
  const hasSame = expansion.words.some((w) => w.synonyms.length || w.variants.length);
  const hasCorrected = expansion.words.some((w) => w.corrections.length);

  const regions = text.regions;
  /** Per word, its alternatives' match bits per region, and the regions touched. */
  const bitsOf = async (alternatives: Array<Alternative | undefined>) => {
    const bits = new Uint8Array(regions);
    for (const alternative of alternatives) {
      if (!alternative) continue;
      if (alternative.kind === 'lexeme') {
        text.postings(alternative.lexeme, alternative.prefix, (region, mask) => {
          bits[region]! |= matchBits(mask);
        });
        continue;
      }
      const checked = await phraseBits(executor, text, alternative);
      if (!checked) return undefined;
      for (const [region, b] of checked) bits[region]! |= b;
    }
    return bits;
  };
  const ownBits: Array<Uint8Array | undefined> = [];
  const sameBits: Array<Uint8Array | undefined> = [];
  const correctedBits: Array<Uint8Array | undefined> = [];
  for (let i = 0; i < words.length; i++) {
    const o = await bitsOf([own[i]]);
    const s = hasSame ? await bitsOf(sameExtra[i]!) : new Uint8Array(0);
    const c = hasCorrected ? await bitsOf(correctedExtra[i]!) : new Uint8Array(0);
    if (!o || !s || !c) return undefined;
    ownBits.push(own[i] ? o : undefined);
    sameBits.push(s);
    correctedBits.push(c);
  }
  /** Which words take part in a kind: those with an alternative of the kind. */
  const ownWords = words.map((_, i) => i).filter((i) => own[i]);
  const sameWords = words.map((_, i) => i).filter((i) => own[i] || sameExtra[i]!.some(Boolean));
  const correctedWords = words
    .map((_, i) => i)
    .filter((i) => own[i] || sameExtra[i]!.some(Boolean) || correctedExtra[i]!.some(Boolean));
  /** Each kind's bits per region: every word of the kind matched, and where. */
  const combine = (indices: number[], bitsOfWord: (i: number) => Uint8Array) => {
    const combined = new Uint8Array(regions);
    indices.forEach((i, n) => {
      const bits = bitsOfWord(i);
      if (n === 0) combined.set(bits.subarray(0, regions));
      else for (let r = 0; r < regions; r++) combined[r]! &= bits[r]!;
    });
    return combined;
  };
  const orOf = (...arrays: Array<Uint8Array | undefined>) => {
    const bits = new Uint8Array(regions);
    for (const array of arrays) {
      if (array?.length) for (let r = 0; r < regions; r++) bits[r]! |= array[r]!;
    }
    return bits;
  };
  const o = combine(ownWords, (i) => ownBits[i]!);
  const sameOf = words.map((_, i) =>
    hasSame || hasCorrected ? orOf(ownBits[i], sameBits[i]) : undefined,
  );
  const s = hasSame ? combine(sameWords, (i) => sameOf[i]!) : undefined;
  const c = hasCorrected
    ? combine(correctedWords, (i) => orOf(sameOf[i], correctedBits[i]))
    : undefined;
  const expanded = c ?? s;
  const hits = text.titleHits(search.toLowerCase());
  // The later tiers in order (products.search.ts): synonyms in the title and names, the
  // document, synonyms anywhere, then corrections in the title, the names, anywhere.
  const laterTier = (own: number, same: number, corrected: number) => {
    let tier = 4;
    if (s) {
      if (same & IN_TITLE) return tier;
      if (same & IN_NAMES) return tier + 1;
      tier += 2;
    }
    if (own & ANY) return tier;
    tier += 1;
    if (s) {
      if (same & ANY) return tier;
      tier += 1;
    }
    if (c) {
      if (corrected & IN_TITLE) return tier;
      if (corrected & IN_NAMES) return tier + 1;
      if (corrected & ANY) return tier + 2;
      tier += 3;
    }
    return tier;
  };
  const seqs = new Int32Array(regions);
  const tiers = new Uint8Array(regions);
  const titleWordRegions: number[] = [];
  const titleWordOf: number[] = [];
  let found = 0;
  for (let region = 0; region < regions; region++) {
    const own = o[region]!;
    const hit = hits[region]!;
    if (!(own & ANY) && !hit && !((expanded?.[region] ?? 0) & ANY)) continue;
    if (!text.alive(region)) continue;
    const same = s?.[region] ?? 0;
    const corrected = c?.[region] ?? 0;
    let tier: number;
    if (hit & 4) tier = 0;
    else if (hit & 2) tier = 1;
    else if (!words.length) tier = 5;
    else if (own & IN_TITLE) tier = 2;
    else if (own & IN_NAMES) tier = 3;
    else tier = laterTier(own, same, corrected);
    if (tier === 2) {
      titleWordRegions.push(found);
      titleWordOf.push(region);
    }
    seqs[found] = text.seqOf(region);
    tiers[found] = tier;
    found += 1;
  }
  const rank = new Float32Array(found);
  if (titleWordRegions.length) {
    const ranked = await titleWordRanks(
      executor,
      text,
      words,
      own,
      ownWords,
      titleWordOf,
      titleWordRegions.map((p) => seqs[p]!),
    );
    if (!ranked) return undefined;
    titleWordRegions.forEach((p, i) => (rank[p] = ranked[i]!));
  }
  return { seqs: seqs.slice(0, found), tier: tiers.slice(0, found), rank };
}

/** word_distance of tsrank.c: how much two words this far apart count, as a float4. */
function wordDistance(distance: number): number {
  if (distance > 100) return Math.fround(1e-30);
  return Math.fround(1.0 / (1.005 + 0.05 * Math.exp(Math.fround(distance) / 1.5 - 2)));
}

/**
 * calc_rank_and of tsrank.c, in its float and double steps: each word (in lexeme order) against
 * every word before it, position by position, each pair weighted by the words' weights and
 * their distance. `entries[i]` holds the positions of each lexeme word i matches in the product,
 * in lexeme order.
 */
function rankAnd(entries: Uint16Array[][]): number {
  let res = -1;
  const last: Array<Uint16Array | undefined> = [];
  for (let i = 0; i < entries.length; i++) {
    for (const post of entries[i]!) {
      last[i] = post;
      for (let k = 0; k < i; k++) {
        const ct = last[k];
        if (!ct) continue;
        for (let l = 0; l < post.length; l++) {
          for (let p = 0; p < ct.length; p++) {
            const distance = Math.abs((post[l]! & 0x3fff) - (ct[p]! & 0x3fff));
            if (!distance) continue;
            const weights = Math.fround(WEIGHTS[post[l]! >> 14]! * WEIGHTS[ct[p]! >> 14]!);
            const curw = Math.fround(Math.sqrt(Math.fround(weights * wordDistance(distance))));
            res = res < 0 ? curw : Math.fround(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res < 0 ? Math.fround(1e-20) : res;
}

/**
 * ts_rank(search_vector, the search's words) of each of `regions` (all in the title-word
 * tier), as the database computes it: calc_rank_or for one lexeme, calc_rank_and for several
 * (tsrank.c), from the postings' rank parts and positions. Undefined for a search whose words
 * repeat a lexeme once as typed and once as a prefix (the database's choice between them is
 * its sort's): the database ranks those.
 */
async function titleWordRanks(
  executor: Executor,
  text: TextIndex,
  words: string[],
  own: Array<Alternative | undefined>,
  ownWords: number[],
  regions: number[],
  seqs: number[],
): Promise<Float32Array | undefined> {
  const ranks = new Float32Array(regions.length);
  const at = new Map<number, number>();
  regions.forEach((region, i) => at.set(region, i));
  const items = new Map<string, boolean>();
  for (const i of ownWords) {
    const item = own[i];
    if (item?.kind !== 'lexeme') return undefined;
    const prefix = items.get(item.lexeme);
    if (prefix !== undefined && prefix !== item.prefix) return sqlRanks(executor, words, seqs);
    items.set(item.lexeme, item.prefix);
  }
  const sorted = [...items].sort(([a], [b]) => compare(a, b));
  if (sorted.length === 1) {
    const [[lexeme, prefix]] = sorted as [[string, boolean]];
    text.postings(lexeme, prefix, (region, _mask, part) => {
      const i = at.get(region);
      if (i !== undefined) ranks[i] = Math.fround(ranks[i]! + part / 1.64493406685);
    });
    return ranks;
  }
  const entries = regions.map(() => sorted.map((): Uint16Array[] => []));
  sorted.forEach(([lexeme, prefix], item) => {
    text.postings(lexeme, prefix, (region, _mask, _part, positions) => {
      const i = at.get(region);
      if (i !== undefined) entries[i]![item]!.push(positions());
    });
  });
  entries.forEach((ofRegion, i) => (ranks[i] = rankAnd(ofRegion)));
  return ranks;
}

/** ts_rank from the database, for the searches memory does not rank. */
async function sqlRanks(
  executor: Executor,
  words: string[],
  seqs: number[],
): Promise<Float32Array | undefined> {
  if (seqs.length > MAX_CHECKED_ROWS) return undefined;
  const ranks = new Float32Array(seqs.length);
  const query = words
    .map((word, index) => (index === words.length - 1 ? `${word}:*` : word))
    .join(' & ');
  const [read] = await rows<{ ranked: string }>(
    executor,
    sql`select json_build_object('s', coalesce(array_agg(seq), '{}'),
        'r', coalesce(array_agg(ts_rank(search_vector, to_tsquery('english'::regconfig, ${query}))),
          '{}'))::text as ranked
      from products where seq = any(${`{${seqs.join(',')}}`}::int[])`,
  );
  const parsed = JSON.parse(read?.ranked ?? '{"s":[],"r":[]}') as { s: number[]; r: number[] };
  const at = new Map<number, number>();
  seqs.forEach((seq, i) => at.set(seq, i));
  parsed.s.forEach((seq, j) => {
    const i = at.get(seq);
    if (i !== undefined) ranks[i] = parsed.r[j]!;
  });
  return ranks;
}

/**
 * A phrase (a synonym of several words) checked by the database on the products that hold
 * all its lexemes: where it matches at all, in the title, in the title or the names.
 */
async function phraseBits(
  executor: Executor,
  text: TextIndex,
  phrase: Extract<Alternative, { kind: 'phrase' }>,
): Promise<Map<number, number> | undefined> {
  let candidates: Set<number> | undefined;
  for (const lexeme of phrase.lexemes) {
    const holding = new Set<number>();
    text.postings(lexeme, false, (region) => {
      if (!candidates || candidates.has(region)) holding.add(region);
    });
    candidates = holding;
  }
  const found = new Map<number, number>();
  if (!candidates?.size) return found;
  const live = [...candidates].filter((region) => text.alive(region));
  if (live.length > MAX_CHECKED_ROWS) return undefined;
  if (!live.length) return found;
  const regionOfSeq = new Map(live.map((region) => [text.seqOf(region), region]));
  const [read] = await rows<{ checked: string | null }>(
    executor,
    sql`select json_agg(json_build_array(seq,
          search_vector @@ q,
          ts_filter(search_vector, '{a}') @@ q,
          ts_filter(search_vector, '{a,b}') @@ q))::text as checked
      from products, phraseto_tsquery('english'::regconfig, ${phrase.text}) as q
      where seq = any(${`{${[...regionOfSeq.keys()].join(',')}}`}::int[])`,
  );
  const checked = read?.checked
    ? (JSON.parse(read.checked) as Array<[number, boolean, boolean, boolean]>)
    : [];
  for (const [seq, any, title, names] of checked) {
    const region = regionOfSeq.get(seq);
    if (region === undefined || !any) continue;
    found.set(region, ANY | (title ? IN_TITLE : 0) | (names ? IN_NAMES : 0));
  }
  return found;
}
