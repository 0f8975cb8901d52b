import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { SearchExpansion } from './search-expansion';
import { textIndexAt } from './search-text-current';
import { searchWords } from './search-words';
import { closeLexemes } from './close-lexemes';
import { PackedWords, withWords, type SortedWords } from './packed-words';
import { compare } from './search-text-document';

/**
 * How many edits a word of `length` letters may carry and still find what it meant (contract
 * v1.2): none under 4 letters, one from 4, two from 8, as Meilisearch and Typesense count.
 */
export function allowedEdits(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * The Damerau-Levenshtein distance of `a` and `b` (optimal string alignment: insertions,
 * deletions, substitutions, and two neighbouring letters swapped, each one edit), or `max + 1`
 * as soon as it must be more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > max) return max + 1;
  // Three rows of the table, reused: this runs over tens of thousands of words per search.
  let before = new Int32Array(n + 1);
  let previous = new Int32Array(n + 1);
  let current = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    let best = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const other = b.charCodeAt(j - 1);
      let value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (letter === other ? 0 : 1),
      );
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === other) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[n]!;
}

/**
 * The words a search can match, as one database's API process keeps them: every lexeme of
 * the products' search documents (titles, brand and category names, descriptions), in order,
 * and the owner's synonym groups, read at one search text version (migration 0012).
 */
type Vocabulary = {
  version: string;
  /**
   * The words in order with how many products hold each, packed (a million at a million
   * products): whether a word is one of them, the words a typed start begins and a typo's close
   * words (close-lexemes.ts) are each a walk of a few binary searches.
   */
  sorted: SortedWords;
  /** Each group's entries as given, and each entry's stem (a one-word entry) or itself. */
  synonyms: Array<{ entries: string[]; stems: string[] }>;
  /** Model names by their letters: "buds" names "buds2", "watch" names "watch6". */
  variants: Map<string, string[]>;
};

export type { SearchExpansion, WordExpansion } from './search-expansion';

/** How long a search waits for the vocabulary read again before it goes on with the last one. */
const RELOAD_WAIT_MS = 500;

/**
 * How long a search waits for a process's first vocabulary: reading a million products' words
 * takes seconds on a quiet server and minutes on a busy one. Past it the search goes on without
 * (each word matched as typed, or within a trigram of a title word), and the vocabulary serves
 * the searches after it.
 */
const FIRST_LOAD_WAIT_MS = 1500;

const states = new WeakMap<object, { vocabulary?: Vocabulary; loading?: Promise<Vocabulary> }>();

async function loadVocabulary(executor: Executor): Promise<Vocabulary> {
  const words = await catalogueWords(executor);
  const groups = (await executor.execute(sql`
    select words, array(select coalesce((ts_lexize('english_stem', w))[1], lower(w))
        from unnest(words) with ordinality as t(w, i) order by i) as stems
      from search_synonyms order by position`)) as unknown as {
    rows: Array<{ words: string[]; stems: string[] }>;
  };
  const synonyms = groups.rows.map((row) => ({
    entries: row.words.map((word) => word.toLowerCase()),
    stems: row.stems,
  }));
  const variants = new Map<string, string[]>();
  const { words: sorted, products } = words.sorted;
  for (let i = 0; i < sorted.length; i++) {
    // Only a word that ends in a number can be a model name: most are not sliced out at all.
    const last = sorted.charCodeAt(i, sorted.lengthOf(i) - 1);
    if (last < 0x80 && !(last >= 0x30 && last <= 0x39)) continue;
    const word = sorted.at(i);
    const model = /^(\p{L}{2,})\p{N}+$/u.exec(word);
    if (model?.[1] && products[i]! > 0) {
      variants.set(model[1], [...(variants.get(model[1]) ?? []), word]);
    }
  }
  // A synonym is a word a search knows, so a typo of it is corrected to it as well.
  const stems = new Set<string>();
  for (const group of synonyms) {
    for (const stem of group.stems)
      if (!/\s/.test(stem) && sorted.indexOf(stem) < 0) stems.add(stem);
  }
  const vocabulary: Vocabulary = {
    version: words.version,
    sorted: withWords(
      words.sorted,
      [...stems].sort(compare).map((stem): [string, number] => [stem, 0]),
    ),
    synonyms,
    variants,
  };
  return vocabulary;
}

/**
 * Every lexeme of the catalogue with how many products hold it, and the search text version
 * they belong to: from the words in memory when this process keeps them (decision 099), else
 * from every search document (ts_stat, seconds at a million products), in one snapshot.
 */
async function catalogueWords(
  executor: Executor,
): Promise<{ version: string; sorted: SortedWords }> {
  const current = (await executor.execute(
    sql`select version::text from search_text_version`,
  )) as unknown as { rows: Array<{ version: string }> };
  // In the words' order either way, so that corrections equally close and equally used come
  // out the same whichever source a process read.
  const text = await textIndexAt(executor, current.rows[0]?.version ?? '0');
  if (text) return { version: text.textVersion, sorted: text.lexemeCounts() };
  const result = (await executor.execute(sql`
    select v.version, s.word, s.ndoc from (select version::text from search_text_version) as v
      left join ts_stat('select search_vector from products') as s on true`)) as unknown as {
    rows: Array<{ version: string; word: string | null; ndoc: number | null }>;
  };
  const counts = result.rows
    .flatMap((row): Array<[string, number]> =>
      row.word === null ? [] : [[row.word, Number(row.ndoc)]],
    )
    .sort(([a], [b]) => compare(a, b));
  return {
    version: result.rows[0]?.version ?? '',
    sorted: {
      words: PackedWords.of(counts.map(([word]) => word)),
      products: Int32Array.from(counts, ([, ndoc]) => ndoc),
    },
  };
}

