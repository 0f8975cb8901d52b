/*
 * Until decision 096 the storefront routed by the location hash: every link of the
 * specification, of old mails and of bookmarks reads `/#/shop?page=2`. Such a link opens the
 * same page at its real address, in the same history entry, before anything reads the location.
 * index.html's boot script does the same first thing (lib/entry-boot.ts, which cannot import
 * this); this covers the dev server, which has no boot script.
 */

/** '#/shop?page=2' -> '/shop?page=2'; undefined for any other hash ('#reviews', ''). */
export function addressFromHash(hash: string): string | undefined {
  return hash.startsWith('#/') ? hash.slice(1) : undefined;
}

/** Replaces an old `/#/…` address by the real one, keeping the history entry's state. */
export function adoptHashAddress(): void {
  const address = addressFromHash(window.location.hash);
  if (address !== undefined) window.history.replaceState(window.history.state, '', address);
}
