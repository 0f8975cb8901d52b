// A relative import of a plain module: the build config loads this file in Node
// (build/entry-preload.ts writes readSavedIsDark and applyTheme into index.html).
import { THEME_STORAGE_KEY } from '../../../../packages/shared/src/constants.ts';

/** The saved choice (localStorage isDark), else the system preference. */
export function readInitialIsDark(): boolean {
  return readSavedIsDark(THEME_STORAGE_KEY);
}

/**
 * readInitialIsDark for index.html's inline script, which runs it before the first paint: it
 * stands alone (serialized with Function#toString), so the storage key is an argument.
 */
export function readSavedIsDark(storageKey: string): boolean {
  try {
    const saved = localStorage.getItem(storageKey);
    if (saved === 'true' || saved === 'false') return saved === 'true';
  } catch {
    // Storage may be blocked (private mode); fall through to the system preference.
  }
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Stands alone too: index.html's inline script runs it (build/entry-preload.ts). */
export function applyTheme(isDark: boolean): void {
  document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', isDark ? '#0b1120' : '#1d4ed8');
}

export function saveTheme(isDark: boolean): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, String(isDark));
  } catch {
    // Not persisted; the theme still applies for this visit.
  }
}
