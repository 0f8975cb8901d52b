import { describe, expect, it } from 'vitest';
import { closeLexemes, MAX_CORRECTIONS } from './close-lexemes';
import { PackedWords, type SortedWords } from './packed-words';
import { editDistance } from './search-vocabulary';

/** What closeLexemes must answer, by measuring every word against every form. */
function everyWord(sorted: SortedWords, forms: string[], edits: number, prefix: boolean) {
  const found: Array<[number, number]> = [];
  const words = Array.from({ length: sorted.words.length }, (_, index) => sorted.words.at(index));
  words.forEach((word, index) => {
    let best = edits + 1;
    for (const form of forms) {
      best = Math.min(best, editDistance(form, word, edits));
      if (prefix && word.length > form.length) {
        for (let end = form.length - edits; end <= form.length + edits; end++) {
          if (end < 1 || end >= word.length) continue;
          best = Math.min(best, editDistance(form, word.slice(0, end), edits) + 0.5);
        }
      }
    }
    if (best <= edits + 0.5) found.push([index, best]);
  });
  const whole = found.some(([, distance]) => Number.isInteger(distance));
  return found
    .filter(([, distance]) => !whole || Number.isInteger(distance))
    .sort(([a, da], [b, db]) => da - db || sorted.products[b]! - sorted.products[a]! || a - b)
    .slice(0, MAX_CORRECTIONS)
    .map(([index]) => words[index]!);
}

/** A generator of the same numbers on every run (mulberry32). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function vocabulary(random: () => number, size: number, letters: string): SortedWords {
  const set = new Set<string>();
  while (set.size < size) {
    const length = 1 + Math.floor(random() * 14);
    let word = '';
    for (let i = 0; i < length; i++) word += letters[Math.floor(random() * letters.length)];
    set.add(word);
  }
  const words = [...set].sort();
  return {
    words: PackedWords.of(words),
    products: Int32Array.from(words, () => Math.floor(random() * 4)),
  };
}

/** `word` with `count` random edits: a letter changed, dropped, added or swapped with the next. */
function typo(random: () => number, word: string, count: number, letters: string) {
  let typed = word;
  for (let n = 0; n < count; n++) {
    const at = Math.floor(random() * (typed.length + 1));
    const letter = letters[Math.floor(random() * letters.length)]!;
    const kind = Math.floor(random() * 4);
    if (kind === 0) typed = typed.slice(0, at) + letter + typed.slice(at + 1);
    else if (kind === 1) typed = typed.slice(0, at) + typed.slice(at + 1);
    else if (kind === 2) typed = typed.slice(0, at) + letter + typed.slice(at);
    else if (at + 1 < typed.length) {
      typed = typed.slice(0, at) + typed[at + 1] + typed[at] + typed.slice(at + 2);
    }
  }
  return typed || word;
}

describe('the words close to a typed word', () => {
  it('are the ones a measure of every word finds, in the same order', () => {
    const random = seeded(7);
    const letters = 'abcdeo12';
    const sorted = vocabulary(random, 3_000, letters);
    let compared = 0;
    for (let n = 0; n < 600; n++) {
      const word = sorted.words.at(Math.floor(random() * sorted.words.length));
      const typed = typo(random, word, 1 + Math.floor(random() * 2), letters);
      const forms = random() < 0.3 ? [typed, typed.slice(0, -1) || typed] : [typed];
      const edits = Math.floor(random() * 4);
      const prefix = random() < 0.5;
      const expected = everyWord(sorted, forms, edits, prefix);
      expect(closeLexemes(sorted, forms, edits, prefix), `${forms} ${edits} ${prefix}`).toEqual(
        expected,
      );
      if (expected.length) compared += 1;
    }
    // The draw made cases with answers, not only empty ones.
    expect(compared).toBeGreaterThan(300);
  });

  it('finds swapped letters, starts of longer words, and the most used first', () => {
    const words = ['camera', 'cameras', 'camcorder', 'headphones', 'nikon', 'nintendo'];
    const sorted: SortedWords = {
      words: PackedWords.of([...words].sort()),
      products: Int32Array.from([...words].sort(), (word) => (word === 'cameras' ? 9 : 1)),
    };
    expect(closeLexemes(sorted, ['camrea'], 1, false)).toEqual(['camera']);
    expect(closeLexemes(sorted, ['hedph'], 1, true)).toEqual(['headphones']);
    expect(closeLexemes(sorted, ['nikn'], 1, true)).toEqual(['nikon']);
    // Both start with what was typed: the most used first.
    expect(closeLexemes(sorted, ['camer'], 1, true)).toEqual(['cameras', 'camera']);
    expect(closeLexemes(sorted, ['camers'], 1, false)).toEqual(['cameras', 'camera']);
  });
});
