import { readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { detectImageKind } from '../../lib/images';
import { drawWebp } from './demo-image-cache';

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

  it('draws without a folder', async () => {
    expect(detectImageKind(await drawWebp(svg('#336699'), undefined))).toBe('webp');
  });
});
