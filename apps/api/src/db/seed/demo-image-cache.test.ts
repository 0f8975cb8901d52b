import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { detectImageKind } from '../../lib/images';
import { drawWebp, thumbnailWebp } from './demo-image-cache';

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${fill}"/></svg>`;

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the demo image cache', () => {
  it('draws a picture once and reads it from the folder the next time', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'electro-demo-images-'));
    const cache = path.join(dir, 'cache');
    const drawn = await drawWebp(svg('#336699'), cache);
    expect(detectImageKind(drawn)).toBe('webp');
    const files = readdirSync(cache);
    expect(files).toHaveLength(1);
    // What the folder holds is what the next load gets, without drawing.
    const kept = Buffer.from('kept');
    writeFileSync(path.join(cache, files[0]!), kept);
    expect(await drawWebp(svg('#336699'), cache)).toEqual(kept);
    // Another drawing is drawn and kept beside it.
    expect(detectImageKind(await drawWebp(svg('#993366'), cache))).toBe('webp');
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it('keeps the smaller copy of a drawing beside it, made once', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'electro-demo-images-'));
    const cache = path.join(dir, 'cache');
    const wide = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#336699"/></svg>`;
    const drawn = await drawWebp(wide, cache);
    const copy = await thumbnailWebp(drawn, 400, cache);
    expect(await sharp(copy).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(readdirSync(cache)).toHaveLength(2);
    // The next load reads what the folder holds for that drawing and width.
    for (const file of readdirSync(cache)) {
      if (readFileSync(path.join(cache, file)).equals(copy)) {
        writeFileSync(path.join(cache, file), Buffer.from('kept'));
      }
    }
    expect(await thumbnailWebp(drawn, 400, cache)).toEqual(Buffer.from('kept'));
    // Another width is another copy.
    expect((await sharp(await thumbnailWebp(drawn, 200, cache)).metadata()).width).toBe(200);
    expect(readdirSync(cache)).toHaveLength(3);
  });

  it('draws without a folder', async () => {
    expect(detectImageKind(await drawWebp(svg('#336699'), undefined))).toBe('webp');
  });
});
