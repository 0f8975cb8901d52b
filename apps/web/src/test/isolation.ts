/**
 * Which web test files run isolated (a fresh module registry and window per file) and which share
 * one per worker (docs/decisions/109). Sharing spares each file jsdom's start and the import of
 * React and the app: the unit run took 152 s isolated on 2 cores, 50-56 s split so.
 *
 * A file runs isolated when it replaces a module (`vi.mock`, whose registry a shared worker would
 * carry into the next file) or is listed here because it reads a module's own state that another
 * file may have left behind, or leaves work running that would outlive it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/web, which the test files' paths are relative to. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const LEAVES_OR_READS_STATE: Record<string, string> = {
  'src/lib/auth-token.test.ts': 'the token module keeps its last cookie read for a second',
  'src/app/providers.test.tsx':
    "it tests the toast module's queue of messages asked for before the container loaded, which " +
    'a toast from work another file left running would fill',
  'src/app/prerender.test.tsx':
    "its pages' requests stay pending for ever; in a shared worker they were still pending when " +
    'the worker closed, and a log they made then failed the run (1 in 5)',
};

function testFiles(root: string, folder = 'src'): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(root, relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The test files of apps/web that run isolated, relative to it. */
export function isolatedTestFiles(): string[] {
  return testFiles(ROOT).filter(
    (file) =>
      file in LEAVES_OR_READS_STATE ||
      readFileSync(path.join(ROOT, file), 'utf8').includes('vi.mock('),
  );
}
