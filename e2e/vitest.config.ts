import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One store, one browser at a time: journeys share the demo data and 2 cores.
    fileParallelism: false,
    pool: 'forks',
    // One worker differs from the unit projects' default on a machine with more than 2 cores:
    // Vitest then needs a group of its own. The journeys run last, after the API tests (1).
    sequence: { groupOrder: 2 },
  },
});
