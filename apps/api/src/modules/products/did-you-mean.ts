import type { ProductListQuery } from '@electro/shared';
import type { Executor } from '../../db/client';
import type { ProductJoinedRow } from '../../lib/catalogue/product-records';
import { productsPage } from './products-list';
import { searchWords } from './search-words';
import { editDistance, expandSearch, type SearchExpansion } from './search-vocabulary';

/** How much further than a search a suggestion looks: one edit more per word. */
const SUGGESTION_EXTRA_EDITS = 1;

/** Products read to find how the catalogue spells the corrected words. */
const SAMPLE = 20;

/**
 * The word of `rows` that spells `lexeme` (a stem: "headphon") closest to what was typed: a
 * word that starts with the stem, else any word, else the stem itself.
 */
function spelled(rows: ProductJoinedRow[], typed: string, lexeme: string): string {
  const texts = rows.flatMap((row) => [
    row.title,
    row.brandName,
    row.categoryName,
    row.description,
  ]);
  const words = [...new Set(texts.flatMap((text) => searchWords(text.slice(0, 2000), Infinity)))];
  const closest = (among: string[]) =>
    among
      .map((word) => ({ word, distance: editDistance(typed, word, 40) }))
      .sort((a, b) => a.distance - b.distance || a.word.length - b.word.length)[0]?.word;
  // A stem that is no prefix ("soni" of "sony"): the word nearest to it.
  const near = words.filter((word) => editDistance(lexeme, word, 2) <= 2);
  return closest(words.filter((word) => word.startsWith(lexeme))) ?? closest(near) ?? lexeme;
}

/**
 * "Did you mean" for a search that found nothing (contract v1.2): each word replaced by the
 * catalogue's closest word, a little further than the search itself looks, when that corrected
 * search finds something under the same filters; else null.
 */
export async function didYouMean(
  executor: Executor,
  query: ProductListQuery & { search: string },
): Promise<string | null> {
  const words = searchWords(query.search);
  const wide = await expandSearch(executor, query.search, SUGGESTION_EXTRA_EDITS);
  // No vocabulary yet (a large catalogue's first read): no correction to offer.
  if (!wide?.words.some((word) => word.corrections.length)) return null;
  // Only the best correction of each word: the suggestion names one search.
  const best: SearchExpansion = {
    words: wide.words.map((word) => ({
      corrections: word.corrections.slice(0, 1),
      synonyms: [],
      variants: [],
      correctedSynonyms: [],
      correctedVariants: [],
    })),
  };
  const { rows } = await productsPage(
    executor,
    { ...query, sort: 'relevance', expansion: best },
    { page: 1, limit: SAMPLE },
  );
  if (!rows.length) return null;
  const corrected = words.map((word, index) => {
    const [lexeme] = best.words[index]?.corrections ?? [];
    return lexeme === undefined ? word : spelled(rows, word, lexeme);
  });
  const suggestion = corrected.join(' ');
  return suggestion === words.join(' ') ? null : suggestion;
}
