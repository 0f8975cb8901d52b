/**
 * Zeroed typed arrays lent to one search for its passes over every region, and given back when
 * it ends (decision 099, "Later: arrays lent, not made"). At a million products a search that
 * made them afresh allocated 10-20 MB outside the heap per request, and the collector ran a
 * major collection after nearly every one; lent arrays are made once and zeroed on loan (but
 * for those the borrower fills before it reads them).
 *
 * A loan is exclusive: two searches at once borrow two arrays. What a search keeps (a match
 * set's arrays) comes back when the set is dropped (`giveBack`). At most MAX_KEPT_BYTES wait to
 * be lent again.
 */
export type Lendable = Uint8Array | Int32Array;

const MAX_KEPT_BYTES = 48 * 1024 * 1024;
const free = new Map<string, Lendable[]>();
let freeBytes = 0;
/** The length of the arrays waiting: a search's regions, which grow as products are written. */
let freeLength = -1;

const keyOf = (kind: 'u8' | 'i32', length: number) => `${kind}:${length}`;

function borrow<T extends Lendable>(
  kind: 'u8' | 'i32',
  length: number,
  make: () => T,
  zeroed: boolean,
): T {
  const array = free.get(keyOf(kind, length))?.pop() as T | undefined;
  if (!array) return make();
  freeBytes -= array.byteLength;
  if (zeroed) array.fill(0);
  return array;
}

/** What one search borrows, given back together when it ends. */
export class Loans {
  private readonly lent: Lendable[] = [];

  /** Zeroes, unless `written`: the borrower writes every element before it reads it. */
  bytes(length: number, written = false): Uint8Array {
    const array = borrow('u8', length, () => new Uint8Array(length), !written);
    this.lent.push(array);
    return array;
  }

  /** Zeroes, unless `written`: the borrower writes every element before it reads it. */
  ints(length: number, written = false): Int32Array {
    const array = borrow('i32', length, () => new Int32Array(length), !written);
    this.lent.push(array);
    return array;
  }

  /** `array` stays with the borrower: it is not given back. */
  keep(array: Lendable): void {
    const at = this.lent.indexOf(array);
    if (at >= 0) this.lent.splice(at, 1);
  }

  /** Gives back every array lent and not kept; a full pool lets the collector have the rest. */
  end(): void {
    putBack(this.lent, true);
    this.lent.length = 0;
  }
}

function putBack(arrays: Lendable[], current: boolean): void {
  for (const array of arrays) {
    if (array.length !== freeLength) {
      // A set kept since the regions changed: its arrays would never be lent again.
      if (!current) continue;
      // A search's arrays are for the regions there are now: those waiting are not.
      free.clear();
      freeBytes = 0;
      freeLength = array.length;
    }
    if (freeBytes + array.byteLength > MAX_KEPT_BYTES) continue;
    const key = keyOf(array instanceof Uint8Array ? 'u8' : 'i32', array.length);
    let list = free.get(key);
    if (!list) free.set(key, (list = []));
    list.push(array);
    freeBytes += array.byteLength;
  }
}

/**
 * Gives back arrays a search kept (`Loans.keep`) once whoever holds them has let go: at the
 * next turn of the event loop, since a match set's arrays are read without an await between
 * the set's lookup and the last read (search-matches.ts). A dense first search at a million
 * products kept about 9 MB outside the heap, and each one dropped waited for a full collection:
 * with them lent again, the collector runs a full collection far less often.
 */
export function giveBack(arrays: Lendable[]): void {
  if (arrays.length > 0) setImmediate(() => putBack(arrays, false));
}
