import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../test/harness';
import { createImageStore } from './images';

// Decision 072: an upload that fails for lack of space leaves no file behind (the outside probe
// found a 0-byte image after 5 of 5 uploads on a full disk, served as a broken picture).

const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'electro-images-full-'));
/** A real full disk needs a small filesystem of its own: a tmpfs, which only root may mount. */
function mount(): string | null {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? 'mount failed';
  }
}
const mountError = mount();

function filesUnder(dir: string): { name: string; size: number }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => ({ name, stats: statSync(path.join(dir, name)) }))
    .filter(({ stats }) => stats.isFile())
    .map(({ name, stats }) => ({ name, size: stats.size }));
}

describe.skipIf(mountError !== null)(
  `images on a full disk${mountError ? ` (skipped: mounting a 2 MB tmpfs needs root: ${mountError})` : ''}`,
  () => {
    const root = path.join(mountPoint, 'uploads');

    beforeAll(() => {
      createImageStore({ root, maxSide: 1200 });
      // Fill the disk to its last byte.
      writeFileSync(path.join(mountPoint, 'filler'), Buffer.alloc(2 * 1024 * 1024 - 4096));
      for (let i = 0; ; i += 1) {
        try {
          writeFileSync(path.join(mountPoint, `filler-${i}`), Buffer.alloc(512));
        } catch {
          break;
        }
      }
    });
    afterAll(() => {
      try {
        execFileSync('umount', [mountPoint], { stdio: 'pipe' });
      } catch {
        // not mounted
      }
      rmSync(mountPoint, { recursive: true, force: true });
    });

    it('fails the upload with ENOSPC and leaves no file', async () => {
      const store = createImageStore({ root, maxSide: 1200 });
      await expect(store.save(await pngImage(400, 300), 'products')).rejects.toMatchObject({
        code: 'ENOSPC',
      });
      expect(filesUnder(root)).toEqual([]);
    });
  },
);

if (mountError !== null) rmSync(mountPoint, { recursive: true, force: true });
