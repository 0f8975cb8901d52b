import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/index';
import type { CatalogueIndex } from './catalogue-index';
import { parseIntArray, readPerSeq } from './catalogue-log';
import { productSearch } from './products.search';
import type { SearchExpansion } from './search-vocabulary';
import { textIndexFor } from './search-text-current';
import { matchesFromText } from './search-text-matches';
import { giveBack, type Lendable } from './scratch';

/**
 * What a search matches, kept per search text version (decision 090). Words decide a match, not
 * stock or price: an order leaves the set as it is, and the filters, counts, facets and sort of
 * every request run over the catalogue index's current numbers. A write to a title, a
 * description, a name or the synonyms moves the text version and empties the sets.
 *
 * A set is read in two steps, each once: its seqs (what counts, facets and the price and other
 * sorts need), then, when a search sorted by relevance is asked again, each match's relevance
 * tier and rank (products.search.ts), which cost more to read than a page of the tiered query.
 * The first relevance page of a word is that query's; the ones after it come from memory.
 */
export type MatchSet = {
  seqs: Int32Array;
  /**
   * Per seq: its relevance tier, and within tier 2 its rank (none when all are 0); read on the
   * second ask.
   */
  ranked?: { tier: Uint8Array; rank: Float32Array };
  /** Asked for a relevance page before its tiers were read. */
  askedRanked?: boolean;
  /** The seqs' slots in `slotsOf`'s index (-1 for a product deleted since). */
  slots?: Int32Array;
  slotsOf?: CatalogueIndex;
  /** Lent arrays the set's are views of, given back to the pool when it is dropped. */
  lent?: Lendable[];
};

/**
 * The most matches whose tiers are read: about 60 ms for 10,000 on PostgreSQL, over a second
 * for 100,000, which would hold the embedded database's one connection. A larger set's
 * relevance pages stay the tiered query's, which stops at the page; its counts and other sorts
 * still come from memory.
 */
const MAX_RANKED_MATCHES = 25_000;

/**
 * How many products' matches are kept per database, over every set: up to 13 bytes each, and up
 * to twice that for a set that holds most regions (kept in the arrays it was collected in).
 */
const MAX_KEPT_MATCHES = 4_000_000;

type Memo = { textVersion: string; sets: Map<string, MatchSet>; kept: number };
const memos = new WeakMap<object, Memo>();

/**
 * A dropped set's lent arrays go back to the pool at the next turn of the event loop
 * (scratch.ts): whoever looked a set up reads its arrays before any await of theirs, so by then
 * none is read again. (rankedMatchSet reads ranks across an await only for a set from the
 * database, which holds no lent array.)
 */
const dropped = (sets: Iterable<MatchSet>) => {
  for (const set of sets) if (set.lent) giveBack(set.lent);
};

/** Forgets every kept set: the scale bench times the first search of a word with it. */
export function forgetSearchMatches(executor: Executor): void {
  const memo = memos.get(executor);
  memos.delete(executor);
  if (memo) dropped(memo.sets.values());
}

async function readSeqs(
  executor: Executor,
  search: string,
  expansion: SearchExpansion | undefined,
): Promise<Int32Array> {
  const { matches } = productSearch(search, expansion);
  const result = (await executor.execute(
    sql`select coalesce(array_agg(${products.seq}), '{}')::text as seqs from ${products}
      where ${matches}`,
  )) as unknown as { rows: Array<{ seqs: string }> };
  return Int32Array.from(parseIntArray(result.rows[0]?.seqs ?? '{}'));
}

