/**
 * PostgreSQL's search documents as the words in memory hold them (decision 099): a document's
 * lexemes with their weights, positions and part of ts_rank, and ts_rank's arithmetic itself
 * (tsrank.c), repeated in its float and double steps so that a rank from memory is the
 * database's to the last bit.
 */

/** ts_rank's default weights for D, C, B, A, as the C code holds them (float). */
export const WEIGHTS = [Math.fround(0.1), Math.fround(0.2), Math.fround(0.4), 1];
/** Posting masks: which weights a lexeme has in a product's document. */
export const A = 8;
export const B = 4;

/** A growable typed array. */
export class Grow<T extends Int32Array | Uint8Array | Uint16Array | Float32Array> {
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

/** A lexeme as tsvector and tsquery text quote it ('it''s', a backslash doubled) read back. */
export function unquoteLexeme(quoted: string): string {
  return quoted.replace(/''/g, "'").replace(/\\\\/g, '\\');
}

/** A lexeme of one document, as parseDocument reads it. */
export type Entry = { lexeme: string; mask: number; part: number; positions: Uint16Array };

/**
 * One product's document as tsvector text: each lexeme, its weights, its rank part and its
 * positions (each as PostgreSQL keeps it: the weight in the top two bits, the place below).
 */
export function parseDocument(text: string): Entry[] {
  const entries: Entry[] = [];
  const entry = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;
  for (let found = entry.exec(text); found; found = entry.exec(text)) {
    const lexeme = unquoteLexeme(found[1]!);
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

/** tsvector's lexeme order: bytewise, a shorter lexeme before a longer one it starts. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** word_distance of tsrank.c: how much two words this far apart count, as a float4. */
export function wordDistance(distance: number): number {
  if (distance > 100) return Math.fround(1e-30);
  return Math.fround(1.0 / (1.005 + 0.05 * Math.exp(Math.fround(distance) / 1.5 - 2)));
}

/**
 * calc_rank_and of tsrank.c, in its float and double steps: each word (in lexeme order) against
 * every word before it, position by position, each pair weighted by the words' weights and
 * their distance. `entries[i]` holds the positions of each lexeme word i matches in the product,
 * in lexeme order.
 */
export function rankAnd(entries: Uint16Array[][]): number {
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
