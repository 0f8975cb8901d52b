/**
 * A store whose storefront build is a stand-in, for the tests of the pages the server renders
 * (decisions 101-103): `shell` as the build's index.html and `renderer` as the server renderer
 * beside it (dist-server/entry-server.js), with a public address, a public cache and a category
 * and brand. Opened before the file's tests and closed after them; `state` is filled in once the
 * file's first beforeAll has run.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createCatalog, createTestContext, type TestContext } from './harness';

export type RenderedStore = {
  ctx: TestContext;
  webDist: string;
  category: { id: string; slug: string; name: string };
  brand: { id: string; slug: string; name: string };
};

export function useRenderedStore(files: { shell: string; renderer: string }) {
  const state = {} as RenderedStore;
  let build = '';
  beforeAll(async () => {
    build = await mkdtemp(path.join(os.tmpdir(), 'electro-web-'));
    state.webDist = path.join(build, 'dist');
    await mkdir(state.webDist);
    await writeFile(path.join(state.webDist, 'index.html'), files.shell);
    await mkdir(path.join(build, 'dist-server'));
    await writeFile(path.join(build, 'dist-server', 'entry-server.js'), files.renderer);
    state.ctx = await createTestContext({
      WEB_DIST: state.webDist,
      PUBLIC_URL: 'https://shop.example',
      PUBLIC_CACHE_TTL_MS: 60_000,
      CURRENCY: 'EUR',
    });
    ({ category: state.category, brand: state.brand } = await createCatalog(state.ctx));
  });
  afterAll(async () => {
    await state.ctx?.close();
    if (build) await rm(build, { recursive: true, force: true });
  });
  /** A page as a browser asks for it. */
  const page = (url: string) =>
    state.ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { state, page };
}
