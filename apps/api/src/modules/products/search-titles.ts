import { Grow } from './search-text-document';

/** A character past U+00FF: text without one is Latin-1, a character to a byte. */
// eslint-disable-next-line no-control-regex -- U+0000 starts the range of Latin-1.
const WIDE = /[^\u0000-\u00ff]/;
/** Title hits read from the bytes before the scan goes on in the string. */
const FEW_HITS = 2_000;

/**
 * Every region's lower-case title for the text index (search-text-index.ts), each after a
 * \u0001, in one string: what a search finds inside titles (its tiers 0 and 1, and a part of a
 * word no lexeme holds) is one scan of it. Regions are added in order and never removed; the
 * caller knows which are alive.
 */
export class Titles {
  private text = '';
  private bytes: Buffer | null | undefined;
  private pending: string[] = [];
  private length = 0;
  private readonly starts = new Grow(new Int32Array(0));

  /**
   * One bit per run of three characters some title holds (Latin-1 ones as they are, others
   * hashed into the same 2^24 bits): a text with a run no title holds is in no title, and its
   * scan of every title is skipped. A typo most often makes such a run ("thinkpda": "pda").
   */
  private readonly runs = new Uint32Array(1 << 19);

  private static run(text: string, at: number): number {
    const a = text.charCodeAt(at);
    const b = text.charCodeAt(at + 1);
    const c = text.charCodeAt(at + 2);
    return (a | b | c) < 256
      ? (a << 16) | (b << 8) | c
      : (((a * 31 + b) * 31 + c) >>> 0) & 0xffffff;
  }

  /** Whether some title may hold `text`: false when one of its runs is in none. */
  mayHold(text: string): boolean {
    for (let at = 0; at + 3 <= text.length; at++) {
      const run = Titles.run(text, at);
      if (!(this.runs[run >>> 5]! & (1 << (run & 31)))) return false;
    }
    return true;
  }

  /** The next region's title. */
  add(lowerTitle: string): void {
    for (let at = 0; at + 3 <= lowerTitle.length; at++) {
      const run = Titles.run(lowerTitle, at);
      this.runs[run >>> 5]! |= 1 << (run & 31);
    }
    this.starts.push(this.length);
    this.pending.push(`\u0001${lowerTitle}`);
    this.length += lowerTitle.length + 1;
  }

  private all(): string {
    if (this.pending.length) {
      this.text += this.pending.join('');
      this.pending = [];
      this.bytes = undefined;
    }
    return this.text;
  }

  /**
   * The titles as bytes, one a character, when every character fits in one (Latin-1): a buffer
   * is scanned several times faster than a string, though each of its scans costs a call into
   * the runtime. Null when some title holds a character past U+00FF.
   */
  private bytesOf(all: string): Buffer | null {
    // Null is an answer (a title past Latin-1), kept like a buffer: only undefined asks again.
    if (this.bytes === undefined) this.bytes = WIDE.test(all) ? null : Buffer.from(all, 'latin1');
    return this.bytes;
  }

  /**
   * Per region, whether its title contains `text` (1), starts with it (2) or is it (4), dead
   * regions included (the caller knows which are alive), written to `hits` (zeroes, one per
   * region). `fewHits`: how many hits are read from the bytes, if any.
   */
  hits(text: string, hits: Uint8Array, fewHits = FEW_HITS): Uint8Array {
    const count = this.starts.length;
    if (!text || !this.mayHold(text)) return hits;
    const all = this.all();
    const starts = this.starts.data;
    // The first hits from the bytes (a search that few titles hold scans them once, quickly),
    // the rest from the string once they are many (a call per hit would cost more).
    const bytes = WIDE.test(text) ? null : this.bytesOf(all);
    const needle = bytes ? Buffer.from(text, 'latin1') : null;
    let fromBytes = bytes ? fewHits : 0;
    let after = 0;
    for (let at = fromBytes-- > 0 ? bytes!.indexOf(needle!) : all.indexOf(text); at >= 0;) {
      // The region the hit is in: the last one starting at or before it. Hits come in order,
      // so it is the last one's or later, most often a few regions on: found by doubling steps
      // from there, then halving (a search of every region from the first costs 20 steps).
      let low = after;
      let step = 1;
      while (low + step < count && starts[low + step]! <= at) {
        low += step;
        step *= 2;
      }
      let high = Math.min(low + step, count) - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (starts[mid]! <= at) low = mid;
        else high = mid - 1;
      }
      const end = low + 1 < count ? starts[low + 1]! : all.length;
      const begins = at === starts[low]! + 1;
      hits[low] = 1 | (begins ? 2 : 0) | (begins && at + text.length === end ? 4 : 0);
      after = low + 1;
      at = fromBytes-- > 0 ? bytes!.indexOf(needle!, end) : all.indexOf(text, end);
    }
    return hits;
  }
}