/** The tier and rank of each of `seqs`, in their order. */
async function readRanks(
  executor: Executor,
  search: string,
  expansion: SearchExpansion | undefined,
  seqs: Int32Array,
): Promise<{ tier: Uint8Array; rank: Float32Array }> {
  const { tier, rank } = productSearch(search, expansion);
  const read = await readPerSeq(
    executor,
    seqs,
    { t: sql`t.tier`, r: sql`case when t.tier = 2 then ${rank ?? sql`0`} else 0 end` },
    // Deleted since the seqs were read: last, and the index leaves it out anyway.
    { joined: sql`cross join lateral (select ${tier} as tier) as t`, missing: { t: 255 } },
  );
  return { tier: Uint8Array.from(read.t), rank: Float32Array.from(read.r) };
}

/**
 * The set from the words in memory (search-text-index.ts), tiers and ranks included; else its
 * seqs from the database, its tiers read when asked.
 */
async function readSet(
  executor: Executor,
  index: CatalogueIndex,
  search: string,
  expansion: SearchExpansion | undefined,
): Promise<MatchSet> {
  const text = await textIndexFor(executor, index);
  const found = text && (await matchesFromText(executor, text, search, expansion, index));
  if (found) {
    const { seqs, slots, tier, rank, lent } = found;
    return { seqs, slots, slotsOf: index, ranked: { tier, rank }, lent };
  }
  return { seqs: await readSeqs(executor, search, expansion) };
}

function memoOf(executor: Executor, index: CatalogueIndex): Memo {
  let memo = memos.get(executor);
  if (!memo || memo.textVersion !== index.textVersion) {
    if (memo) dropped(memo.sets.values());
    memo = { textVersion: index.textVersion, sets: new Map(), kept: 0 };
    memos.set(executor, memo);
  }
  return memo;
}

const keyOf = (search: string, expansion: SearchExpansion | undefined) =>
  `${search}\u0000${JSON.stringify(expansion ?? null)}`;

function withSlots(set: MatchSet, index: CatalogueIndex): MatchSet {
  if (set.slotsOf !== index) {
    set.slots = index.slotsOf(set.seqs);
    set.slotsOf = index;
  }
  return set;
}

/** The search's match set at the index's text version, its seqs read now when not kept. */
export async function searchMatchSet(
  executor: Executor,
  index: CatalogueIndex,
  search: string,
  expansion: SearchExpansion | undefined,
): Promise<MatchSet> {
  const memo = memoOf(executor, index);
  const key = keyOf(search, expansion);
  let set = memo.sets.get(key);
  if (set) {
    // Most recently used last, so the oldest go first.
    memo.sets.delete(key);
    memo.sets.set(key, set);
  } else {
    set = await readSet(executor, index, search, expansion);
    // Read after the words changed again: right for this request, not worth keeping.
    if (memo === memos.get(executor) && memo.textVersion === index.textVersion) {
      // Two requests read the same set at once: the later one's is kept.
      const raced = memo.sets.get(key);
      if (raced) {
        memo.sets.delete(key);
        memo.kept -= raced.seqs.length;
        dropped([raced]);
      }
      memo.sets.set(key, set);
      memo.kept += set.seqs.length;
      for (const [oldest, old] of memo.sets) {
        if (memo.kept <= MAX_KEPT_MATCHES || oldest === key) break;
        memo.sets.delete(oldest);
        memo.kept -= old.seqs.length;
        dropped([old]);
      }
    } else {
      dropped([set]);
    }
  }
  return withSlots(set, index);
}

/**
 * The search's match set for a page sorted by relevance: with its tiers from the second such
 * ask on (`ranked`); the first time without (the tiered query serves that page), marked asked;
 * never for a set of more than MAX_RANKED_MATCHES.
 */
export async function rankedMatchSet(
  executor: Executor,
  index: CatalogueIndex,
  search: string,
  expansion: SearchExpansion | undefined,
): Promise<MatchSet> {
  const set = await searchMatchSet(executor, index, search, expansion);
  if (set.ranked || set.seqs.length > MAX_RANKED_MATCHES) return set;
  if (!set.askedRanked) {
    set.askedRanked = true;
    return set;
  }
  set.ranked = await readRanks(executor, search, expansion, set.seqs);
  return set;
}
