import { describe, expect, it } from 'vitest';
import { PackedWords, withWords } from './packed-words';

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sign = (n: number) => Math.sign(n);

/** A generator of the same numbers on every run (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words of 0-6 letters from a small alphabet (prefixes of each other are common). */
function words(random: () => number, count: number): string[] {
  const letters = ['a', 'b', 'z', '1', 'é', 'ω', '\u{1F600}'];
  const set = new Set<string>();
  while (set.size < count) {
    let word = '';
    for (let n = Math.floor(random() * 7); n > 0; n--) {
      word += letters[Math.floor(random() * letters.length)];
    }
    set.add(word);
  }
  return [...set].sort(order);
}

describe('packed words', () => {
  it('read, compare and search as an array of the same strings does', () => {
    const random = seeded(11);
    const list = words(random, 400);
    const packed = PackedWords.of(list);
    expect(packed.length).toBe(list.length);
    const probes = [...words(random, 200), ...list.slice(0, 50), ''];
    list.forEach((word, i) => {
      expect(packed.at(i)).toBe(word);
      expect(packed.lengthOf(i)).toBe(word.length);
      for (let depth = -1; depth <= word.length; depth++) {
        expect(packed.charCodeAt(i, depth)).toEqual(word.charCodeAt(depth));
      }
      for (const probe of probes.slice(0, 40)) {
        expect(sign(packed.compare(i, probe)), `${word} ${probe}`).toBe(order(word, probe));
        expect(packed.startsWith(i, probe)).toBe(word.startsWith(probe));
      }
    });
    for (const probe of probes) {
      const bound = list.findIndex((word) => !(word < probe));
      expect(packed.lowerBound(probe), probe).toBe(bound === -1 ? list.length : bound);
      expect(packed.indexOf(probe), probe).toBe(list.indexOf(probe));
    }
  });

  it('join ranges and take new words in their places', () => {
    const random = seeded(5);
    const list = words(random, 300);
    const base = PackedWords.of(list);
    const joined = PackedWords.joined([
      ...list.flatMap((_, i) => (i % 5 === 0 ? [{ from: base, start: i, end: i + 2 }] : [])),
      ...list.flatMap((_, i) => (i % 5 === 3 ? [{ from: base, start: i, end: i + 2 }] : [])),
    ]);
    const inOrder = list.flatMap((_, i) => (i % 5 === 0 ? list.slice(i, i + 2) : []));
    const after = list.flatMap((_, i) => (i % 5 === 3 ? list.slice(i, i + 2) : []));
    const all = [...inOrder, ...after];
    expect(Array.from({ length: joined.length }, (_, i) => joined.at(i))).toEqual(all);

    const extra = words(random, 120)
      .filter((word) => !list.includes(word))
      .map((word, i): [string, number] => [word, 100 + i]);
    const merged = withWords({ words: base, products: Int32Array.from(list, (_, i) => i) }, extra);
    const expected = [...list.map((word, i): [string, number] => [word, i]), ...extra].sort(
      ([a], [b]) => order(a, b),
    );
    expect(
      Array.from({ length: merged.words.length }, (_, i) => [
        merged.words.at(i),
        merged.products[i],
      ]),
    ).toEqual(expected);
    expect(extra.length).toBeGreaterThan(20);
  });
});
