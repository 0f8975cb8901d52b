/** Words past this many are matched as text but not looked up one by one. */
const MAX_WORDS = 8;

/**
 * The words of a search, lower case: letters and digits only, so safe inside to_tsquery. Its
 * own file: the search's SQL and the vocabulary that corrects its words both split it so.
 */
export function searchWords(search: string, max = MAX_WORDS): string[] {
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, max);
}
