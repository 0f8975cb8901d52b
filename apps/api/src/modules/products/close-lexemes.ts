/**
 * The catalogue's words within a few edits of a typed word, found by walking the sorted words
 * as a trie (decision 087). Every prefix of the sorted words is one contiguous range of them,
 * so the walk needs no tree in memory: a node is a range, its children the runs of the next
 * letter, each found by a binary search. At each node the walk keeps the edit-distance row of
 * its prefix against the typed word and leaves a branch as soon as no word below can come
 * within the edits. A search for a typo then visits thousands of prefixes where a scan of the
 * vocabulary tested every word, a million at a million products.
 */

import type { SortedWords } from './packed-words';

/** Corrections kept per word: the closest, then the most used. */
export const MAX_CORRECTIONS = 6;

/** Where each word's lowest distance to a form is kept: index in the sorted words -> distance. */
type Found = Map<number, number>;

/**
 * Reports each word within `edits` of `form` (optimal string alignment: insertions, deletions,
 * substitutions and two neighbouring letters swapped, each one edit) and, when `prefix`, each
 * word longer than the form one of whose starts (of the form's length, give or take the edits)
 * is within them, at that distance plus half an edit.
 */
function walk(sorted: SortedWords, form: string, edits: number, prefix: boolean, found: Found) {
  const { words } = sorted;
  const m = form.length;
  const keep = (index: number, distance: number) => {
    const known = found.get(index);
    if (known === undefined || distance < known) found.set(index, distance);
  };
  // Only the cells within `edits` of a row's diagonal can hold a distance within the edits: a
  // row keeps those (its band), every value past the edits is kept as FAR, and the cells just
  // outside the band read as FAR. A row costs the edits, not the typed word's length.
  const FAR = edits + 1;
  const bandLow = (depth: number) => Math.max(1, depth - edits);
  const bandHigh = (depth: number) => Math.min(m, depth + edits);
  const rowMin = (row: Int32Array, depth: number) => {
    let min = row[0]!;
    for (let j = bandLow(depth), high = bandHigh(depth); j <= high; j++) {
      if (row[j]! < min) min = row[j]!;
    }
    return min;
  };
  /** The first index in [from, to) whose letter at `depth` is past `code`. */
  const runEnd = (from: number, to: number, depth: number, code: number) => {
    let low = from;
    let high = to;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (words.charCodeAt(mid, depth) <= code) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  // One row per depth, written over as the walk moves from one branch to the next.
  const rows = Array.from({ length: m + edits + 2 }, () => new Int32Array(m + 1));
  const visit = (
    low: number,
    high: number,
    depth: number,
    row: Int32Array,
    before: Int32Array | null,
    last: number,
  ) => {
    // The typed word's whole length is in the band only this close to it.
    const distance = depth + edits >= m ? row[m]! : FAR;
    // The word that is this prefix itself sorts first in its range.
    const whole = depth > 0 && words.lengthOf(low) === depth;
    if (whole && distance <= edits) keep(low, distance);
    if (prefix && depth > 0 && depth >= m - edits && distance <= edits) {
      for (let index = whole ? low + 1 : low; index < high; index++) {
        if (words.lengthOf(index) > m) keep(index, distance + 0.5);
      }
    }
    // Deeper prefixes are longer than any word or start within the edits.
    if (depth >= m + edits) return;
    // No cell within the edits, nor one a swap of letters could reach from the row before.
    if (rowMin(row, depth) > edits && (before === null || rowMin(before, depth - 1) >= edits)) {
      return;
    }
    let index = whole ? low + 1 : low;
    while (index < high) {
      const code = words.charCodeAt(index, depth);
      const end = runEnd(index, high, depth, code);
      const next = rows[depth + 1]!;
      const from = bandLow(depth + 1);
      const to = bandHigh(depth + 1);
      next[0] = Math.min(depth + 1, FAR);
      if (from > 1) next[from - 1] = FAR;
      for (let j = from; j <= to; j++) {
        const other = form.charCodeAt(j - 1);
        let value = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (code === other ? 0 : 1));
        if (before && j > 1 && code === form.charCodeAt(j - 2) && last === other) {
          value = Math.min(value, before[j - 2]! + 1);
        }
        next[j] = Math.min(value, FAR);
      }
      if (to < m) next[to + 1] = FAR;
      visit(index, end, depth + 1, next, row, code);
      index = end;
    }
  };
  const root = rows[0]!;
  for (let j = 0; j <= m; j++) root[j] = Math.min(j, FAR);
  visit(0, words.length, 0, root, null, -1);
}

/**
 * The words within `edits` of any of `forms` (the typed word and its stem), the last word of a
 * search also by its starts: the closest first, then the most used, then in the words' order.
 * A whole word within the edits is what was meant: starts of longer words only stand in when
 * there is none ("nikn" is Nikon, not the start of Nintendo).
 */
export function closeLexemes(
  sorted: SortedWords,
  forms: string[],
  edits: number,
  prefix: boolean,
): string[] {
  const found: Found = new Map();
  for (const form of forms) walk(sorted, form, edits, prefix, found);
  const entries = [...found];
  const whole = entries.some(([, distance]) => Number.isInteger(distance));
  return entries
    .filter(([, distance]) => !whole || Number.isInteger(distance))
    .sort(([a, da], [b, db]) => da - db || sorted.products[b]! - sorted.products[a]! || a - b)
    .slice(0, MAX_CORRECTIONS)
    .map(([index]) => sorted.words.at(index));
}
