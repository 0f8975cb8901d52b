import { and, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import { containsPattern } from '../../lib/like-patterns';
import type { SearchExpansion } from './search-vocabulary';
import { searchWords } from './search-words';

/** A word this long or longer may carry one typo (docs/decisions, search design). */
const TYPO_MIN_LENGTH = 5;

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

/**
 * A part of the relevance order: the matches in `where` (with the search's other parts left to
 * the caller's filter), in `order`. The tiers' parts follow each other: every product of one
 * comes before every product of the next. `names` asks for the brands and categories whose
 * names hold a word first (their ids go in `where`); a tier without any is empty.
 */
export type SearchTier = { order: SQL[]; impliesMatch?: boolean } & (
  { where: SQL } | { names: (name: AnyColumn) => SQL; where: (ids: string[]) => SQL }
);

/**
 * What a search matches, the ORDER BY of `sort=relevance`, and that order in tiers; `tier` and
 * `rank` are its first keys as values (lower tier first; within tier 2, higher rank first), for
 * an order computed outside the database (search-matches.ts).
 */
export type ProductSearch = {
  matches: SQL;
  relevance: SQL[];
  tiers?: SearchTier[];
  tier: SQL;
  rank?: SQL;
};

/** The title's own document: products_title_search_idx (migration 0009). */
const titleDocument = sql`to_tsvector('english'::regconfig, ${products.title})`;

/**
 * A search as SQL over one table, each branch served by an index of products:
 * - the weighted document (products_search_idx): in websearch syntax when the search uses it
 *   ("quoted phrase", -word, or), else every word with the last one as a prefix;
 * - the title as text (its trigram index), so parts of a title's words match, and signs such
 *   as "%" that the document drops; a description matches by its words only (decision 099);
 * - with the vocabulary's `expansion` (decision 087), each word or one of its alternatives in
 *   the document (products_search_idx again): its synonyms and model names, and for a word the
 *   catalogue lacks, the catalogue's words within its edits. Without an expansion, each word in
 *   the document or, with 5 letters or more, close to a word of the title (`<%`).
 * Relevance then ranks in tiers: the title itself or its start, every word in the title, every
 * word in the title, brand or category; then the same with synonyms in the title and names;
 * then the description, with synonyms after it; then corrected words in the title, the names,
 * the description; then parts of words. Each tier lists its products in stock first. Within
 * the title-word tier by ts_rank; elsewhere, and on ties, catalogue order, so that a tier of
 * thousands is read in an index's order and stops at a page (decision 065).
 */
export function productSearch(search: string, expansion?: SearchExpansion): ProductSearch {
  const words = searchWords(search);
  const plain = !SEARCH_SYNTAX.test(search);
  // Each word widened by its synonyms and model names, then by its corrections as well
  // (search-vocabulary.ts): undefined when the vocabulary adds nothing of the kind.
  const widened = plain && expansion ? expansion : undefined;
  const synonymQuery = widened?.words.some((word) => word.synonyms.length || word.variants.length)
    ? expandedQuery(words, widened, false)
    : undefined;
  const correctedQuery = widened?.words.some((word) => word.corrections.length)
    ? expandedQuery(words, widened, true)
    : undefined;
  const expanded = correctedQuery ?? synonymQuery;
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
    expanded ? sql`${products.searchVector} @@ ${expanded}` : undefined,
    // Without the vocabulary's corrections, a word close to a word of the title.
    !plain || expansion ? undefined : typoTolerant(words),
  );
  if (!matches) throw new Error('a search always matches on its text');
  const startsWith = containsPattern(lowered).slice(1);
  const exact = sql`lower(${products.title}) = ${lowered}`;
  // The trigram index finds the titles; lower(...) like keeps the tier's exact meaning.
  const titleStart = sql`(${products.title} ilike ${startsWith}
    and lower(${products.title}) like ${startsWith})`;
  if (!document) {
    const tier = sql`case when ${exact} then 0 when lower(${products.title}) like ${startsWith}
      then 1 else 5 end`;
    return { matches, relevance: [sql`${tier} asc`, soldOutLast, sql`${products.seq} asc`], tier };
  }
  const titleWords = tsquery(allWordsQuery(words));
  const inTitle = sql`${titleDocument} @@ ${titleWords}`;
  // The same test on the weighted document, cheaper where the title's is not indexed.
  const inTitleWeight = sql`${products.searchVector} @@ ${tsquery(allWordsQuery(words, 'A'))}`;
  const titleOrNames = tsquery(allWordsQuery(words, 'AB'));
  const inNames = sql`${products.searchVector} @@ ${titleOrNames}`;
  const inDocument = sql`${products.searchVector} @@ ${document}`;
  const rank = sql`ts_rank(${products.searchVector}, ${document})`;
  // Each word or its synonyms (and model names) counts as the word itself, so before the
  // description; each word or its corrections after every match without one.
  const sameWords = synonymQuery;
  const inTitleOf = (query: SQL) => sql`${titleDocument} @@ ${query}`;
  const inNamesOf = (query: SQL) => sql`(${products.searchVector} @@ ${query}
      and ts_filter(${products.searchVector}, '{a,b}') @@ ${query})`;
  const inDocumentOf = (query: SQL) => sql`${products.searchVector} @@ ${query}`;
  const later: Array<{ condition: SQL; impliesMatch: boolean }> = [
    ...(sameWords
      ? [
          { condition: inTitleOf(sameWords), impliesMatch: true },
          { condition: inNamesOf(sameWords), impliesMatch: true },
        ]
      : []),
    { condition: inDocument, impliesMatch: false },
    ...(sameWords ? [{ condition: inDocumentOf(sameWords), impliesMatch: true }] : []),
    ...(correctedQuery
      ? [
          { condition: inTitleOf(correctedQuery), impliesMatch: true },
          { condition: inNamesOf(correctedQuery), impliesMatch: true },
          { condition: inDocumentOf(correctedQuery), impliesMatch: true },
        ]
      : []),
  ];
  const tier = sql`case
      when ${exact} then 0
      when lower(${products.title}) like ${startsWith} then 1
      when ${inTitleWeight} then 2
      when ${inNames} then 3
      ${sql.join(
        later.map(
          ({ condition }, index) => sql`when ${condition} then ${sql.raw(String(4 + index))}`,
        ),
        sql` `,
      )}
      else ${sql.raw(String(4 + later.length))} end`;
  const anyWord = tsquery(
    words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' | '),
  );
  const seq = sql`${products.seq} asc`;
  // Plain words: every word in the title or the names is the document's query matching.
  const notBefore = (...conditions: SQL[]) =>
    sql.join(
      conditions.map((condition) => sql`not coalesce(${condition}, false)`),
      sql` and `,
    );
  const titleStarts = sql`lower(${products.title}) like ${startsWith}`;
  let before = [titleStarts, inTitle, inNames];
  const laterTiers = later.map(({ condition, impliesMatch }): SearchTier => {
    const tierOf = {
      where: sql`${condition} and ${notBefore(...before)}`,
      order: [seq],
      impliesMatch,
    };
    before = [...before, condition];
    return tierOf;
  });
  return {
    matches,
    tier,
    rank,
    // The tiered pages' order (byStock): in stock before sold out within a tier, then rank.
    relevance: [
      sql`${tier} asc`,
      soldOutLast,
      sql`case when ${tier} = 2 then ${rank} else 0 end desc`,
      seq,
    ],
    tiers: byStock([
      { where: exact, order: [seq], impliesMatch: true },
      { where: sql`${titleStart} and not ${exact}`, order: [seq], impliesMatch: true },
      {
        where: sql`${inTitle} and ${notBefore(titleStarts)}`,
        order: [sql`${rank} desc`, seq],
        impliesMatch: plain,
      },
      {
        names: (name: AnyColumn) => sql`to_tsvector('english'::regconfig, ${name}) @@ ${anyWord}`,
        where: (ids: string[]) =>
          sql`(${inArray(products.brandId, ids)} or ${inArray(products.categoryId, ids)})
            and ${inNames} and ${notBefore(titleStarts, inTitle)}`,
        order: [seq],
        impliesMatch: plain,
      },
      ...laterTiers,
      { where: notBefore(...before), order: [seq] },
    ]),
  };
}

