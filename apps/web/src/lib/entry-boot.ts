/*
 * The script index.html runs before the main bundle (build/entry-preload.ts writes it there as
 * `(bootEntry)(table, globalName)`). It is serialized with Function#toString, so it must stand
 * alone: no imports, no variables from outside its own body.
 */

/** [path pattern, chunk URLs, image URLs, data URL templates] per entry route. */
export type BootRoute = [
  pattern: string,
  scripts: readonly string[],
  images: readonly string[],
  data: ReadonlyArray<readonly [template: string, onlyWithoutQuery: boolean]>,
];

/**
 * Starts what the entry page will ask for while the main bundle downloads: its chunks
 * (modulepreload), its first image (high-priority preload) and its API data, whose responses
 * wait under `window[globalName][url]` for the API client to take them.
 * Data templates: `{id}` is the path's last segment as the app sends it (decoded, then
 * encodeURIComponent); a template marked onlyWithoutQuery is skipped when the hash has a query.
 */
export function bootEntry(table: readonly BootRoute[], globalName: string): void {
  const hash = location.hash.slice(1);
  const queryAt = hash.indexOf('?');
  const path = (queryAt < 0 ? hash : hash.slice(0, queryAt)) || '/';
  const hasQuery = queryAt >= 0 && queryAt < hash.length - 1;
  const route = table.find((entry) => new RegExp(entry[0]).test(path));
  if (!route) return;
  const link = (href: string, image: boolean) => {
    const element = document.createElement('link');
    if (image) {
      element.rel = 'preload';
      element.as = 'image';
      element.fetchPriority = 'high';
    } else {
      element.rel = 'modulepreload';
      element.crossOrigin = '';
      // After the stylesheet and the images: the page paints without its scripts (startEntry).
      element.fetchPriority = 'low';
    }
    element.href = href;
    document.head.appendChild(element);
  };
  route[1].forEach((href) => link(href, false));
  route[2].forEach((href) => link(href, true));
  let id = '';
  try {
    id = encodeURIComponent(decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)));
  } catch {
    // A malformed segment: the page will show its not-found state; nothing to fetch for it.
  }
  const store: Record<string, Promise<Response>> = {};
  route[3].forEach(([template, onlyWithoutQuery]) => {
    if (onlyWithoutQuery && hasQuery) return;
    if (template.includes('{id}') && !id) return;
    const url = template.replace('{id}', id);
    store[url] = fetch(url, { headers: { accept: 'application/json' } });
    // An unused or failed early request is not an error: the app asks again.
    store[url].catch(() => undefined);
  });
  (window as unknown as Record<string, unknown>)[globalName] = store;
}

/**
 * Starts the main bundle once the browser has painted the pre-rendered shell: index.html holds
 * no module script, only low-priority modulepreload links (build/entry-preload.ts), so the
 * bundle downloads while the stylesheet and the shell come first, and its evaluation and the
 * hydration do not hold the first paint back. After DOMContentLoaded, the next animation frame
 * is the one that paints the shell (it waits for the stylesheet); a task queued from it runs
 * after that paint. A hidden tab paints nothing and runs no animation frame: it starts at once.
 */
export function startEntry(src: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(/* @vite-ignore */ src);
  };
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(() => setTimeout(start));
    // A tab hidden before that frame would wait for it until shown.
    document.addEventListener('visibilitychange', start, { once: true });
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  } else {
    afterPaint();
  }
}

/** Where bootEntry leaves its responses. */
export const ENTRY_DATA_GLOBAL = '__electroEntryData';

/** The early response for `url` (once: a body can be read only once), if the boot script made one. */
export function takeEntryResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const store = (window as unknown as Record<string, unknown>)[ENTRY_DATA_GLOBAL] as
    Record<string, Promise<Response> | undefined> | undefined;
  const response = store?.[url];
  if (response) delete store[url];
  return response;
}
