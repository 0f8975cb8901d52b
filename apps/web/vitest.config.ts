import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { isolatedTestFiles } from './src/test/isolation';

/** The web app's unit tests: most share a worker's window and modules (src/test/isolation.ts). */
export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: isolatedTestFiles(),
    isolate: false,
    setupFiles: ['./src/test/fresh-window.ts'],
    // Vitest's default is one worker fewer than the cores; the files wait on timers and renders.
    maxWorkers: 2,
    // Projects with another worker count than the default's run in a group of their own: with
    // the API files (two workers too), after the browser journeys (e2e/vitest.config.ts).
    sequence: { groupOrder: 2 },
  },
});
