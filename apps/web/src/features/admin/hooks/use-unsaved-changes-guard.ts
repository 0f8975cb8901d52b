import { isStorefrontPath } from '@electro/shared';
import { useEffect } from 'react';

const GUARD_MARK = 'unsavedChangesCopy';

export const UNSAVED_CHANGES_MESSAGE =
  'You have unsaved changes. Leave this page and discard them?';

/** Where a plain click on this link would take the app, or null if it stays or goes elsewhere. */
function inAppTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  const here = new URL(window.location.href);
  // Another document (another site, an upload, the API's docs): the browser asks through
  // beforeunload.
  if (url.origin !== here.origin || !isStorefrontPath(url.pathname)) return null;
  return url.pathname === here.pathname && url.search === here.search ? null : url;
}

/**
 * While `dirty`, leaving the form asks first: closing or reloading the tab through the browser's
 * beforeunload prompt, a link of the app and the Back and Forward buttons through a confirm. The
 * app's <BrowserRouter> is declarative, so the router's blocker is not available: a capture-phase
 * click listener on the window sees a link's click before the router does, and a copy of the
 * form's history entry catches Back (decision 062).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!inAppTarget(event)) return;
      if (window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    // Back and Forward: the router hears popstate first, and React renders its navigation at
    // once, so the form would be gone before a listener here could ask. A copy of the form's
    // history entry goes on top instead; Back then lands on the entry below, at the same address
    // (the router stays on the form), and asks there: No puts the copy back, Yes goes back again.
    const marked = (state: unknown) =>
      typeof state === 'object' && state !== null && GUARD_MARK in state;
    const pushCopy = () => {
      const state: unknown = window.history.state;
      const base = typeof state === 'object' && state !== null ? state : {};
      window.history.pushState({ ...base, [GUARD_MARK]: true }, '', window.location.href);
    };
    if (!marked(window.history.state)) pushCopy();
    let leaving = false;
    const onPopState = () => {
      if (leaving || marked(window.history.state)) return;
      if (window.confirm(UNSAVED_CHANGES_MESSAGE)) {
        leaving = true;
        window.history.back();
      } else pushCopy();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      // Saved, or changed back: the copy on top goes (after a link it is below the new entry).
      if (!leaving && marked(window.history.state)) window.history.back();
    };
  }, [dirty]);
}
