import { applyTheme, readInitialIsDark } from '@/lib/theme';

// Imported first by main.tsx: the CSP forbids an inline script in index.html, so the saved
// theme is applied here, before any other module runs and before React renders.
applyTheme(readInitialIsDark());
