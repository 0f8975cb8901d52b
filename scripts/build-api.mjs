// Compiles the API to JavaScript: apps/api/src/server.ts into one ES module,
// apps/api/dist/server.js, with a source map so stack traces name the .ts lines
// (`node --enable-source-maps`). The workspace packages (@electro/shared,
// @electro/demo-catalogue, which export TypeScript source) and JSON are bundled in; every other
// package stays an import, resolved from node_modules at run time as in development.
//
//   node scripts/build-api.mjs                  build into apps/api/dist
//   node scripts/build-api.mjs --if-stale       only when a source is newer than the last build
//   node scripts/build-api.mjs --out-dir <dir>  build elsewhere (a folder under apps/api, so
//                                               node_modules resolve the same way)
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
export const API_DIST = path.join(api, 'dist');
/** Written last, after a build succeeded: its time is the build's time. */
const STAMP = '.build-stamp';

/** What the bundle is made of: a change to any of these makes the build stale. */
const SOURCES = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'packages/demo-catalogue/src',
  'packages/demo-catalogue/json',
  'packages/demo-catalogue/package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build-api.mjs',
].map((p) => path.join(root, p));

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return target.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function apiNeedsBuild(outDir = API_DIST) {
  const stamp = path.join(outDir, STAMP);
  if (!existsSync(stamp) || !existsSync(path.join(outDir, 'server.js'))) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

const isWorkspacePackage = (specifier) => specifier.startsWith('@electro/');
const isBare = (specifier) => !specifier.startsWith('.') && !path.isAbsolute(specifier);

/**
 * Some sources find files relative to themselves (`import.meta.url`: the migrations folder, the
 * repository root). In the bundle that URL would be the bundle's, one folder off; here each
 * such file's `import.meta.url` becomes its own source file's URL, computed from the bundle's at
 * run time, so those paths stay right wherever the repository is.
 */
function sourceLocations(outDir) {
  return {
    name: 'source-locations',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.')) return undefined;
        if (/import\.meta\.(?:dirname|filename)\b/.test(text)) {
          throw new Error(`${args.path}: use import.meta.url (the build rewrites only that one)`);
        }
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        const own = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', own), loader: 'ts' };
      });
    },
  };
}

/** Bare imports stay imports, except the workspace packages, which are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (!isBare(args.path) || isWorkspacePackage(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Builds the API into `outDir` (apps/api/dist by default); throws when the build fails. */
export async function buildApi(outDir = API_DIST) {
  const { build } = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  const started = performance.now();
  await build({
    entryPoints: [path.join(api, 'src/server.ts')],
    outfile: path.join(outDir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // The map names each source relative to the bundle (../src/server.ts); the sources' text is
    // in the repository beside it, so the map does not carry a copy.
    sourcesContent: false,
    tsconfig: path.join(api, 'tsconfig.json'),
    logLevel: 'warning',
    plugins: [externalPackages, sourceLocations(outDir)],
  });
  writeFileSync(path.join(outDir, STAMP), `${new Date().toISOString()}\n`);
  return Math.round(performance.now() - started);
}

/** Builds the API when it needs it; returns the exit status (0 when nothing to do). */
export async function buildApiIfStale(outDir = API_DIST) {
  if (!apiNeedsBuild(outDir)) return 0;
  console.log('Building the API…');
  try {
    const ms = await buildApi(outDir);
    console.log(`API built in ${ms} ms: ${path.relative(root, path.join(outDir, 'server.js'))}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out-dir');
  const outDir = at >= 0 && args[at + 1] ? path.resolve(args[at + 1]) : API_DIST;
  if (args.includes('--if-stale')) {
    process.exit(await buildApiIfStale(outDir));
  } else {
    try {
      const ms = await buildApi(outDir);
      console.log(`API built in ${ms} ms: ${path.relative(root, path.join(outDir, 'server.js'))}`);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
}