/** In stock before sold out when the rest is equal. */
const soldOutLast = sql`(${products.stock} <= 0) asc`;

/**
 * Each tier as two: its products in stock, then its sold-out ones. Each half keeps its tier's
 * order (an index's, usually), so a page still stops reading where it is full.
 */
function byStock(tiers: SearchTier[]): SearchTier[] {
  const inStock = sql`${products.stock} > 0`;
  const soldOut = sql`${products.stock} <= 0`;
  return tiers.flatMap((tier): SearchTier[] =>
    [inStock, soldOut].map((stock) =>
      'names' in tier
        ? { ...tier, where: (ids: string[]) => sql`${tier.where(ids)} and ${stock}` }
        : { ...tier, where: sql`${tier.where} and ${stock}` },
    ),
  );
}

/** A word of the vocabulary as tsquery text: quoted, so no sign in it is an operator. */
const quotedLexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The search with each word widened to its alternatives: the word itself (the last as a
 * prefix), the catalogue's words close to it (lexemes as the document holds them, so cast
 * rather than parsed again), and its synonyms as phrases. Every word must match one of its own.
 */
function expandedQuery(words: string[], expansion: SearchExpansion, corrected: boolean): SQL {
  const alternatives = words.map((word, index) => {
    const alternatives = expansion.words[index];
    const lexemes = [
      ...(alternatives?.variants ?? []),
      ...(corrected
        ? [...(alternatives?.corrections ?? []), ...(alternatives?.correctedVariants ?? [])]
        : []),
    ];
    const synonyms = [
      ...(alternatives?.synonyms ?? []),
      ...(corrected ? (alternatives?.correctedSynonyms ?? []) : []),
    ];
    const own = tsquery(index === words.length - 1 ? `${word}:*` : word);
    return sql`(${sql.join(
      [
        own,
        ...(lexemes.length ? [sql`${lexemes.map(quotedLexeme).join(' | ')}::tsquery`] : []),
        ...synonyms.map((synonym) => sql`phraseto_tsquery('english'::regconfig, ${synonym})`),
      ],
      sql` || `,
    )})`;
  });
  return sql`(${sql.join(alternatives, sql` && `)})`;
}
