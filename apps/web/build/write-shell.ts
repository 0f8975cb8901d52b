/**
 * Writes the storefront's shell, pre-rendered by React (src/app/prerender.tsx), into the built
 * dist/index.html's #root, where main.tsx hydrates it. Run by `npm run build` after vite build,
 * through tsx, which resolves the '@/' imports from tsconfig.json: `node --import tsx
 * build/write-shell.ts`. With `--print`, writes the shell to stdout instead (for tests).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// React's production server build: the same markup, without development checks.
process.env.NODE_ENV ??= 'production';
const { renderShell } = await import('../src/app/prerender.tsx');

const shell = await renderShell();
if (/<script/i.test(shell)) throw new Error('the pre-rendered shell holds a script');

if (process.argv.includes('--print')) {
  process.stdout.write(shell);
} else {
  const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const indexPath = path.join(web, 'dist/index.html');
  const html = readFileSync(indexPath, 'utf8');
  const emptyRoot = '<div id="root"></div>';
  if (!html.includes(emptyRoot)) throw new Error(`${indexPath} has no empty ${emptyRoot}`);
  writeFileSync(indexPath, html.replace(emptyRoot, `<div id="root">${shell}</div>`));
  console.log(
    `Pre-rendered the shell into dist/index.html (${(shell.length / 1024).toFixed(1)} KB)`,
  );
}
