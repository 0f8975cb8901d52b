import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CLICKS_GLOBAL, holdEarlyClicks, replayEarlyClicks } from './early-clicks';

const SELECTOR = 'button, [role="button"]';

/** A page as the server sends it: its state script, and a button React has no handler on yet. */
function serverPage(withState = true) {
  document.head.innerHTML = withState
    ? '<script type="application/json" id="electro-state">{"queries":[]}</script>'
    : '';
  document.body.innerHTML =
    '<button type="button">Add to cart</button><a href="/product/x">A phone</a>';
  const button = document.querySelector('button')!;
  const link = document.querySelector('a')!;
  return { button, link };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('clicks before the page is interactive', () => {
  it('keeps a button clicked twice on a server page and clicks it once when React is there', () => {
    const { button } = serverPage();
    stop = holdEarlyClicks(EARLY_CLICKS_GLOBAL, SELECTOR);
    const seen: string[] = [];
    // What React's handler would do once attached: count the clicks that reach the button.
    button.addEventListener('click', () => seen.push('handled'));
    button.click();
    button.click();
    expect(seen).toEqual([]);
    replayEarlyClicks();
    expect(seen).toEqual(['handled']);
    // From then on clicks pass straight through.
    button.click();
    expect(seen).toEqual(['handled', 'handled']);
  });

  it('leaves links, and every click of a page the browser rendered, to the browser', () => {
    const { link } = serverPage();
    stop = holdEarlyClicks(EARLY_CLICKS_GLOBAL, SELECTOR);
    const stopped: boolean[] = [];
    link.addEventListener('click', (event) => {
      stopped.push(event.defaultPrevented);
      event.preventDefault();
    });
    link.click();
    expect(stopped).toEqual([false]);
    stop();

    const { button } = serverPage(false);
    stop = holdEarlyClicks(EARLY_CLICKS_GLOBAL, SELECTOR);
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    button.click();
    expect(clicks).toBe(1);
  });

  it('drops a kept click whose button the browser replaced', () => {
    const { button } = serverPage();
    stop = holdEarlyClicks(EARLY_CLICKS_GLOBAL, SELECTOR);
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    button.click();
    button.remove();
    replayEarlyClicks();
    expect(clicks).toBe(0);
  });
});
