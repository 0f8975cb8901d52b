import { configDefaults, defineProject } from 'vitest/config';
import { leftOut } from './src/test/database-runs';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // CI runs a file that one database tests as well as the other once (src/test/database-runs.ts).
    exclude: [...configDefaults.exclude, ...leftOut(process.env.API_TESTS_ONCE)],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker keeps its modules from one file to the next instead of importing the app again
    // for each (import time was 75 s of a 174 s run on the embedded database; the whole run is
    // now about 112 s, and 97 s on PostgreSQL). Each file still builds its own app and database
    // (test/harness.ts), and no API test mocks a module; the state modules keep across files is
    // keyed by database (prepared statements, catalogue versions) or the same for every app
    // (compiled statement texts, the dummy password hash).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Much of a
    // file's time is spent waiting (sockets, timers, a database server), so two overlap well.
    maxWorkers: 2,
    // Vitest runs projects with different worker counts in separate groups: the API files run
    // with the web unit tests, after the browser journeys (which run one file at a time).
    sequence: { groupOrder: 2 },
  },
});
