import { describe, expect, it, vi } from 'vitest';
import { Titles } from './search-titles';

const TITLES = [
  'galaxy s24 ultra',
  'thinkpad x1 carbon',
  'sony wh-1000xm5 headphones',
  'multimeter 0-600 v, 10 ω',
  'café crème grinder',
  'ψ-phone 🎧 edition',
  'ab',
];

describe('the titles scan', () => {
  const titles = new Titles();
  for (const title of TITLES) titles.add(title);
  const holding = (text: string) => {
    const hits = titles.hits(text, new Uint8Array(TITLES.length));
    return TITLES.filter((_, region) => hits[region]);
  };

  it('never rules out a text that some title holds', () => {
    for (const title of TITLES) {
      for (let start = 0; start < title.length; start++) {
        for (let end = start + 1; end <= title.length; end++) {
          const text = title.slice(start, end);
          expect(titles.mayHold(text), text).toBe(true);
          expect(holding(text), text).toEqual(TITLES.filter((t) => t.includes(text)));
        }
      }
    }
  });

  it('rules out a typo whose run of three no title holds, and finds nothing for it', () => {
    for (const typo of ['thinkpda', 'galxay', 'hedphones', 'crèem', 'ψ-phnoe']) {
      expect(titles.mayHold(typo), typo).toBe(false);
      expect(holding(typo), typo).toEqual([]);
    }
  });

  it('reads every title for a character past Latin-1 once, not at every scan', () => {
    // These titles hold some ('ω', 'ψ', '🎧'): the answer (no bytes) is kept like a buffer.
    const fresh = new Titles();
    for (const title of TITLES) fresh.add(title);
    const test = vi.spyOn(RegExp.prototype, 'test');
    try {
      for (const text of ['galaxy', 'carbon', 'grinder']) {
        fresh.hits(text, new Uint8Array(TITLES.length));
      }
      const wholeReads = test.mock.calls.filter(([input]) => String(input).includes('galaxy s24'));
      expect(wholeReads).toHaveLength(1);
    } finally {
      test.mockRestore();
    }
  });
});
