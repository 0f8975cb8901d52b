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

/*
 * `vite build --ssr src/app/entry-server.tsx` (npm run build) builds the server's renderer of
 * the public pages (decision 101) into dist-server: the same components, for Node.
 */
const ssrBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  target: 'node20',
  copyPublicDir: false,
} as const;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), entryPreload()],
  // One file with its packages (the workspace's shared one is TypeScript): a copy of the build
  // runs wherever it is put, as the browser tests' copy is.
  ssr: { noExternal: true },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
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
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        /*
         * Fewer, larger chunks on a first visit: by default every small module shared between the
         * entry and the pages became a chunk of its own (about 20 requests before the first page
         * showed), and a phone's connection pays a round trip for each. The entry's static imports
         * join the entry; the storefront's shared components (cards, prices, ratings, skeletons)
         * form one chunk, except the form fields, which bring zod and react-hook-form along.
         */
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'start', tags: ['$initial'], priority: 2 },
                {
                  name: 'catalog-ui',
                  test: /[\\/]src[\\/]components[\\/](?!ui[\\/](?:form-field|address-fieldset))/,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
