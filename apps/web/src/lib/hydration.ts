import { useSyncExternalStore } from 'react';

/*
 * index.html carries the storefront's shell pre-rendered at build time (app/prerender.tsx),
 * and main.tsx hydrates it. The first render on the client must then produce the very markup the
 * build wrote, which knew nothing of this visitor: no route beyond '/', no session, no saved
 * theme. Components that show such state read it through useHydrated() (or a store's server
 * snapshot) and show the visitor's own state in the render right after hydration.
 */

const subscribeNever = () => () => undefined;

/** false while React hydrates the pre-rendered shell, true in every other render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
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
