import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { svgToWebp } from '@electro/demo-catalogue';
import sharp from 'sharp';

/**
 * A demo drawing as WebP: read from `cacheDir` when an earlier load drew the same picture with
 * the same encoder and settings, else drawn (about 15 ms of CPU each, 6-7 s for the whole demo)
 * and kept there. The file is named by a hash of the SVG and the encoder's version and settings,
 * so a changed drawing, library or setting is drawn afresh; it is written aside and renamed, so a
 * load running at the same time never reads half of one. Without `cacheDir` every picture is
 * drawn. The folder is trusted as the uploads are: whoever can write to it chooses the pictures.
 */
export async function drawWebp(svg: string, cacheDir: string | undefined): Promise<Buffer> {
  if (!cacheDir) return svgToWebp(svg);
  const name = createHash('sha256')
    // The encoder's settings are in svgToWebp's own text.
    .update(`${sharp.versions.sharp}\n${sharp.versions.vips}\n${svgToWebp.toString()}\n`)
    .update(svg)
    .digest('hex');
  const file = path.join(cacheDir, `${name}.webp`);
  try {
    return await readFile(file);
  } catch {
    const drawn = await svgToWebp(svg);
    await mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, drawn);
    await rename(partial, file);
    return drawn;
  }
}
