import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { CatalogueIndex } from './catalogue-index';
import { changedSince, rows } from './catalogue-log';
import { PackedWords, withWords, type SortedWords } from './packed-words';
import { Grow, compare, parseDocument } from './search-text-document';
import { Titles } from './search-titles';

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

export type Row = [seq: number, lowerTitle: string, document: string];
const rowJson = sql`json_build_array(seq, lower(title), search_vector::text)`;

/** Postings added after the build, per lexeme. */
type Delta = { regions: number[]; masks: number[]; parts: number[]; positions: Uint16Array[] };

export class TextIndex {
  /** The catalogue version the words hold at, and the search text version read with it. */
  logVersion = '';
  textVersion = '';
  /** Every region's title, to search for parts of words. */
  private readonly titles = new Titles();
  private regionSeq = new Grow(new Int32Array(0));
  /** The live region of each seq, -1 for none. */
  private regionBySeq = new Int32Array(0);
  private live = 0;
  /** The lexemes in tsvector order, and their postings in one array each (CSR). */
  private lexemes = PackedWords.of([]);
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

  /**
   * The seq of each region, and the live region of each seq (-1 for none): for a loop over every
   * region that reads them without a call per region.
   */
  get regionArrays(): { seqOfRegion: Int32Array; regionOfSeq: Int32Array } {
    return { seqOfRegion: this.regionSeq.data, regionOfSeq: this.regionBySeq };
  }

  alive(region: number): boolean {
    return this.regionOf(this.regionSeq.data[region]!) === region;
  }

  seqOf(region: number): number {
    return this.regionSeq.data[region]!;
  }

