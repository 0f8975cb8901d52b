import { defineProject } from 'vitest/config';
import { isolatedTestFiles } from './src/test/isolation';
import web from './vitest.config';

/** The web app's unit tests that replace a module or read one's state: one fresh window each. */
export default defineProject({
  resolve: web.resolve,
  test: {
    name: 'web-isolated',
    environment: 'jsdom',
    include: isolatedTestFiles(),
    maxWorkers: 2,
    // Projects with another worker count than the default's run in a group of their own: with
    // the API files (two workers too), after the browser journeys (e2e/vitest.config.ts).
    sequence: { groupOrder: 2 },
  },
});
