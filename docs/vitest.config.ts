import { defineProject } from 'vitest/config';

// The docs' own checks: what README.md and ARCHITECTURE.md name exists (docs.test.ts).
export default defineProject({
  test: { name: 'docs', include: ['*.test.ts'] },
});
