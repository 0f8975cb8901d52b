import { useCallback, useState } from 'react';
import { retryOnceWhenBusy } from '@/lib/retry-when-busy';

/**
 * A sign-in or sign-up that the store answered "busy" (503 with a short Retry-After) is sent
 * once more after that wait, by itself: a burst of shoppers signing up at once is served within
 * seconds (decision 074). `retryIn` is the wait being sat out, null otherwise.
 */
export function useBusyRetry() {
  const [retryIn, setRetryIn] = useState<number | null>(null);
  const run = useCallback(
    <T>(call: () => Promise<T>): Promise<T> =>
      retryOnceWhenBusy(call, setRetryIn).finally(() => setRetryIn(null)),
    [],
  );
  return { retryIn, run };
}
