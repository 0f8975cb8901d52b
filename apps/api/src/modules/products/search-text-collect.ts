import type { CatalogueIndex } from './catalogue-index';
import type { Loans } from './scratch';
import { A, B } from './search-text-document';

/**
 * The region loops of a search in memory (search-text-matches.ts): each runs once a region, a
 * million times at a million products, so each is a function of its own over typed arrays (what
 * a closure captures is read from memory at every use).
 */

/** What a match counts for: anywhere, in the title, in the title or the names. */
export const ANY = 1;
export const IN_TITLE = 2;
export const IN_NAMES = 4;
const matchBits = (mask: number) =>
  ANY | (mask & A ? IN_TITLE : 0) | (mask & (A | B) ? IN_NAMES : 0);
/** matchBits of every posting's mask, looked up rather than called per posting. */
export const MATCH_BITS = Uint8Array.from({ length: 256 }, (_, mask) => matchBits(mask));

/**
 * `into[r] = a[r] & b[r]` (or `|`) for every region of `into`, four regions a step: a search
 * of a corrected or a second word makes a million of them. Lent arrays start at their buffer's
 * first byte, so words of four cover all but the last few regions.
 */
export function bytewise(op: 'and' | 'or', into: Uint8Array, a: Uint8Array, b: Uint8Array): void {
  const length = into.length;
  const words = [into, a, b].every((x) => x.byteOffset % 4 === 0) ? length >> 2 : 0;
  const into4 = new Uint32Array(into.buffer, into.byteOffset, words);
  const a4 = new Uint32Array(a.buffer, a.byteOffset, words);
  const b4 = new Uint32Array(b.buffer, b.byteOffset, words);
  if (op === 'and') for (let w = 0; w < words; w++) into4[w] = a4[w]! & b4[w]!;
  else for (let w = 0; w < words; w++) into4[w] = a4[w]! | b4[w]!;
  for (let r = words * 4; r < length; r++) into[r] = op === 'and' ? a[r]! & b[r]! : a[r]! | b[r]!;
}

/**
 * The later tiers in order (products.search.ts): synonyms in the title and names, the
 * document, synonyms anywhere, then corrections in the title, the names, anywhere. `same` and
 * `corrected` are -1 when the search has no such alternative.
 */
function laterTier(own: number, same: number, corrected: number): number {
  let tier = 4;
  if (same >= 0) {
    if (same & IN_TITLE) return tier;
    if (same & IN_NAMES) return tier + 1;
    tier += 2;
  }
  if (own & ANY) return tier;
  tier += 1;
  if (same >= 0) {
    if (same & ANY) return tier;
    tier += 1;
  }
  if (corrected >= 0) {
    if (corrected & IN_TITLE) return tier;
    if (corrected & IN_NAMES) return tier + 1;
    if (corrected & ANY) return tier + 2;
    tier += 3;
  }
  return tier;
}

/**
 * The matches in region order, from each kind's bits per region and the title hits: their
 * seqs, their slots in `index` (a lookup in the same loop, not a pass of its own), tiers and,
 * by region, each title-word match's place among them plus one (0 for none; made only when
 * there is such a match, so that a search without one allocates nothing for ranks).
 * Apart from matchesFromText, which closures share: what a closure captures is read from memory
 * at each use, and this loop runs once a region, a million times at a million products.
 */
export function collect(
  bits: {
    own: Uint8Array;
    same?: Uint8Array;
    corrected?: Uint8Array;
    either: Uint8Array;
    hits: Uint8Array;
  },
  regionArrays: { seqOfRegion: Int32Array; regionOfSeq: Int32Array },
  noWords: boolean,
  { index, loans }: { index: CatalogueIndex; loans: Loans },
) {
  const regions = bits.own.length;
  // Each is written up to `found` before it is read: no zeroes needed.
  const seqs = loans.ints(regions, true);
  const slots = loans.ints(regions, true);
  const tiers = loans.bytes(regions, true);
  const found = sparse(bits)
    ? collectSparse(bits, regionArrays, noWords, index, { seqs, slots, tiers })
    : collectDense(bits, regionArrays, noWords, index, { seqs, slots, tiers });
  // The title-word matches' places, in a pass of their own: written in the loops below, one
  // more array made them take about twice as long over a million matches (what they read no
  // longer fits the processor's registers); this pass reads three arrays.
  let titlePlace: Int32Array | undefined;
  const { regionOfSeq } = regionArrays;
  for (let at = 0; at < found; at++) {
    if (tiers[at] !== 2) continue;
    titlePlace ??= loans.ints(regions);
    titlePlace[regionOfSeq[seqs[at]!]!] = at + 1;
  }
  return { seqs, slots, tiers, titlePlace, found };
}

type Collected = { seqs: Int32Array; slots: Int32Array; tiers: Uint8Array };

/** Whether most regions match nothing: one sample region in 64. */
function sparse({ own, hits, either }: { own: Uint8Array; hits: Uint8Array; either: Uint8Array }) {
  let sampled = 0;
  let matched = 0;
  for (let region = 0; region < own.length; region += 64) {
    sampled++;
    if (own[region]! | hits[region]! | either[region]!) matched++;
  }
  return matched * 2 < sampled;
}

