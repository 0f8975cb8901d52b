/*
 * The script index.html runs before the main bundle (build/entry-preload.ts writes it there as
 * `(bootEntry)(table, globalName)`). It is serialized with Function#toString, so it must stand
 * alone: no imports, no variables from outside its own body.
 */

/**
 * The cover images a data answer names, to preload as soon as it arrives: `products` (the first
 * `count` of a list) or `product` (one product's cover). With a thumbnail width, the preload
 * offers the server's copy that wide beside the original, with the `sizes` the page's <img>
 * gives, so the browser picks the very file the page will show (components/ui/img.tsx).
 */
export type CoverPreload = readonly [
  from: 'products' | 'product',
  count: number,
  thumbnail: 0 | 200 | 400,
  sizes: string,
];

/** A data URL template, whether it is skipped when the address has a query, covers to preload. */
export type BootData = readonly [
  template: string,
  onlyWithoutQuery: boolean,
  covers?: CoverPreload,
];

/** [path pattern, chunk URLs, image URLs, data URL templates] per entry route. */
export type BootRoute = [
  pattern: string,
  scripts: readonly string[],
  images: readonly string[],
  data: readonly BootData[],
];

/**
 * Starts what the entry page will ask for while the main bundle downloads: its chunks
 * (modulepreload), its first image (high-priority preload) and its API data, whose responses
 * wait under `window[globalName][url]` for the API client to take them.
 * Data templates: `{id}` is the path's last segment as the app sends it (decoded, then
 * encodeURIComponent); a template marked onlyWithoutQuery is skipped when the address has a
 * query.
 */
export function bootEntry(table: readonly BootRoute[], globalName: string): void {
  // An old `/#/…` link (hash routing, before decision 096) becomes its real address first, in
  // the same history entry, as app/hash-address.ts does for the dev server.
  if (location.hash.startsWith('#/')) {
    history.replaceState(history.state, '', location.hash.slice(1));
  }
  const path = location.pathname || '/';
  const hasQuery = location.search.length > 1;
  const route = table.find((entry) => new RegExp(entry[0]).test(path));
  if (!route) return;
  const link = (href: string, image: boolean, srcset?: string, sizes?: string) => {
    const element = document.createElement('link');
    if (image) {
      element.rel = 'preload';
      element.as = 'image';
      element.fetchPriority = 'high';
      if (srcset && sizes) {
        element.setAttribute('imagesrcset', srcset);
        element.setAttribute('imagesizes', sizes);
      }
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
  // The first screen's product pictures, as soon as the answer naming them arrives: they then
  // download while the bundle does, instead of after the page has rendered.
  const preloadCovers = (body: unknown, [from, count, thumbnail, sizes]: CoverPreload) => {
    const answer = (body ?? {}) as { product?: unknown; products?: unknown };
    const items = from === 'product' ? [answer.product] : answer.products;
    if (!Array.isArray(items)) return;
    items.slice(0, count).forEach((item) => {
      const url = (item as { imageCover?: { secure_url?: unknown } } | null)?.imageCover
        ?.secure_url;
      if (typeof url !== 'string' || !url) return;
      // lib/image-url.ts's thumbnailUrl: /uploads/<folder>/<uuid>.webp has a /uploads/w<N>/ copy.
      const upload = thumbnail
        ? /^(.*\/uploads\/)([a-z][a-z0-9-]*\/[0-9a-f-]{36}\.webp)$/.exec(url)
        : null;
      if (!upload) return link(url, true);
      const small = `${upload[1]}w${thumbnail}/${upload[2]}`;
      link(small, true, `${small} ${thumbnail}w, ${url} 1200w`, sizes);
    });
  };
  // A page the server rendered carries its data (lib/hydration.ts's SERVER_STATE_ID, written
  // out: this function is serialized alone), and its pictures are in its HTML: nothing to ask.
  const served = document.getElementById('electro-state') !== null;
  const store: Record<string, Promise<Response>> = {};
  route[3].forEach(([template, onlyWithoutQuery, covers]) => {
    if (served || (onlyWithoutQuery && hasQuery)) return;
    if (template.includes('{id}') && !id) return;
    const url = template.replace('{id}', id);
    store[url] = fetch(url, { headers: { accept: 'application/json' } });
    // An unused or failed early request is not an error: the app asks again.
    store[url].catch(() => undefined);
    // Read from a copy: the app takes the response itself. This callback is the response's
    // first, so the copy is made before the app can read the body.
    if (covers) {
      store[url]
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((body: unknown) => preloadCovers(body, covers))
        .catch(() => undefined);
    }
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
