import { and, or, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import { containsPattern } from '../../lib/like-patterns';

/** Words past this many are matched as text but not looked up one by one. */
const MAX_WORDS = 8;
/** A word this long or longer may carry one typo (docs/decisions, search design). */
const TYPO_MIN_LENGTH = 5;

/** The words of a search, lower case: letters and digits only, so safe inside to_tsquery. */
export function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * A to_tsquery text that needs every word, the last one as a prefix (a shopper still typing
 * "pix" means "pixel"), restricted to the document's parts of `weights` when given.
 */
function allWordsQuery(words: string[], weights = ''): string {
  return words
    .map((word, index) => `${word}:${index === words.length - 1 ? '*' : ''}${weights}`)
    .join(' & ')
    .replace(/:(?= |$)/g, '');
}

/** A quote, a word negated with `-`, or the word `or`: websearch_to_tsquery's syntax. */
const SEARCH_SYNTAX = /"|(?:^|\s)-\S|\sor\s/i;

const tsquery = (text: string) => sql`to_tsquery('english'::regconfig, ${text})`;

/**
 * Every word in the document (the last one as a prefix), or, for a word of 5 letters or more,
 * close to a word of the title. A stop word ("the") asks nothing: its query is empty, which
 * the planner sees as a constant. Undefined when no word is long enough for a typo.
 */
function typoTolerant(words: string[]): SQL | undefined {
  if (!words.some((word) => [...word].length >= TYPO_MIN_LENGTH)) return undefined;
  return and(
    ...words.map((word, index) => {
      const query = tsquery(index === words.length - 1 ? `${word}:*` : word);
      return or(
        sql`numnode(${query}) = 0`,
        sql`${products.searchVector} @@ ${query}`,
        [...word].length >= TYPO_MIN_LENGTH ? sql`${word} <% ${products.title}` : undefined,
      );
    }),
  );
}

/** What a search matches, and the ORDER BY of `sort=relevance`. */
export type ProductSearch = { matches: SQL; relevance: SQL[] };

/**
 * A search as SQL over one table, each branch served by an index of products:
 * - the weighted document (products_search_idx): in websearch syntax when the search uses it
 *   ("quoted phrase", -word, or), else every word with the last one as a prefix;
 * - the title and description as text (trigram indexes), so what matched before the document
 *   existed still does: parts of words, and signs such as "%" that the document drops;
 * - each word in the document or, with 5 letters or more, close to a word of the title
 *   (`<%`, the title's trigram index): one typo per word.
 * Relevance then ranks in tiers: the title itself or its start, every word in the title, every
 * word in the title, brand or category, the rest of the document (the description), then typos
 * and parts of words; within a tier by ts_rank, then catalogue order.
 */
export function productSearch(search: string): ProductSearch {
  const words = searchWords(search);
  const lowered = search.toLowerCase();
  const pattern = containsPattern(search);
  // Search-box syntax ("a phrase", -word, or) as websearch_to_tsquery reads it; plain words
  // all, the last one as a prefix, which finds what websearch_to_tsquery would and more.
  const document = !words.length
    ? undefined
    : SEARCH_SYNTAX.test(search)
      ? sql`websearch_to_tsquery('english'::regconfig, ${search})`
      : tsquery(allWordsQuery(words));
  const matches = or(
    document ? sql`${products.searchVector} @@ ${document}` : undefined,
    sql`${products.title} ilike ${pattern}`,
    sql`${products.description} ilike ${pattern}`,
    SEARCH_SYNTAX.test(search) ? undefined : typoTolerant(words),
  );
  if (!matches) throw new Error('a search always matches on its text');
  const startsWith = containsPattern(lowered).slice(1);
  const tier = document
    ? sql`case
        when lower(${products.title}) = ${lowered} then 0
        when lower(${products.title}) like ${startsWith} then 1
        when ${products.searchVector} @@ ${tsquery(allWordsQuery(words, 'A'))} then 2
        when ${products.searchVector} @@ ${tsquery(allWordsQuery(words, 'AB'))} then 3
        when ${products.searchVector} @@ ${document} then 4
        else 5 end`
    : sql`case
        when lower(${products.title}) = ${lowered} then 0
        when lower(${products.title}) like ${startsWith} then 1
        else 5 end`;
  return {
    matches,
    relevance: [
      sql`${tier} asc`,
      ...(document ? [sql`ts_rank(${products.searchVector}, ${document}) desc`] : []),
      sql`${products.seq} asc`,
    ],
  };
}
