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
    // One file at a time for now (decision 100): two at a time saved nothing measurable on a
    // clean 2-core CI run and a journey whose list shows every product met another file's
    // deletions (a picture answering 404). With 2, the files of alone.ts take the store alone.
    maxWorkers: 1,
    setupFiles: ['./store-turns.ts'],
    pool: 'forks',
    // One worker process for every file, its modules kept from one file to the next: a fresh
    // process per file imported Playwright again, about 1.4 s and 2.4 CPU-seconds a file. Each
    // file still launches its own browser (browser.ts), and each test opens fresh contexts.
    isolate: false,
    // The journeys run first, in a group of their own, before the API and web unit tests (2):
    // they leave about a third of 2 cores idle (each step waits on the browser, the store and
    // the database in turn), which CI gives the embedded database's run beside them (.ci/run).
    sequence: { groupOrder: 1 },
  },
});
