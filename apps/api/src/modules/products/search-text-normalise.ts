import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rows } from './catalogue-log';
import { unquoteLexeme } from './search-text-document';

/**
 * Words and phrases as the database normalises them for a search (to_tsquery and
 * phraseto_tsquery with the english configuration): the words in memory match lexemes, so a
 * search's words go through the same normalisation as the SQL's. A word's normal form never
 * changes, so each is asked once per process.
 */

/** A to_tsquery result as its lexemes: [] for none (a stop word), undefined for an operator. */
export function lexemesOfQuery(text: string): string[] | undefined {
  if (text === '') return [];
  const single = /^'((?:[^']|'')*)'$/.exec(text);
  return single ? [unquoteLexeme(single[1]!)] : undefined;
}

/** Every quoted lexeme of a tsquery's text. */
export function allLexemes(text: string): string[] {
  return [...text.matchAll(/'((?:[^']|'')*)'/g)].map((m) => unquoteLexeme(m[1]!));
}

/** A text array literal, each element quoted. */
const textArray = (values: string[]) =>
  `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/** Word normalisation never changes: each word's to_tsquery and each phrase's are kept. */
const normalised = new Map<string, string>();
const MAX_NORMALISED = 50_000;

export async function normalise(executor: Executor, words: string[], phrases: string[]) {
  const key = (kind: string, text: string) => `${kind}\u0000${text}`;
  const missingWords = [...new Set(words)].filter((w) => !normalised.has(key('w', w)));
  const missingPhrases = [...new Set(phrases)].filter((p) => !normalised.has(key('p', p)));
  if (missingWords.length || missingPhrases.length) {
    const [read] = await rows<{ words: string[] | string; phrases: string[] | string }>(
      executor,
      sql`select
        array(select to_tsquery('english'::regconfig, w)::text
          from unnest(${textArray(missingWords)}::text[]) with ordinality as t(w, i) order by i)
          as words,
        array(select phraseto_tsquery('english'::regconfig, p)::text
          from unnest(${textArray(missingPhrases)}::text[]) with ordinality as t(p, i) order by i)
          as phrases`,
    );
    const list = (value: string[] | string | undefined) =>
      typeof value === 'string' ? parseTextArray(value) : (value ?? []);
    if (normalised.size > MAX_NORMALISED) normalised.clear();
    list(read?.words).forEach((q, i) => normalised.set(key('w', missingWords[i]!), q));
    list(read?.phrases).forEach((q, i) => normalised.set(key('p', missingPhrases[i]!), q));
  }
  return {
    word: (w: string) => normalised.get(key('w', w)) ?? '',
    phrase: (p: string) => normalised.get(key('p', p)) ?? '',
  };
}

/** A text array as a driver may return it in text: `{a,"b c"}`. */
function parseTextArray(text: string): string[] {
  const values: string[] = [];
  const element = /(?:^\{|,)(?:"((?:[^"\\]|\\.)*)"|([^,}]*))/g;
  if (text === '{}') return values;
  for (let m = element.exec(text); m; m = element.exec(text)) {
    values.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!);
  }
  return values;
}
