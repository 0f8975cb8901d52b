import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from './errors';

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif';

/** Recognises the accepted formats by their first bytes, whatever the client says the file is. */
export function detectImageKind(buffer: Buffer): ImageKind | null {
  if (buffer.length < 12) return null;
  if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  const ascii = (start: number, end: number) => buffer.toString('latin1', start, end);
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  return null;
}

export const imageErrors = {
  notImage: 'Only PNG, JPEG, WebP, AVIF or GIF images are accepted.',
  unreadable: 'The image could not be read. Please choose another file.',
  tooLarge: (maxBytes: number) => `Image must be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`,
} as const;

export type ImageStore = {
  /** Checks, re-encodes and stores an image; returns its storage key. */
  save: (buffer: Buffer, folder: string) => Promise<string>;
  /** Stores bytes that are already a finished WebP (the demo catalogue). */
  saveEncoded: (buffer: Buffer, folder: string) => Promise<string>;
  remove: (key: string) => Promise<void>;
  root: string;
};

export function createImageStore(options: { root: string; maxSide: number }): ImageStore {
  mkdirSync(options.root, { recursive: true });
  const write = async (buffer: Buffer, folder: string) => {
    const key = `${folder}/${randomUUID()}.webp`;
    const file = path.join(options.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, buffer);
    return key;
  };
  return {
    root: options.root,
    async save(buffer, folder) {
      if (!detectImageKind(buffer))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', imageErrors.notImage);
      let encoded: Buffer;
      try {
        // Re-encoding drops metadata (EXIF, GPS) and anything hidden after the image data.
        encoded = await sharp(buffer, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize({
            width: options.maxSide,
            height: options.maxSide,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', imageErrors.unreadable);
      }
      return write(encoded, folder);
    },
    saveEncoded: write,
    async remove(key) {
      if (!key || key.includes('..')) return;
      await rm(path.join(options.root, key), { force: true });
    },
  };
}
