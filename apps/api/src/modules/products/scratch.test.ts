import { describe, expect, it } from 'vitest';
import { Loans, giveBack } from './scratch';

describe('arrays lent to a search', () => {
  it('lends an array given back, zeroed, and never one still lent or kept', () => {
    const first = new Loans();
    const a = first.bytes(1000);
    const b = first.ints(1000);
    const kept = first.ints(1000);
    a.fill(7);
    b.fill(-1);
    kept.fill(5);
    first.keep(kept);
    // Two searches at once: the second gets arrays of its own.
    const second = new Loans();
    const other = second.bytes(1000);
    expect(other).not.toBe(a);
    first.end();
    const third = new Loans();
    const again = third.bytes(1000);
    const againInts = third.ints(1000);
    expect(again).toBe(a);
    expect(againInts).toBe(b);
    expect(again.every((x) => x === 0)).toBe(true);
    expect(againInts.every((x) => x === 0)).toBe(true);
    // The kept array stays with its borrower.
    expect(third.ints(1000)).not.toBe(kept);
    expect(kept[0]).toBe(5);
    second.end();
    third.end();
  });

  it('lends an array as it was given back when the borrower writes it all first', () => {
    const first = new Loans();
    const written = first.ints(500, true);
    written.fill(9);
    first.end();
    const second = new Loans();
    expect(second.ints(500, true)).toBe(written);
    expect(written[0]).toBe(9);
    second.end();
    const third = new Loans();
    expect(third.ints(500)[0]).toBe(0);
    third.end();
  });

  it('forgets arrays for fewer regions once a search needs more', () => {
    const old = new Loans();
    const small = old.bytes(100);
    old.end();
    const grown = new Loans();
    grown.bytes(101);
    grown.end();
    const next = new Loans();
    expect(next.bytes(100)).not.toBe(small);
    next.end();
  });

  it('lends a kept array again once it is given back, at the next turn of the event loop', async () => {
    const search = new Loans();
    search.bytes(700);
    const kept = search.ints(700, true);
    kept.fill(3);
    search.keep(kept);
    search.end();
    giveBack([kept]);
    // Still held by whoever looked its set up until this turn ends.
    const sameTurn = new Loans();
    expect(sameTurn.ints(700, true)).not.toBe(kept);
    await new Promise((resolve) => setImmediate(resolve));
    const later = new Loans();
    const again = later.ints(700);
    expect(again).toBe(kept);
    expect(again.every((x) => x === 0)).toBe(true);
    sameTurn.end();
    later.end();
  });

  it('does not lend a given-back array made for another number of regions', async () => {
    const before = new Loans();
    const stale = before.bytes(300, true);
    before.keep(stale);
    before.end();
    const grown = new Loans();
    grown.bytes(301);
    grown.end();
    giveBack([stale]);
    await new Promise((resolve) => setImmediate(resolve));
    const next = new Loans();
    expect(next.bytes(301)).not.toBe(stale);
    expect(next.bytes(300)).not.toBe(stale);
    next.end();
  });
});
