import { THEME_STORAGE_KEY } from '@electro/shared';

/** The saved choice (localStorage isDark), else the system preference. */
export function readInitialIsDark(): boolean {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === 'true' || saved === 'false') return saved === 'true';
  } catch {
    // Storage may be blocked (private mode); fall through to the system preference.
  }
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

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
