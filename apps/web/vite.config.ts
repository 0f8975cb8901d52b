import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryPreload } from './build/entry-preload.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// react-router's package exports name only its development build, which keeps dev warnings
// on; its production build (the same code with them off) is in the same package.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), entryPreload()],
  resolve: {
    // The storefront is written against React's API and ships Preact's compatible runtime:
    // react-dom alone is ~66 KB gzip, over half the first-load budget (docs/DECISIONS.md).
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      onwarn(warning, warn) {
        // react-router reads React 19's `use` and `useOptimistic`, which preact/compat lacks,
        // and falls back to its own code when they are undefined (it checks before calling).
        // Only that pair is silenced; every other warning is printed.
        if (
          warning.code === 'IMPORT_IS_UNDEFINED' &&
          /\b(?:use|useOptimistic)\b/.test(warning.message) &&
          /preact\/compat/.test(warning.message)
        ) {
          return;
        }
        warn(warning);
      },
    },
  },
}));
