import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { replayEarlyClicks } from './early-clicks';

/*
 * index.html carries the storefront's shell pre-rendered at build time (app/prerender.tsx),
 * and main.tsx hydrates it. The first render on the client must then produce the very markup the
 * build wrote, which knew nothing of this visitor: no route beyond '/', no session, no saved
 * theme. Components that show such state read it through useHydrated() (or a store's server
 * snapshot) and show the visitor's own state in the render right after hydration.
 */

const subscribeNever = () => () => undefined;
const sameSnapshot = () => 0;

/*
 * React asks a store for its server snapshot exactly while it renders on the server or hydrates
 * (react.dev, useSyncExternalStore). Both snapshots here are the same value, so unlike a store
 * whose two snapshots differ, React has nothing to re-render once hydration is over: a store
 * that differs makes React re-render every component reading it at once, in one blocking
 * render right after hydration (the header and newsletter box on every first visit).
 */
function useIsHydrating(): boolean {
  let hydrating = false;
  useSyncExternalStore(subscribeNever, sameSnapshot, () => {
    hydrating = true;
    return 0;
  });
  return hydrating;
}

/**
 * false while React hydrates the pre-rendered shell, true in every other render. After
 * hydration the switch to true is a transition: React renders it in slices of a few
 * milliseconds, so it never blocks input for long.
 */
export function useHydrated(): boolean {
  const hydrating = useIsHydrating();
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** The route the shell is pre-rendered at. */
export const PRERENDERED_PATH = '/';

let prerendering = false;

/** Set by the pre-render entry (app/prerender.tsx) while it renders. */
export function setPrerendering(value: boolean): void {
  prerendering = value;
}

export function isPrerendering(): boolean {
  return prerendering;
}

/**
 * What the build throws inside a Suspense boundary whose content depends on the visitor (the
 * page under the header): React writes the boundary's fallback into index.html and renders the
 * content in the browser. Its digest lets the client recognise the expected switch to client
 * rendering (main.tsx) and report any other hydration error.
 */
export const CLIENT_ONLY_DIGEST = 'electro-client-only';

export class ClientOnlyContent extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  constructor() {
    super('This part of the page is rendered in the browser.');
  }
}

/**
 * The id of the <script type="application/json"> in which the server sends a page's data with
 * its HTML (app/entry-server.tsx, TanStack Query's dehydrated state): main.tsx puts it in the
 * query cache before hydrating, so the page renders the server's markup and asks for nothing
 * the HTML already carries. In <head>, before the boot script, which then skips the page's
 * early API requests (lib/entry-boot.ts names it as a literal: it is serialized on its own).
 */
export const SERVER_STATE_ID = 'electro-state';

/**
 * Marks <body data-interactive> while the page is mounted: from then on React handles its
 * input. A page the server rendered (decisions 101, 103) shows before that; a click on one of
 * its buttons meanwhile was kept by the boot script and is made again now (lib/early-clicks.ts):
 * every page the server renders calls this. The browser journeys wait for the mark before they
 * act on such a page.
 */
export function useInteractiveMark(): void {
  useEffect(() => {
    document.body.setAttribute('data-interactive', '');
    // In a task of its own: the render that follows hydration, with what only the browser knows
    // (the session's token: the server's snapshot is a guest's), comes first.
    const replay = setTimeout(replayEarlyClicks);
    return () => {
      clearTimeout(replay);
      document.body.removeAttribute('data-interactive');
    };
  }, []);
}