/** The tier of a match (products.search.ts's `tier` case). */
function tierOf(hit: number, mine: number, same: number, corrected: number, noWords: boolean) {
  if (hit & 4) return 0;
  if (hit & 2) return 1;
  if (noWords) return 5;
  if (mine & IN_TITLE) return 2;
  if (mine & IN_NAMES) return 3;
  return laterTier(mine, same, corrected);
}

/**
 * tierOf of every match's bits, looked up in the loops (a table read, not six branches a
 * match: about a third of a dense loop's time), at `hit << 9 | own << 6 | same << 3 | corrected`.
 * One table per kind of search: with words or not, with synonyms or not, with corrections or
 * not.
 */
const tierTables = new Map<number, Uint8Array>();
function tierTable(noWords: boolean, hasSame: boolean, hasCorrected: boolean): Uint8Array {
  const key = (noWords ? 4 : 0) | (hasSame ? 2 : 0) | (hasCorrected ? 1 : 0);
  let table = tierTables.get(key);
  if (!table) {
    table = new Uint8Array(4096);
    for (let i = 0; i < table.length; i++) {
      const same = hasSame ? (i >> 3) & 7 : -1;
      const corrected = hasCorrected ? i & 7 : -1;
      table[i] = tierOf(i >> 9, (i >> 6) & 7, same, corrected, noWords);
    }
    tierTables.set(key, table);
  }
  return table;
}

/**
 * collect's loop for a search most regions match: region by region. The same as collectSparse
 * but for its four-at-a-time test, on purpose: over a million matches that test cost a dense
 * search a tenth to a fifth of its loop (medians 17-20 against 21-22 ms).
 */
function collectDense(
  bits: {
    own: Uint8Array;
    same?: Uint8Array;
    corrected?: Uint8Array;
    either: Uint8Array;
    hits: Uint8Array;
  },
  { seqOfRegion, regionOfSeq }: { seqOfRegion: Int32Array; regionOfSeq: Int32Array },
  noWords: boolean,
  index: CatalogueIndex,
  { seqs, slots, tiers }: Collected,
): number {
  const { own, same, corrected, either, hits } = bits;
  const slotBySeq = index.slotsBySeq;
  const tier = tierTable(noWords, same !== undefined, corrected !== undefined);
  const regions = own.length;
  let found = 0;
  for (let region = 0; region < regions; region++) {
    const mine = own[region]!;
    const hit = hits[region]!;
    if (!mine && !hit && !either[region]!) continue;
    // Alive: still its product's region.
    const seq = seqOfRegion[region]!;
    if (regionOfSeq[seq] !== region) continue;
    seqs[found] = seq;
    slots[found] = seq < slotBySeq.length ? slotBySeq[seq]! - 1 : index.slotOf(seq);
    tiers[found] =
      tier[
        (hit << 9) |
          (mine << 6) |
          (same ? same[region]! << 3 : 0) |
          (corrected ? corrected[region]! : 0)
      ]!;
    found += 1;
  }
  return found;
}

/**
 * collect's loop for a search most regions do not match (a word one product in ten holds):
 * four regions at a time where none matches. Every bit a region can hold includes ANY, so a
 * match is a byte not 0.
 */
function collectSparse(
  bits: {
    own: Uint8Array;
    same?: Uint8Array;
    corrected?: Uint8Array;
    either: Uint8Array;
    hits: Uint8Array;
  },
  { seqOfRegion, regionOfSeq }: { seqOfRegion: Int32Array; regionOfSeq: Int32Array },
  noWords: boolean,
  index: CatalogueIndex,
  { seqs, slots, tiers }: Collected,
): number {
  const { own, same, corrected, either, hits } = bits;
  const slotBySeq = index.slotsBySeq;
  const tier = tierTable(noWords, same !== undefined, corrected !== undefined);
  const regions = own.length;
  const blocks = [own, hits, either].every((a) => a.byteOffset % 4 === 0) ? regions >> 2 : 0;
  const own4 = new Uint32Array(own.buffer, own.byteOffset, blocks);
  const hits4 = new Uint32Array(hits.buffer, hits.byteOffset, blocks);
  const either4 = new Uint32Array(either.buffer, either.byteOffset, blocks);
  let found = 0;
  for (let region = 0; region < regions; region++) {
    const block = region >> 2;
    if ((region & 3) === 0 && block < blocks && !(own4[block]! | hits4[block]! | either4[block]!)) {
      region += 3;
      continue;
    }
    const mine = own[region]!;
    const hit = hits[region]!;
    if (!mine && !hit && !either[region]!) continue;
    const seq = seqOfRegion[region]!;
    if (regionOfSeq[seq] !== region) continue;
    seqs[found] = seq;
    slots[found] = seq < slotBySeq.length ? slotBySeq[seq]! - 1 : index.slotOf(seq);
    tiers[found] =
      tier[
        (hit << 9) |
          (mine << 6) |
          (same ? same[region]! << 3 : 0) |
          (corrected ? corrected[region]! : 0)
      ]!;
    found += 1;
  }
  return found;
}
