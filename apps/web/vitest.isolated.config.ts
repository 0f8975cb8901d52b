import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { isolatedTestFiles } from './src/test/isolation';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The web app's unit tests that replace a module or read one's state: one fresh window each. */
export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web-isolated',
    environment: 'jsdom',
    include: isolatedTestFiles(root),
    maxWorkers: 2,
    // Projects with another worker count than the default's run in a group of their own: with
    // the API files (two workers too), before the browser journeys.
    sequence: { groupOrder: 1 },
  },
});
