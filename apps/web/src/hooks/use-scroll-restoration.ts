import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import type { Location } from 'react-router';

/*
 * Scroll positions per history entry, for the declarative <BrowserRouter>: React Router's
 * <ScrollRestoration> needs a data router, and the browser's own restoration runs on popstate,
 * before the page it scrolls has rendered (so it lands on a short page and stays near the top).
 * Each entry is told apart by an id this hook writes into history.state the first time it sees
 * the entry (an entry from before decision 096, or one a plain anchor made, has no router key). The entry's position is
 * kept in sessionStorage under that id; history.state and sessionStorage both survive a reload.
 */

const PREFIX = 'scroll:';
/**
 * How long a return holds its position: it waits for the page to grow tall enough (a slow
 * answer, a loaded phone), and once there keeps it while the page settles (a part that renders
 * shorter for a moment makes the browser cut the scroll to what fits; the position is taken back
 * when the page grows again). Content that never grows enough (fewer results now) is left as
 * close as it came by then.
 */
const GIVE_UP_MS = 15_000;
/** What the shopper does to take over the scroll from a restoration still waiting. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The field of history.state that names an entry. */
const ENTRY_FIELD = 'scrollEntry';

let returning = false;

/**
 * Whether the page on screen was reached by going back or forward to it (or a reload), rather
 * than by a new navigation: a page that scrolls to the top on its own changes (the shop for a
 * new page of results) leaves the position to this hook then.
 */
export const isReturningToEntry = () => returning;

function readEntryId(): string | undefined {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && ENTRY_FIELD in state) {
    const id = (state as Record<string, unknown>)[ENTRY_FIELD];
    if (typeof id === 'string') return id;
  }
  return undefined;
}

/** Names the current entry, keeping what the router keeps in history.state. */
function stampEntry(): string {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const state: unknown = window.history.state;
  const base = state && typeof state === 'object' ? state : {};
  try {
    window.history.replaceState({ ...base, [ENTRY_FIELD]: id }, '');
  } catch {
    // History refused (a sandboxed frame): positions are kept per address only.
  }
  return id;
}

const storageKey = (entry: string, location: Pick<Location, 'pathname' | 'search'>) =>
  `${PREFIX}${entry}:${location.pathname}${location.search}`;

function readPosition(key: string): number | undefined {
  try {
    const value = sessionStorage.getItem(key);
    if (value === null) return undefined;
    const y = Number(value);
    return Number.isFinite(y) && y > 0 ? y : undefined;
  } catch {
    return undefined;
  }
}

function savePosition(key: string, y: number) {
  try {
    sessionStorage.setItem(key, String(Math.round(y)));
  } catch {
    // Storage full or refused: this entry opens at the top.
  }
}

/**
 * Scrolls to `y` as soon as the page is tall enough (the list of a page came from the API),
 * following it as far as it goes meanwhile, and holds it whenever the page's size changes;
 * stops when the shopper scrolls, clicks or types, on the next navigation (the returned cancel)
 * or after GIVE_UP_MS.
 */
function restoreWhenReachable(y: number, restoring: RefObject<boolean>): () => void {
  window.scrollTo(0, y);
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  restoring.current = true;
  const observer = new ResizeObserver(() => {
    if (Math.round(window.scrollY) !== Math.round(y)) window.scrollTo(0, y);
  });
  const timer = window.setTimeout(stop, GIVE_UP_MS);
  function stop() {
    restoring.current = false;
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * The layout's scroll: a new page starts at the top; back and forward (and a reload) return to
 * where the entry was left. Changes of the query alone (a filter, a sort) keep the position;
 * the shop scrolls to the top itself for a new page of results (unless isReturningToEntry).
 */
export function useScrollRestoration() {
  const location = useLocation();
  const currentKey = useRef('');
  const previousPath = useRef(location.pathname);
  const restoring = useRef(false);

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Each scroll is written once per frame, for the entry on screen when it happened.
  useEffect(() => {
    let pending: { key: string; y: number } | undefined;
    let frame = 0;
    const write = () => {
      frame = 0;
      if (pending) savePosition(pending.key, pending.y);
      pending = undefined;
    };
    const onScroll = () => {
      if (restoring.current || !currentKey.current) return;
      pending = { key: currentKey.current, y: window.scrollY };
      if (!frame) frame = window.requestAnimationFrame(write);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
      write();
    };
  }, []);

  // A layout effect: it runs once the new page's DOM is in, before the browser paints it.
  useLayoutEffect(() => {
    const known = readEntryId();
    const entry = known ?? stampEntry();
    const key = storageKey(entry, location);
    currentKey.current = key;
    returning = known !== undefined;
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    const saved = returning ? readPosition(key) : undefined;
    if (saved !== undefined) return restoreWhenReachable(saved, restoring);
    if (pathChanged) window.scrollTo(0, 0);
    return undefined;
    // A navigation changes the address; the entry is read from history.state each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.pathname, location.search]);
}