/**
 * The vocabulary at the database's current search text version, and the stems of `words`
 * (null for a stop word), in one small statement; the vocabulary is read again only when the
 * version moved (a text of the catalogue or a synonym changed, in this process or another).
 */
async function currentVocabulary(
  executor: Executor,
  words: string[],
): Promise<{ vocabulary?: Vocabulary; stems: Array<string | null> }> {
  const stems = words.map((word) => sql`(ts_lexize('english_stem', ${word}))[1]`);
  const result = (await executor.execute(
    sql`select (select version::text from search_text_version) as version,
      json_build_array(${sql.join([sql`null`, ...stems], sql`, `)})::text as stems`,
  )) as unknown as { rows: Array<{ version: string; stems: string }> };
  const [row] = result.rows;
  const stemmed = (JSON.parse(row?.stems ?? '[null]') as Array<string | null>).slice(1);
  let state = states.get(executor);
  if (!state) states.set(executor, (state = {}));
  if (state.vocabulary?.version !== row?.version) {
    // One read for every search that finds the version moved at once.
    const current = state;
    const started = !current.loading;
    current.loading ??= loadVocabulary(executor)
      .then((vocabulary) => (current.vocabulary = vocabulary))
      .finally(() => (current.loading = undefined));
    const loading = current.loading;
    // A large catalogue takes seconds to read (decision 087): past a moment its searches go
    // on with the words they had, or none yet, and the new ones arrive for the searches after.
    const wait = !current.vocabulary ? FIRST_LOAD_WAIT_MS : started ? RELOAD_WAIT_MS : 0;
    if (wait > 0) {
      let timer: NodeJS.Timeout | undefined;
      // The first read's failure is this search's: a later one keeps the words it had.
      const settled = current.vocabulary ? loading.catch(() => undefined) : loading;
      await Promise.race([
        settled,
        new Promise((resolve) => (timer = setTimeout(resolve, wait).unref())),
      ]);
      clearTimeout(timer);
    }
  }
  return { vocabulary: state.vocabulary, stems: stemmed };
}

/** Whether `word` is a lexeme, or (the last word, still being typed) starts one. */
function known(vocabulary: Vocabulary, word: string, prefix: boolean): boolean {
  const { words } = vocabulary.sorted;
  const at = words.lowerBound(word);
  if (at >= words.length) return false;
  return prefix ? words.startsWith(at, word) : words.compare(at, word) === 0;
}

/** The synonyms of `forms` (words or stems) and the model names of both. */
function widen(
  vocabulary: Vocabulary,
  forms: string[],
): { synonyms: string[]; variants: string[] } {
  const synonyms = new Set<string>();
  for (const group of vocabulary.synonyms) {
    const at = group.entries.findIndex(
      (entry, position) => forms.includes(entry) || forms.includes(group.stems[position] ?? entry),
    );
    if (at === -1) continue;
    group.entries.forEach((entry, position) => position !== at && synonyms.add(entry));
  }
  const variants = new Set<string>();
  for (const form of [...forms, ...synonyms]) {
    for (const variant of vocabulary.variants.get(form) ?? []) variants.add(variant);
  }
  return { synonyms: [...synonyms], variants: [...variants] };
}

/**
 * What the vocabulary adds to each word of `search`: the catalogue's words within its edits
 * when the word is not one of them, and its synonyms. `extraEdits` widens the edits (a "Did
 * you mean" looks further than a search does).
 */
export async function expandSearch(
  executor: Executor,
  search: string,
  extraEdits = 0,
): Promise<SearchExpansion | undefined> {
  const words = searchWords(search);
  if (!words.length) return { words: [] };
  const { vocabulary, stems } = await currentVocabulary(executor, words);
  // Not read yet (a large catalogue's first): the search matches without it.
  if (!vocabulary) return undefined;
  return {
    words: words.map((word, index) => {
      const stem = stems[index] ?? null;
      const prefix = index === words.length - 1;
      const edits = allowedEdits([...word].length) + extraEdits;
      const isKnown =
        stem === null || known(vocabulary, stem, prefix) || known(vocabulary, word, prefix);
      const corrections =
        isKnown || edits === 0
          ? []
          : closeLexemes(vocabulary.sorted, [...new Set([word, stem])], edits, prefix);
      const own = widen(vocabulary, [word, stem ?? word]);
      const corrected = widen(vocabulary, corrections);
      const fresh = (found: string[], known: string[]) =>
        found.filter((entry) => !known.includes(entry));
      return {
        corrections,
        ...own,
        correctedSynonyms: fresh(corrected.synonyms, own.synonyms),
        correctedVariants: fresh(corrected.variants, own.variants),
      };
    }),
  };
}
