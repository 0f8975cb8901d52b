// The vocabulary's answer for a search (search-vocabulary.ts), in a file of its own: the words
// in memory (search-text-index.ts) read it, and the vocabulary reads those words.

/** What a search adds to each of its words (searchWords' order). */
export type WordExpansion = {
  /** Lexemes of the catalogue within the word's edits, best first, when it is not one itself. */
  corrections: string[];
  /** The other entries of the synonym groups the word belongs to. */
  synonyms: string[];
  /** Lexemes that are the word (or a synonym) with a number after it: "buds2" for "buds". */
  variants: string[];
  /** The same for its corrections: they rank with the corrections, after the word's own. */
  correctedSynonyms: string[];
  correctedVariants: string[];
};

export type SearchExpansion = { words: WordExpansion[] };
