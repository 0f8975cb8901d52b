import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { CatalogueIndex } from './catalogue-index';
import type { SearchExpansion } from './search-expansion';
import { compare, rankAnd } from './search-text-document';
import { readPerSeq, rows } from './catalogue-log';
import type { TextIndex } from './search-text-index';
import { allLexemes, lexemesOfQuery, normalise } from './search-text-normalise';
import { Loans, type Lendable } from './scratch';
import { ANY, IN_NAMES, IN_TITLE, MATCH_BITS, bytewise, collect } from './search-text-collect';
import { searchWords } from './search-words';

/** A search whose multi-word rank or phrase check would read more rows than this uses SQL. */
const MAX_CHECKED_ROWS = 25_000;

/** What one word of a search may match, each alternative in its role. */
type Alternative =
  | { kind: 'lexeme'; lexeme: string; prefix: boolean }
  | { kind: 'phrase'; text: string; lexemes: string[] };

/**
 * A search's answer from memory: its matches' seqs, their slots in the catalogue index it was
 * given, and per match tier and rank (no ranks when every one is 0).
 */
export type TextMatches = {
  seqs: Int32Array;
  slots: Int32Array;
  tier: Uint8Array;
  rank: Float32Array;
  /** The lent arrays the others are views of, to give back when the matches are dropped. */
  lent: Lendable[];
};

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
  index: CatalogueIndex,
): Promise<TextMatches | undefined> {
  const loans = new Loans();
  try {
    return await matchesWith(executor, text, search, expansion, { index, loans });
  } finally {
    loans.end();
  }
}

/** matchesFromText, its arrays over every region borrowed from `loans`. */
async function matchesWith(
  executor: Executor,
  text: TextIndex,
  search: string,
  expansion: SearchExpansion | undefined,
  { index, loans }: { index: CatalogueIndex; loans: Loans },
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
    const bits = loans.bytes(regions);
    for (const alternative of alternatives) {
      if (!alternative) continue;
      if (alternative.kind === 'lexeme') {
        text.markPostings(alternative.lexeme, alternative.prefix, bits, MATCH_BITS);
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
  // The arrays below are read, never written, once made: one word's bits serve as they are
  // (a million regions a pass, so no copy is made that a single word does not need).
  /** Each kind's bits per region: every word of the kind matched, and where. */
  const combine = (indices: number[], bitsOfWord: (i: number) => Uint8Array) => {
    if (indices.length === 1) return bitsOfWord(indices[0]!);
    const combined = loans.bytes(regions);
    indices.forEach((i, n) => {
      const bits = bitsOfWord(i);
      if (n === 0) combined.set(bits.subarray(0, regions));
      else bytewise('and', combined, combined, bits);
    });
    return combined;
  };
  const orOf = (a: Uint8Array | undefined, b: Uint8Array | undefined) => {
    if (!b?.length) return a?.length ? a : loans.bytes(regions);
    if (!a?.length) return b;
    const bits = loans.bytes(regions);
    bytewise('or', bits, a, b);
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
  const hits = text.titleHits(search.toLowerCase(), loans.bytes(regions));
  const { seqs, slots, tiers, titlePlace, found } = collect(
    { own: o, same: s, corrected: c, either: expanded ?? o, hits },
    text.regionArrays,
    words.length === 0,
    { index, loans },
  );
  // Every rank is 0 without a title-word match: none is made (a million at a million products).
  const rank = new Float32Array(titlePlace ? found : 0);
  if (titlePlace) {
    const ranked = await titleWordRanks(executor, text, { words, own, ownWords }, titlePlace, {
      seqs,
      rank,
    });
    if (!ranked) return undefined;
  }
  // Kept as they are when most regions match: a copy of a million seqs costs more than the
  // room it saves.
  const keep = found * 2 > seqs.length;
  if (keep) {
    loans.keep(seqs);
    loans.keep(slots);
    loans.keep(tiers);
  }
  return {
    seqs: keep ? seqs.subarray(0, found) : seqs.slice(0, found),
    slots: keep ? slots.subarray(0, found) : slots.slice(0, found),
    tier: keep ? tiers.subarray(0, found) : tiers.slice(0, found),
    rank,
    lent: keep ? [seqs, slots, tiers] : [],
  };
}

/**
 * Writes ts_rank(search_vector, the search's words) of each title-word match (`placeOf`: its
 * place among the matches plus one, by region) to `matches.rank`, as the database computes it:
 * calc_rank_or for one lexeme, calc_rank_and for several (tsrank.c), from the postings' rank
 * parts and positions. The database ranks a search whose words repeat a lexeme once as typed
 * and once as a prefix (its choice between them is its sort's). False: the SQL must answer.
 */
async function titleWordRanks(
  executor: Executor,
  text: TextIndex,
  search: { words: string[]; own: Array<Alternative | undefined>; ownWords: number[] },
  placeOf: Int32Array,
  matches: { seqs: Int32Array; rank: Float32Array },
): Promise<boolean> {
  const { words, own, ownWords } = search;
  const ranks = matches.rank;
  /** The ranked matches' places, in region order. */
  const places = () => {
    const list: number[] = [];
    for (let region = 0; region < placeOf.length; region++) {
      if (placeOf[region]) list.push(placeOf[region]! - 1);
    }
    return list;
  };
  const items = new Map<string, boolean>();
  for (const i of ownWords) {
    const item = own[i];
    if (item?.kind !== 'lexeme') return false;
    const prefix = items.get(item.lexeme);
    if (prefix !== undefined && prefix !== item.prefix) {
      const list = places();
      const read = await sqlRanks(
        executor,
        words,
        list.map((p) => matches.seqs[p]!),
      );
      if (!read) return false;
      list.forEach((p, i) => (ranks[p] = read[i]!));
      return true;
    }
    items.set(item.lexeme, item.prefix);
  }
  const sorted = [...items].sort(([a], [b]) => compare(a, b));
  if (sorted.length === 1) {
    const [[lexeme, prefix]] = sorted as [[string, boolean]];
    text.addRankParts(lexeme, prefix, placeOf, ranks, 1.64493406685);
    return true;
  }
  const entries = new Map(places().map((p) => [p, sorted.map((): Uint16Array[] => [])]));
  sorted.forEach(([lexeme, prefix], item) => {
    text.postingPositions(
      lexeme,
      prefix,
      (region) => placeOf[region]! > 0,
      (region, positions) => entries.get(placeOf[region]! - 1)![item]!.push(positions),
    );
  });
  for (const [p, ofRegion] of entries) ranks[p] = rankAnd(ofRegion);
  return true;
}

/** ts_rank from the database, for the searches memory does not rank. */
async function sqlRanks(
  executor: Executor,
  words: string[],
  seqs: number[],
): Promise<Float32Array | undefined> {
  if (seqs.length > MAX_CHECKED_ROWS) return undefined;
  const query = words
    .map((word, index) => (index === words.length - 1 ? `${word}:*` : word))
    .join(' & ');
  const read = await readPerSeq(executor, seqs, {
    r: sql`ts_rank(search_vector, to_tsquery('english'::regconfig, ${query}))`,
  });
  return Float32Array.from(read.r);
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
    const before = candidates;
    text.postingPositions(
      lexeme,
      false,
      (region) => !before || before.has(region),
      (region) => holding.add(region),
    );
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
