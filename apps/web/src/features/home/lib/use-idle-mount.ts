import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is idle (or after `timeoutMs`): the first
 * screen renders and paints in one short task, and what lies below the fold follows in
 * another, so neither blocks input for long on a slow phone.
 */
export function useIdleMount(timeoutMs = 500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return ready;
}
