import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { ALONE } from './e2e/alone';

// VITEST_JSON names a file for a machine-readable report (CI adds the runs up).
const jsonReport = process.env.VITEST_JSON;

/**
 * Vitest's order, except that the browser journeys that take the store alone (e2e/alone.ts) come
 * first, one after the other; the rest then run two at a time without waiting for one of them.
 */
class JourneysAloneFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const alone = (file: TestSpecification) =>
      file.project.name === 'e2e' && path.basename(file.moduleId) in ALONE;
    return [...sorted.filter(alone), ...sorted.filter((file) => !alone(file))];
  }
}

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/demo-catalogue',
      'apps/api',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'e2e',
      'docs',
    ],
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
    sequence: { sequencer: JourneysAloneFirst },
  },
});
