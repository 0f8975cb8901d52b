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
