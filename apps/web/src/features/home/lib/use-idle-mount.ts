import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is idle (or after `timeoutMs`): the first
 * screen renders and paints in one short task, and what lies below the fold follows in a
 * transition, which React renders in slices of a few milliseconds (an update from a timer or an
 * idle callback would be rendered in one piece), so neither blocks input for long on a phone.
 */
export function useIdleMount(timeoutMs = 500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(show, { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(show, 0);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return ready;
}