  /** A new region for a product's title; its postings go where the caller puts them. */
  private addRegion(seq: number, lowerTitle: string): number {
    const region = this.regionSeq.length;
    this.regionSeq.push(seq);
    this.titles.add(lowerTitle);
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
    for (let after = 0; ;) {
      const [batch] = await rows<{ rows: string | null }>(
        executor,
        sql`select json_agg(${rowJson} order by seq)::text as rows from (
          select seq, title, search_vector from products where seq > ${after}
          order by seq limit ${BUILD_BATCH}) as batch`,
      );
      const read = batch?.rows ? (JSON.parse(batch.rows) as Row[]) : [];
      for (const [seq, lowerTitle, document] of read) {
        const region = this.addRegion(seq, lowerTitle);
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
    this.lexemes = PackedWords.of(order.map((id) => names[id]!));
    return true;
  }

  /**
   * Reads the products the catalogue log names since our version when the words moved: each
   * gets a new region, a deleted one none. False on a gap in the log (build again).
   */
  async follow(executor: Executor): Promise<boolean> {
    const mine = this.logVersion;
    const changes = await changedSince<Row>(executor, mine, rowJson);
    if (changes.version !== mine) {
      if (!changes.complete) return false;
      for (const seq of changes.seqs) this.setRegion(seq, -1);
      for (const [seq, lowerTitle, document] of changes.rows) this.put(seq, lowerTitle, document);
    }
    this.logVersion = changes.version;
    this.textVersion = changes.textVersion;
    return true;
  }

  /** A product's words as a new region; its old region, if any, is dead from now on. */
  private put(seq: number, lowerTitle: string, document: string): void {
    const region = this.addRegion(seq, lowerTitle);
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

  /**
   * The positions of the postings whose region `wanted` names (a rank of several words needs
   * them for a page's products only), in postings' order.
   */
  postingPositions(
    lexeme: string,
    prefix: boolean,
    wanted: (region: number) => boolean,
    visit: (region: number, positions: Uint16Array) => void,
  ): void {
    const { postRegion, postPos, postPosStart } = this;
    const { built, added } = this.postingsOf(lexeme, prefix);
    for (let r = 0; r < built.length; r += 2) {
      const end = built[r + 1]!;
      for (let i = built[r]!; i < end; i++) {
        const region = postRegion[i]!;
        if (wanted(region)) visit(region, postPos.subarray(postPosStart[i]!, postPosStart[i + 1]!));
      }
    }
    for (const delta of added) {
      for (let i = 0; i < delta.regions.length; i++) {
        const region = delta.regions[i]!;
        if (wanted(region)) visit(region, delta.positions[i]!);
      }
    }
  }

  /**
   * ORs `bitsOfMask[mask]` into `bits[region]` for each posting of `lexeme` (or of every lexeme
   * it starts): what a search's word matches and where, in one loop over the postings with
   * nothing called per posting (a word of every description holds a posting per product).
   */
  markPostings(lexeme: string, prefix: boolean, bits: Uint8Array, bitsOfMask: Uint8Array): void {
    const { postRegion, postMask } = this;
    const { built, added } = this.postingsOf(lexeme, prefix);
    for (let r = 0; r < built.length; r += 2) {
      const end = built[r + 1]!;
      for (let i = built[r]!; i < end; i++) bits[postRegion[i]!]! |= bitsOfMask[postMask[i]!]!;
    }
    for (const delta of added) {
      for (let i = 0; i < delta.regions.length; i++) {
        bits[delta.regions[i]!]! |= bitsOfMask[delta.masks[i]!]!;
      }
    }
  }

  /**
   * Adds each posting's rank part over `divisor` (ts_rank of one word: calc_rank_or) to `ranks`
   * at its region's place plus one in `placeOf` (0: not ranked), with nothing called per posting.
   */
  addRankParts(
    lexeme: string,
    prefix: boolean,
    placeOf: Int32Array,
    ranks: Float32Array,
    divisor: number,
  ): void {
    const { postRegion, postPart } = this;
    const { built, added } = this.postingsOf(lexeme, prefix);
    for (let r = 0; r < built.length; r += 2) {
      const end = built[r + 1]!;
      for (let i = built[r]!; i < end; i++) {
        const place = placeOf[postRegion[i]!]! - 1;
        if (place >= 0) ranks[place] = Math.fround(ranks[place]! + postPart[i]! / divisor);
      }
    }
    for (const delta of added) {
      for (let i = 0; i < delta.regions.length; i++) {
        const place = placeOf[delta.regions[i]!]! - 1;
        if (place >= 0) ranks[place] = Math.fround(ranks[place]! + delta.parts[i]! / divisor);
      }
    }
  }

  /**
   * Where the postings of `lexeme` (or of every lexeme it starts) are, lexemes in tsvector
   * order: ranges of the built arrays (start, end, start, end…), then the added ones.
   */
  private postingsOf(lexeme: string, prefix: boolean): { built: number[]; added: Delta[] } {
    const built: number[] = [];
    const lexemes = this.lexemes;
    for (let low = lexemes.lowerBound(lexeme); low < lexemes.length; low++) {
      if (prefix ? !lexemes.startsWith(low, lexeme) : lexemes.compare(low, lexeme) !== 0) break;
      built.push(this.start[low]!, this.start[low + 1]!);
    }
    const names = prefix
      ? [...this.delta.keys()].filter((name) => name.startsWith(lexeme)).sort(compare)
      : this.delta.has(lexeme)
        ? [lexeme]
        : [];
    return { built, added: names.map((name) => this.delta.get(name)!) };
  }

  /**
   * Per region, whether its lower-case title contains `text` (1), starts with it (2) or is it
   * (4), dead regions included: a search checks each match's life anyway. Written to `hits`
   * when given (zeroes, `regions` long). `fewHits`: how many hits are read from the bytes.
   */
  titleHits(
    text: string,
    hits: Uint8Array = new Uint8Array(this.regions),
    fewHits?: number,
  ): Uint8Array {
    return this.titles.hits(text, hits, fewHits);
  }

  /**
   * Every lexeme held by a live product, in order, with how many live products hold it (as
   * ts_stat's ndoc): the built lexemes' runs are sliced from their packed text, not copied one
   * by one.
   */
  lexemeCounts(): SortedWords {
    const built = this.lexemes;
    const live = new Int32Array(built.length);
    for (let n = 0; n < built.length; n++) {
      for (let i = this.start[n]!; i < this.start[n + 1]!; i++) {
        if (this.alive(this.postRegion[i]!)) live[n]! += 1;
      }
    }
    const extra: Array<[string, number]> = [];
    for (const [lexeme, delta] of this.delta) {
      let count = 0;
      for (const region of delta.regions) if (this.alive(region)) count += 1;
      if (!count) continue;
      const at = built.indexOf(lexeme);
      if (at >= 0) live[at]! += count;
      else extra.push([lexeme, count]);
    }
    const parts: Array<{ from: PackedWords; start: number; end: number }> = [];
    let kept = 0;
    for (let n = 0; n < built.length;) {
      if (!live[n]) {
        n++;
        continue;
      }
      const first = n;
      while (n < built.length && live[n]) n++;
      parts.push({ from: built, start: first, end: n });
      kept += n - first;
    }
    const products = new Int32Array(kept);
    let filled = 0;
    for (let n = 0; n < built.length; n++) if (live[n]) products[filled++] = live[n]!;
    extra.sort(([a], [b]) => compare(a, b));
    return withWords({ words: PackedWords.joined(parts), products }, extra);
  }

  get postingsHeld(): number {
    return this.postRegion.length + this.deltaPostings;
  }
}
