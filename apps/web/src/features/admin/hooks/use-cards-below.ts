import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an admin list shows its rows as cards: when its box is narrower than its table needs
 * (`minTableWidth`, in px), whatever the screen. The box, not the screen, decides: beside the
 * admin's sidebar a 1280 px screen leaves a table of orders 990 px, less than its columns need,
 * and a table wider than its box hid its last columns behind a sideways scroll nobody saw.
 *
 * The box is measured before the first paint and again whenever it changes size. Without
 * ResizeObserver (jsdom) rows stay a table.
 */
export function useCardsBelow<E extends HTMLElement = HTMLDivElement>(minTableWidth: number) {
  const ref = useRef<E>(null);
  const [cards, setCards] = useState(
    () =>
      typeof ResizeObserver === 'function' &&
      typeof window !== 'undefined' &&
      window.innerWidth < minTableWidth,
  );
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const update = () => setCards(element.clientWidth < minTableWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [minTableWidth]);
  return { ref, cards };
}

/** Rem to px, for a table's minimum width given in rem (1rem = 16 px here). */
export const rem = (value: number) => value * 16;
