/**
 * Words in code-unit order, packed in one string with where each starts: a million words are
 * two objects for the collector to visit, not a million. At a million products the catalogue's
 * lexemes (a model number each) as strings made every major collection pause 10-60 ms, and a
 * cold search's typed arrays start one every few requests (decision 099).
 */
export class PackedWords {
  /** Word i is `text` from `starts[i]` to `starts[i + 1]`. */
  private constructor(
    private readonly text: string,
    private readonly starts: Int32Array,
  ) {}

  /** `words`, which the caller has put in order (code units, as `<` compares strings). */
  static of(words: readonly string[]): PackedWords {
    const starts = new Int32Array(words.length + 1);
    for (let i = 0; i < words.length; i++) starts[i + 1] = starts[i]! + words[i]!.length;
    return new PackedWords(words.join(''), starts);
  }

  /** Ranges of other packed words, in order, joined: a run of neighbours is one slice. */
  static joined(parts: Array<{ from: PackedWords; start: number; end: number }>): PackedWords {
    let count = 0;
    for (const { start, end } of parts) count += end - start;
    const starts = new Int32Array(count + 1);
    const texts: string[] = [];
    let at = 0;
    for (const { from, start, end } of parts) {
      if (end <= start) continue;
      const base = starts[at]! - from.starts[start]!;
      for (let i = start; i < end; i++) starts[++at] = from.starts[i + 1]! + base;
      texts.push(from.text.slice(from.starts[start], from.starts[end]));
    }
    return new PackedWords(texts.join(''), starts);
  }

  get length(): number {
    return this.starts.length - 1;
  }

  /** Word i as a string of its own (a slice of the packed text). */
  at(i: number): string {
    return this.text.slice(this.starts[i], this.starts[i + 1]);
  }

  lengthOf(i: number): number {
    return this.starts[i + 1]! - this.starts[i]!;
  }

  /** The code unit of word i at `depth`; NaN past its end, as String's charCodeAt. */
  charCodeAt(i: number, depth: number): number {
    const at = this.starts[i]! + depth;
    return depth >= 0 && at < this.starts[i + 1]! ? this.text.charCodeAt(at) : NaN;
  }

  /** Word i against `value` in code-unit order: negative before it, 0 equal, positive after. */
  compare(i: number, value: string): number {
    const start = this.starts[i]!;
    const length = this.starts[i + 1]! - start;
    const common = Math.min(length, value.length);
    for (let k = 0; k < common; k++) {
      const difference = this.text.charCodeAt(start + k) - value.charCodeAt(k);
      if (difference !== 0) return difference;
    }
    return length - value.length;
  }

  /** Whether word i begins with `prefix`. */
  startsWith(i: number, prefix: string): boolean {
    return this.lengthOf(i) >= prefix.length && this.text.startsWith(prefix, this.starts[i]);
  }

  /** The first index whose word is not before `value`. */
  lowerBound(value: string): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.compare(mid, value) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The index of `value`, or -1. */
  indexOf(value: string): number {
    const at = this.lowerBound(value);
    return at < this.length && this.compare(at, value) === 0 ? at : -1;
  }
}

/** Sorted words and, at the same index, how many products hold each. */
export type SortedWords = { words: PackedWords; products: Int32Array };

/** `base` with `extra` (in order, none of them in `base`) put in their places. */
export function withWords(base: SortedWords, extra: Array<[word: string, products: number]>) {
  if (!extra.length) return base;
  const added = PackedWords.of(extra.map(([word]) => word));
  const parts: Array<{ from: PackedWords; start: number; end: number }> = [];
  const products = new Int32Array(base.words.length + extra.length);
  let from = 0;
  let filled = 0;
  for (let e = 0; e <= extra.length; e++) {
    const end = e < extra.length ? base.words.lowerBound(extra[e]![0]) : base.words.length;
    if (end > from) {
      parts.push({ from: base.words, start: from, end });
      products.set(base.products.subarray(from, end), filled);
      filled += end - from;
      from = end;
    }
    if (e < extra.length) {
      parts.push({ from: added, start: e, end: e + 1 });
      products[filled++] = extra[e]![1];
    }
  }
  return { words: PackedWords.joined(parts), products };
}
