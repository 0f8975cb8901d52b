import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { svgToWebp } from '@electro/demo-catalogue';
import sharp from 'sharp';
import { resizedCopy, type ThumbnailWidth } from '../../lib/images';

/**
 * What `make` gives for `input`, read from `cacheDir` when an earlier load made it with the same
 * recipe, library and input, else made and kept there. The file is named by a hash of libvips'
 * and sharp's versions, the recipe (the maker's own text holds its settings) and the input, so a
 * changed drawing, library or setting is made afresh; it is written aside and renamed, so a load
 * running at the same time never reads half of one. Without `cacheDir` everything is made. The
 * folder is trusted as the uploads are: whoever can write to it chooses the pictures.
 */
async function cached(
  cacheDir: string | undefined,
  recipe: string,
  input: string | Buffer,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  if (!cacheDir) return make();
  const name = createHash('sha256')
    .update(`${sharp.versions.sharp}\n${sharp.versions.vips}\n${recipe}\n`)
    .update(input)
    .digest('hex');
  const file = path.join(cacheDir, `${name}.webp`);
  try {
    return await readFile(file);
  } catch {
    const made = await make();
    await mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, made);
    await rename(partial, file);
    return made;
  }
}

/** A demo drawing as WebP (about 15 ms of CPU each, 6-7 s for the whole demo when drawn). */
export function drawWebp(svg: string, cacheDir: string | undefined): Promise<Buffer> {
  return cached(cacheDir, svgToWebp.toString(), svg, () => svgToWebp(svg));
}

/**
 * The `width`-wide copy of a drawing that cards and carousels show (about 17 ms of CPU each,
 * 2.2 s for the 129 the demo lists when made).
 */
export function thumbnailWebp(
  webp: Buffer,
  width: ThumbnailWidth,
  cacheDir: string | undefined,
): Promise<Buffer> {
  return cached(cacheDir, `${resizedCopy.toString()}\n${width}`, webp, () =>
    resizedCopy(webp, width),
  );
}
