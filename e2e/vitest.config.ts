import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll's own second is short for a page on a busy machine (two browsers, the store and
    // its database on 2 cores): a title or a list still on its way failed the journey. A poll
    // that passes returns as soon as it passes, so only a failure takes longer.
    expect: { poll: { timeout: 5_000 } },
    // Two files at a time on one store, each with its own browser: much of a journey is spent
    // waiting for the page or the server, so two overlap well on 2 cores. Files that read
    // store-wide figures take the store alone (alone.ts, store-turns.ts; decision 100).
    maxWorkers: 2,
    setupFiles: ['./store-turns.ts'],
    pool: 'forks',
    // The journeys run last, in a group of their own, after the API tests (1).
    sequence: { groupOrder: 2 },
  },
});
