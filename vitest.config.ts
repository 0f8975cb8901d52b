import { defineConfig } from 'vitest/config';

// VITEST_JSON names a file for a machine-readable report (CI adds the runs up).
const jsonReport = process.env.VITEST_JSON;

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/demo-catalogue', 'apps/api', 'apps/web', 'e2e', 'docs'],
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
  },
});
