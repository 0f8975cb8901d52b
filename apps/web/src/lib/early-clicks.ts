/** Where holdEarlyClicks keeps the controls clicked before the page was interactive. */
export const EARLY_CLICKS_GLOBAL = '__electroEarlyClicks';

/** What a click before the page is interactive is kept for: controls that need the script. */
const HELD = 'button, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]';

type Held = { elements: Element[]; stop: () => void };

/**
 * Part of the boot script (build/entry-preload.ts), serialized alone: nothing outside it may be
 * used. A page the server rendered (it carries #electro-state, lib/hydration.ts) shows its
 * buttons before React handles them (decisions 101, 103); a click then did nothing, and a
 * shopper on a slow phone tapped Add to cart for no answer. Until React has taken the page over,
 * a click on such a control is stopped and the control kept; replayEarlyClicks clicks it
 * again then (the page's useInteractiveMark), or ends the holding when the browser renders the
 * page afresh (main.tsx). Links and fields are left to the browser: a link is a real address
 * that works without script. Returns the listener's remover (tests).
 */
export function holdEarlyClicks(globalName: string, selector: string): () => void {
  const elements: Element[] = [];
  const onClick = (event: Event) => {
    if (!document.getElementById('electro-state')) return;
    const target = event.target instanceof Element ? event.target.closest(selector) : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    if (elements.indexOf(target) < 0) elements.push(target);
  };
  const stop = () => document.removeEventListener('click', onClick, true);
  document.addEventListener('click', onClick, true);
  (window as unknown as Record<string, unknown>)[globalName] = { elements, stop };
  return stop;
}

/** The boot script's call of holdEarlyClicks. */
export const holdEarlyClicksScript = () =>
  `(${holdEarlyClicks.toString()})(${JSON.stringify(EARLY_CLICKS_GLOBAL)},${JSON.stringify(HELD)});`;

/**
 * Ends the holding, then clicks again, once, each control clicked before and still on the page:
 * called once the page has hydrated, whose nodes are the server's, so the click reaches React's
 * handler now. A part the browser rendered afresh has new nodes, and its early clicks are
 * dropped.
 */
export function replayEarlyClicks(): void {
  const store = window as unknown as Record<string, unknown>;
  const held = store[EARLY_CLICKS_GLOBAL] as Held | undefined;
  if (!held) return;
  delete store[EARLY_CLICKS_GLOBAL];
  held.stop();
  for (const element of held.elements) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
  }
}
