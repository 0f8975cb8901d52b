/**
 * The first `size` items seen so far in the order `later` gives (`later(a, b)`: a comes after
 * b), kept in a heap whose root is the latest of them. The pages of a large filter or search
 * (list-page-index.ts, search-page.ts) offer it each item only when it comes before the root,
 * a test they write out with numbers, since most of a million items do not.
 */
export class FirstK {
  private readonly heap: Int32Array;
  private filled = 0;

  constructor(
    readonly size: number,
    private readonly later: (a: number, b: number) => boolean,
  ) {
    this.heap = new Int32Array(size);
  }

  get full(): boolean {
    return this.filled === this.size;
  }

  /** The latest of the items kept. */
  get root(): number {
    return this.heap[0]!;
  }

  /** Keeps `item`: added while there is room, else in place of the root (which it precedes). */
  offer(item: number): void {
    const { heap, later } = this;
    if (this.filled < this.size) {
      // Sift up: the root stays the latest.
      let at = this.filled++;
      heap[at] = item;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!later(heap[at]!, heap[parent]!)) break;
        const swap = heap[at]!;
        heap[at] = heap[parent]!;
        heap[parent] = swap;
        at = parent;
      }
      return;
    }
    heap[0] = item;
    for (let at = 0; ;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let latest = at;
      if (left < this.size && later(heap[left]!, heap[latest]!)) latest = left;
      if (right < this.size && later(heap[right]!, heap[latest]!)) latest = right;
      if (latest === at) return;
      const swap = heap[at]!;
      heap[at] = heap[latest]!;
      heap[latest] = swap;
      at = latest;
    }
  }

  /** The items kept, first first. */
  sorted(): Int32Array {
    const { later } = this;
    return this.heap
      .subarray(0, this.filled)
      .sort((a, b) => (later(a, b) ? 1 : later(b, a) ? -1 : 0));
  }
}
