import type { CatalogueIndex, IndexFilter } from './catalogue-index';
import { FirstK } from './first-k';

/**
 * The order of a page: by a number of each slot (a list sort, `direction` 1 ascending, -1
 * descending; seq breaks ties in the same direction), or by relevance over a search's matches
 * (decision 065): tier, in stock before sold out, then in tier 2 the rank (higher first), then
 * catalogue order. `tier`, `rank` and `seqs` are per position in the matches; no ranks when
 * every one is 0.
 */
export type PageOrder =
  | { by: 'key'; key: ArrayLike<number>; direction: 1 | -1 }
  | { by: 'relevance'; tier: Uint8Array; rank: Float32Array; seqs: Int32Array };

const NONE = new Int32Array(0);

/**
 * The first `k` items in `order` that every filter lets through, first first, and how many it
 * lets through, in one pass (decision 099, "Later: a page in one pass"): the items are the
 * slots, or with `among` (a search's matches' slots, -1 for none) the positions in it. A page
 * of a word that a million products hold reads each product's numbers once, and most of them
 * are turned away by a comparison of numbers with the heap's root: nothing is called per
 * product, no list of kept items is made.
 */
export function firstKept(
  index: CatalogueIndex,
  filter: IndexFilter,
  order: PageOrder,
  k: number,
  among?: Int32Array,
): { first: Int32Array; total: number } {
  const { categories, brands, min, max, minStock, maxStock } = index.bounds(filter);
  const { live, price, stock, category, brand, seq } = index;
  const relevance = order.by === 'relevance';
  const key = relevance ? seq : order.key;
  const direction = relevance ? 1 : order.direction;
  const tier = relevance ? order.tier : undefined;
  const rank = relevance && order.rank.length ? order.rank : undefined;
  const seqs = relevance ? order.seqs : NONE;
  const count = among ? among.length : index.size;
  const place = placeOf(index, order, among);
  // No larger than the items: a page far past the last asks for more than there are.
  const size = Math.min(k, count);
  const heap = size > 0 ? new FirstK(size, place.later) : undefined;
  let root1 = 0;
  let root2 = 0;
  let root3 = 0;
  let total = 0;
  for (let item = 0; item < count; item++) {
    const slot = among ? among[item]! : item;
    if (slot < 0 || live[slot] !== 1) continue;
    const cents = price[slot]!;
    if (cents < min || cents > max) continue;
    if (categories !== undefined && categories[category[slot]!] !== 1) continue;
    if (brands !== undefined && brands[brand[slot]!] !== 1) continue;
    const units = stock[slot]!;
    if (units < minStock || units > maxStock) continue;
    total++;
    if (!heap) continue;
    if (heap.full) {
      // Most items of a large page come after the root: a comparison of numbers or two.
      const p1 = tier ? tier[item]! * 2 + (units <= 0 ? 1 : 0) : direction * key[slot]!;
      if (p1 > root1) continue;
      if (p1 === root1) {
        const p2 = rank ? -rank[item]! : relevance ? 0 : direction * seq[slot]!;
        if (p2 > root2 || (p2 === root2 && relevance && seqs[item]! > root3)) continue;
      }
    }
    heap.offer(item);
    const root = heap.root;
    root1 = place.first(root);
    root2 = place.second(root);
    root3 = place.third(root);
  }
  return { first: heap ? heap.sorted() : NONE, total };
}

/**
 * An item's place in `order` as three numbers, smaller first, and the heap's comparison. Apart
 * from firstKept, whose loop writes them out: what a closure captures is read from memory on
 * every use, and the loop's arrays are better kept in registers.
 */
function placeOf(index: CatalogueIndex, order: PageOrder, among: Int32Array | undefined) {
  const { stock, seq } = index;
  const slotOf = (item: number) => (among ? among[item]! : item);
  const first =
    order.by === 'relevance'
      ? (item: number) => order.tier[item]! * 2 + (stock[slotOf(item)]! <= 0 ? 1 : 0)
      : (item: number) => order.direction * order.key[slotOf(item)]!;
  const second =
    order.by === 'relevance'
      ? (item: number) => (order.rank.length ? -order.rank[item]! : 0)
      : (item: number) => order.direction * seq[slotOf(item)]!;
  const third = order.by === 'relevance' ? (item: number) => order.seqs[item]! : () => 0;
  const later = (a: number, b: number) => {
    const a1 = first(a);
    const b1 = first(b);
    if (a1 !== b1) return a1 > b1;
    const a2 = second(a);
    const b2 = second(b);
    if (a2 !== b2) return a2 > b2;
    return third(a) > third(b);
  };
  return { first, second, third, later };
}
