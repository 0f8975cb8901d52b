import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Much of a
    // file's time is spent waiting (sockets, timers, a database server), so two overlap well.
    maxWorkers: 2,
    // Vitest runs projects with different worker counts in separate groups: the API files run
    // after the unit tests, and before the browser journeys (which run one file at a time).
    sequence: { groupOrder: 1 },
  },
});
