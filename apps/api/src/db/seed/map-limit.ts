/** Concurrency for the seed's slow steps: drawing, storing and thumbnailing the images. */

/**
 * Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. After a
 * failure no new task starts, and it rejects once the running ones have finished, so that the
 * caller can clean up after all of them.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure) {
      const index = next;
      next += 1;
      try {
        results[index] = await task(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}
