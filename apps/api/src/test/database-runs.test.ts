import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_AGNOSTIC, EMBEDDED_ALWAYS, leftOut } from './database-runs';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const source = (file: string) => readFileSync(path.join(apiRoot, file), 'utf8');

describe('the files CI runs on one database only', () => {
  it('are test files that exist, each in one list', () => {
    for (const file of [...DATABASE_AGNOSTIC, ...EMBEDDED_ALWAYS]) {
      expect(file).toMatch(/\.test\.ts$/);
      expect(existsSync(path.join(apiRoot, file)), file).toBe(true);
    }
    const both = DATABASE_AGNOSTIC.filter((file) => EMBEDDED_ALWAYS.includes(file));
    expect(both).toEqual([]);
  });

  it('leave out only files that do not open the database the harness picks', () => {
    // A file that builds its context on TEST_DATABASE_URL's database tests that database.
    for (const file of EMBEDDED_ALWAYS) {
      expect(source(file), file).not.toMatch(/createTestContext/);
    }
    // One left to the PostgreSQL run may read TEST_DATABASE_URL only to add a test that needs a
    // server (`runIf`): whatever else it tests does not depend on the variable.
    for (const file of DATABASE_AGNOSTIC) {
      const reads = source(file).match(/TEST_DATABASE_URL/g) ?? [];
      if (reads.length === 0) continue;
      expect(reads, file).toHaveLength(1);
      expect(source(file), file).toMatch(/\.runIf\(serverUrl\)/);
    }
  });

  it('refuses a value it does not know', () => {
    expect(leftOut(undefined)).toEqual([]);
    expect(leftOut('agnostic')).toBe(DATABASE_AGNOSTIC);
    expect(leftOut('embedded')).toBe(EMBEDDED_ALWAYS);
    expect(() => leftOut('postgres')).toThrow(/API_TESTS_ONCE/);
  });
});
