import { IN_STOCK, type CatalogueIndex, type IndexFilter } from './catalogue-index';
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
  const count = among ? among.length : index.size;
  // No larger than the items: a page far past the last asks for more than there are.
  const size = Math.min(k, count);
  if (size <= 0) return { first: NONE, total: countKept(index, filter, among) };
  const heap = new FirstK(size, laterOf(index, order, among));
  const total =
    order.by === 'relevance'
      ? keepByRelevance(index, filter, order, heap, among)
      : keepByKey(index, filter, order, heap, among);
  return { first: heap.sorted(), total };
}

/*
 * Three loops, each a function of its own: a loop's reads compile for the arrays it has met,
 * and one loop for every order met a Float64Array key, an Int32Array one and a search's tiers
 * in turn (about twice as slow, measured over a million matches, as a loop that meets one).
 * Each writes the filters out: one function per item, its bounds in an object, made a page of
 * a million matches take two to three times as long.
 */

/** How many items every filter lets through: a search's count without a page. */
function countKept(index: CatalogueIndex, filter: IndexFilter, among?: Int32Array): number {
  const { need, priced, stockCapped, categories, brands, min, max, maxStock } =
    index.bounds(filter);
  const { state, price, stock, category, brand } = index;
  const count = among ? among.length : index.size;
  let total = 0;
  for (let item = 0; item < count; item++) {
    const slot = among ? among[item]! : item;
    if (slot < 0 || (state[slot]! & need) !== need) continue;
    if (priced && (price[slot]! < min || price[slot]! > max)) continue;
    if (categories !== undefined && categories[category[slot]!] !== 1) continue;
    if (brands !== undefined && brands[brand[slot]!] !== 1) continue;
    if (stockCapped && stock[slot]! > maxStock) continue;
    total++;
  }
  return total;
}

/** firstKept's loop for a list sort: offers `heap` the items before its root; the count. */
function keepByKey(
  index: CatalogueIndex,
  filter: IndexFilter,
  order: Extract<PageOrder, { by: 'key' }>,
  heap: FirstK,
  among?: Int32Array,
): number {
  const { need, priced, stockCapped, categories, brands, min, max, maxStock } =
    index.bounds(filter);
  const { state, price, stock, category, brand, seq } = index;
  const { key, direction } = order;
  const count = among ? among.length : index.size;
  let root1 = 0;
  let root2 = 0;
  let total = 0;
  for (let item = 0; item < count; item++) {
    const slot = among ? among[item]! : item;
    if (slot < 0 || (state[slot]! & need) !== need) continue;
    if (priced && (price[slot]! < min || price[slot]! > max)) continue;
    if (categories !== undefined && categories[category[slot]!] !== 1) continue;
    if (brands !== undefined && brands[brand[slot]!] !== 1) continue;
    if (stockCapped && stock[slot]! > maxStock) continue;
    total++;
    if (heap.full) {
      // Most items of a large page come after the root: a comparison of numbers or two.
      const p1 = direction * key[slot]!;
      if (p1 > root1 || (p1 === root1 && direction * seq[slot]! > root2)) continue;
    }
    heap.offer(item);
    const rootSlot = among ? among[heap.root]! : heap.root;
    root1 = direction * key[rootSlot]!;
    root2 = direction * seq[rootSlot]!;
  }
  return total;
}

/**
 * firstKept's loop for a search's relevance: offers `heap` the matches before its root; the
 * count. `among` holds the matches' slots.
 */
function keepByRelevance(
  index: CatalogueIndex,
  filter: IndexFilter,
  order: Extract<PageOrder, { by: 'relevance' }>,
  heap: FirstK,
  among?: Int32Array,
): number {
  const { need, priced, stockCapped, categories, brands, min, max, maxStock } =
    index.bounds(filter);
  const { state, price, stock, category, brand } = index;
  const { tier, seqs } = order;
  const rank = order.rank.length ? order.rank : undefined;
  const count = among ? among.length : index.size;
  let root1 = 0;
  let root2 = 0;
  let root3 = 0;
  let total = 0;
  for (let item = 0; item < count; item++) {
    const slot = among ? among[item]! : item;
    if (slot < 0) continue;
    const bits = state[slot]!;
    if ((bits & need) !== need) continue;
    if (priced && (price[slot]! < min || price[slot]! > max)) continue;
    if (categories !== undefined && categories[category[slot]!] !== 1) continue;
    if (brands !== undefined && brands[brand[slot]!] !== 1) continue;
    if (stockCapped && stock[slot]! > maxStock) continue;
    total++;
    if (heap.full) {
      const p1 = tier[item]! * 2 + (bits & IN_STOCK ? 0 : 1);
      if (p1 > root1) continue;
      if (p1 === root1) {
        const p2 = rank ? -rank[item]! : 0;
        if (p2 > root2 || (p2 === root2 && seqs[item]! > root3)) continue;
      }
    }
    heap.offer(item);
    const root = heap.root;
    const rootSlot = among ? among[root]! : root;
    root1 = tier[root]! * 2 + (state[rootSlot]! & IN_STOCK ? 0 : 1);
    root2 = rank ? -rank[root]! : 0;
    root3 = seqs[root]!;
  }
  return total;
}

/**
 * The heap's comparison: whether item `a` comes after item `b` in `order`. The loops above write
 * the same places out with numbers (what a closure captures is read from memory on every use,
 * and a loop's arrays are better kept in registers); this runs only for the items offered.
 */
function laterOf(index: CatalogueIndex, order: PageOrder, among: Int32Array | undefined) {
  const { state, seq } = index;
  const slotOf = (item: number) => (among ? among[item]! : item);
  const first =
    order.by === 'relevance'
      ? (item: number) => order.tier[item]! * 2 + (state[slotOf(item)]! & IN_STOCK ? 0 : 1)
      : (item: number) => order.direction * order.key[slotOf(item)]!;
  const second =
    order.by === 'relevance'
      ? (item: number) => (order.rank.length ? -order.rank[item]! : 0)
      : (item: number) => order.direction * seq[slotOf(item)]!;
  const third = order.by === 'relevance' ? (item: number) => order.seqs[item]! : () => 0;
  return (a: number, b: number) => {
    const a1 = first(a);
    const b1 = first(b);
    if (a1 !== b1) return a1 > b1;
    const a2 = second(a);
    const b2 = second(b);
    if (a2 !== b2) return a2 > b2;
    return third(a) > third(b);
  };
}
