// Builds the storefront when its build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function webNeedsBuild() {
  if (!existsSync(path.join(web, 'vite.config.ts'))) return false;
  if (!existsSync(builtIndex)) return true;
  // The server's page renderer (`vite build --ssr`), built by the same `npm run build`.
  if (!existsSync(path.join(web, 'dist-server/entry-server.js'))) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = ['src', 'build', 'public', 'index.html', 'vite.config.ts'].map((p) =>
    path.join(web, p),
  );
  sources.push(path.join(root, 'packages/shared/src'));
  return sources.some((source) => newestMtime(source) > built);
}

/** Builds the storefront when it needs it; returns the exit status (0 when nothing to do). */
export function buildWebIfStale() {
  if (!webNeedsBuild()) return 0;
  console.log('Building the storefront…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    // Called from a test run, NODE_ENV is `test`: Vite would then bundle React's development
    // build (twice the size, with its checks) into what the store serves.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildWebIfStale());
