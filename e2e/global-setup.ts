/**
 * Starts the whole store once for the browser tests: builds the storefront when stale, then
 * runs the real server (demo catalogue, fresh data folder) on a spare loopback port. With
 * TEST_DATABASE_URL it runs on a fresh database of that PostgreSQL server.
 *
 * The server serves a copy of the build, so a rebuild of apps/web/dist while the tests run
 * (`npm run build`, or `npm start` or another test run finding the build stale) cannot swap
 * its files from under the pages being tested.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebIfStale } from '../scripts/build-web-if-stale.mjs';
import { ROOT, startStore } from '../scripts/store-process';
import { startOnThrowawayDatabase } from '../scripts/throwaway-database';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    baseUrl: string;
    /** Where journey files take their turns on the store (store-turns.ts). */
    turnsDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (buildWebIfStale() !== 0) throw new Error('the storefront build failed');

  // The build, and beside it the server's renderer of its pages (apps/api/src/modules/seo).
  const copy = mkdtempSync(path.join(os.tmpdir(), 'electro-e2e-web-'));
  const webDist = path.join(copy, 'dist');
  cpSync(path.join(ROOT, 'apps/web/dist'), webDist, { recursive: true });
  cpSync(path.join(ROOT, 'apps/web/dist-server'), path.join(copy, 'dist-server'), {
    recursive: true,
  });
  const { started: store, drop: dropDatabase } = await startOnThrowawayDatabase(
    process.env.TEST_DATABASE_URL,
    'e2e',
    (database) =>
      startStore({
        env: {
          WEB_DIST: webDist,
          // Most journeys sign a customer up and in: 1 MiB hashes, as in the API tests, instead
          // of the 19 MiB that make a stolen hash costly (their subject is the pages, not the
          // hash; auth.test.ts and server.test.ts load the hashing).
          ARGON2_MEMORY_KIB: '1024',
          ...(database ? { DATABASE_URL: database.url } : {}),
        },
      }),
  ).catch((error: unknown) => {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  });
  project.provide('baseUrl', store.baseUrl);
  const turnsDir = mkdtempSync(path.join(os.tmpdir(), 'electro-e2e-turns-'));
  project.provide('turnsDir', turnsDir);

  return async () => {
    rmSync(turnsDir, { recursive: true, force: true });
    await store.stop();
    await dropDatabase();
    rmSync(copy, { recursive: true, force: true });
  };
}
