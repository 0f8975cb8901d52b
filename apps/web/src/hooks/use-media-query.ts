import { useCallback, useSyncExternalStore } from 'react';

/** Live `matchMedia(query).matches`; false where matchMedia is missing (jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
    () => false,
  );
}

/**
 * The value for the widest `min-width` breakpoint that matches, e.g. { 0: 1, 640: 2, 1024: 4 }.
 * Read from the window at first render, so the first paint already has the right layout.
 */
export function useBreakpointValue(values: Readonly<Record<number, number>>): number {
  const widths = Object.keys(values)
    .map(Number)
    .sort((a, b) => a - b);
  const serialized = widths.join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof matchMedia !== 'function') return () => {};
      const lists = serialized
        .split(',')
        .map(Number)
        .filter((width) => width > 0)
        .map((width) => matchMedia(`(min-width: ${width}px)`));
      lists.forEach((list) => list.addEventListener('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener('change', onChange));
    },
    [serialized],
  );
  const activeWidth = useSyncExternalStore(
    subscribe,
    () => {
      let active = widths[0] ?? 0;
      if (typeof matchMedia !== 'function') return active;
      for (const width of widths) {
        if (width <= 0 || matchMedia(`(min-width: ${width}px)`).matches) active = width;
      }
      return active;
    },
    () => widths[0] ?? 0,
  );
  return values[activeWidth] ?? 1;
}
