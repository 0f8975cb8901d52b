// `npm start`: builds the storefront and the API when a build is missing or stale, then runs the
// compiled server (apps/api/dist/server.js), which serves the store and the API: one process, or
// WORKERS of them under one primary.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiIfStale } from './build-api.mjs';
import { buildWebIfStale } from './build-web-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const webBuilt = buildWebIfStale();
if (webBuilt !== 0) process.exit(webBuilt);
const apiBuilt = await buildApiIfStale();
if (apiBuilt !== 0) process.exit(apiBuilt);

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: path.join(root, 'apps/api'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
