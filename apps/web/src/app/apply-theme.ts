import { applyTheme, readInitialIsDark } from '@/lib/theme';

// The built index.html applies the saved theme in its inline script, before the first paint
// (build/entry-preload.ts); the dev server's page has no such script, so main.tsx applies it
// here too, before any other module runs and before React renders.
applyTheme(readInitialIsDark());
