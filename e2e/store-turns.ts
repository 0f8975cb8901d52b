/**
 * Two journey files run at once on one store (vitest.config.ts). A file of ALONE (alone.ts)
 * takes the store alone: it waits until the file beside it ends, and no other file starts until
 * it is done (decision 100).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { ALONE } from './alone';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Takes a turn on the store: shared (any number of files) or alone. An alone file first claims
 * the store (a directory, made atomically), so no new file starts, then waits for the files
 * already running to leave. A shared file marks itself, then steps back while a claim stands.
 * Each side writes before it reads the other's mark, so the two cannot both go on. A mark whose
 * worker died (a crash) is dropped rather than waited for. Answers the function that ends the
 * turn.
 */
export async function takeTurn(dir: string, alone: boolean): Promise<() => void> {
  const claim = path.join(dir, 'alone');
  const sharing = path.join(dir, 'sharing');
  mkdirSync(sharing, { recursive: true });
  // A claim stands while its worker lives (its directory names the worker once it is made).
  const claimStands = () => {
    if (!existsSync(claim)) return false;
    const [pid] = readdirSync(claim);
    if (pid === undefined || alive(Number(pid))) return true;
    rmSync(claim, { recursive: true, force: true });
    return false;
  };
  if (alone) {
    for (;;) {
      try {
        mkdirSync(claim);
        mkdirSync(path.join(claim, String(process.pid)));
        break;
      } catch {
        if (!claimStands()) continue;
        await pause(250);
      }
    }
    for (;;) {
      const others = readdirSync(sharing).map(Number);
      for (const pid of others.filter((pid) => !alive(pid))) {
        rmSync(path.join(sharing, String(pid)), { force: true });
      }
      if (others.filter(alive).length === 0) break;
      await pause(250);
    }
    return () => rmSync(claim, { recursive: true, force: true });
  }
  const mark = path.join(sharing, String(process.pid));
  for (;;) {
    writeFileSync(mark, '');
    if (!claimStands()) return () => rmSync(mark, { force: true });
    rmSync(mark, { force: true });
    await pause(250);
  }
}

let endTurn: (() => void) | undefined;
// Long enough to wait for the longest file beside it and an alone file after that. Vitest reads
// what a hook needs from its first parameter's pattern: this one needs nothing.
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, suite) => {
  endTurn = await takeTurn(inject('turnsDir'), path.basename(suite.file.filepath) in ALONE);
}, 900_000);
afterAll(() => endTurn?.());
