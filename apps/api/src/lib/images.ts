import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createBoundedQueue } from './bounded-queue';
import { AppError, unavailable } from './errors';

// One libvips thread per image and no operation cache: an upload is decoded once, and a few
// at a time (below) keep memory bounded where many threads and a cache would multiply it.
sharp.concurrency(1);
sharp.cache(false);

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
  tooManyPixels: (maxPixels: number) =>
    `The image is too large: at most ${Math.floor(maxPixels / 1_000_000)} megapixels.`,
  busy: 'The store is busy processing images. Please try again in a few seconds.',
  storageDown: 'Images cannot be stored right now. Please try again in a few minutes.',
} as const;

/**
 * Widths of the smaller copies served at /uploads/w{width}/{key}: product cards, gallery
 * thumbnails, search results and cart lines show an image a few hundred pixels wide, and a
 * phone should not download the 800-1200 px original for them.
 */
export const THUMBNAIL_WIDTHS = [200, 400] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];
/** The width made when an image is stored, so its first request does not wait for it. */
export const EAGER_THUMBNAIL_WIDTH: ThumbnailWidth = 400;

/** A storage key as `write` makes them: folder/uuid.webp. Anything else is not ours. */
const KEY_PATTERN =
  /^[a-z][a-z0-9-]*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const isImageKey = (key: string): boolean => KEY_PATTERN.test(key);

/** Keys are random and never rewritten, so every size may be cached for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Copies of an image made before it is stored, by width: what resizedCopy would give. */
export type ReadyCopies = Partial<Record<ThumbnailWidth, Buffer>>;

export type ImageStore = {
  /** Checks, re-encodes and stores an image; returns its storage key. */
  save: (buffer: Buffer, folder: string) => Promise<string>;
  /**
   * Stores bytes that are already a finished WebP (the demo catalogue), with the copies of it
   * already made (`copies`, by width); the store makes the others as it makes an upload's.
   */
  saveEncoded: (buffer: Buffer, folder: string, copies?: ReadyCopies) => Promise<string>;
  /**
   * The file of the `width`-wide copy of `key`, made (once, kept on disk) from the original;
   * null when `key` is not a stored image, or when the store keeps no files (a bucket, where
   * every copy is written with the original).
   */
  thumbnail: (key: string, width: ThumbnailWidth) => Promise<string | null>;
  remove: (key: string) => Promise<void>;
  /**
   * The uploads folder (DATA_DIR/uploads): where the local store keeps the files and /uploads
   * serves them from. A bucket store writes nothing there.
   */
  root: string;
  /**
   * The bucket's public URL when images are served from a bucket (an image is
   * `${publicUrl}/uploads/${key}`); null when this API serves them at /uploads.
   */
  publicUrl: string | null;
};

export type EncoderOptions = {
  maxSide: number;
  /** Largest width x height accepted, read from the file's header before decoding. */
  maxPixels?: number;
  /** Images decoded at once; a few more wait, the rest are answered 503. */
  concurrency?: number;
};

/**
 * Checks an upload (format by content, pixel count from the header) and re-encodes it to a
 * WebP that fits `maxSide`, a few at a time: what every store does before writing anything.
 */
export function createUploadEncoder(options: EncoderOptions): (buffer: Buffer) => Promise<Buffer> {
  const maxPixels = options.maxPixels ?? 24_000_000;
  // Waiting uploads hold only their bytes (at most UPLOAD_MAX_BYTES each, already read), so the
  // queue is long: two admins saving 11-image products at once must not be refused.
  const decoding = createBoundedQueue({
    concurrency: options.concurrency ?? 2,
    queue: 100,
    whenFull: () => unavailable(imageErrors.busy),
  });
  return async (buffer) => {
    if (!detectImageKind(buffer))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', imageErrors.notImage);
    // The header tells the size before anything is decoded: a small file can expand to
    // hundreds of megabytes of pixels.
    let pixels: number;
    try {
      // sharp's own pixel limit (268 Mpx) would fail the header read itself, and a declared
      // 65535 x 65535 was answered 415 as unreadable: the limit that answers is ours, 413.
      const { width, height } = await sharp(buffer, { limitInputPixels: false }).metadata();
      pixels = (width ?? 0) * (height ?? 0);
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', imageErrors.unreadable);
    }
    if (pixels > maxPixels) {
      throw new AppError('PAYLOAD_TOO_LARGE', imageErrors.tooManyPixels(maxPixels));
    }
    return decoding.run(async () => {
      try {
        // Re-encoding drops metadata (EXIF, GPS) and anything hidden after the image data.
        return await sharp(buffer, { limitInputPixels: maxPixels })
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
    });
  };
}

/** The `width`-wide copy of a stored original (its bytes, or its file). */
export function resizedCopy(original: Buffer | string, width: ThumbnailWidth): Promise<Buffer> {
  return sharp(original)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

/**
 * Writes a file aside and renames it into place: a request running alongside never reads half
 * a file, and a write that fails (a full disk) leaves nothing behind, where writing in place
 * left a 0-byte image that /uploads then served.
 */
async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.part`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined);
    throw error;
  }
}

/** The images in a folder on this machine, served by this API at /uploads. */
export function createImageStore(options: EncoderOptions & { root: string }): ImageStore {
  mkdirSync(options.root, { recursive: true });
  const encode = createUploadEncoder(options);
  const thumbnailFile = (key: string, width: number) =>
    path.join(options.root, '.thumbnails', `w${width}`, key);
  const thumbnail = async (key: string, width: ThumbnailWidth): Promise<string | null> => {
    if (!isImageKey(key) || !THUMBNAIL_WIDTHS.includes(width)) return null;
    const file = thumbnailFile(key, width);
    try {
      await access(file);
      return file;
    } catch {
      // Not made yet.
    }
    let resized: Buffer;
    try {
      resized = await resizedCopy(path.join(options.root, key), width);
    } catch {
      return null; // no such original, or not readable
    }
    await writeWhole(file, resized);
    return file;
  };
  const remove = async (key: string) => {
    if (!key || key.includes('..')) return;
    await rm(path.join(options.root, key), { force: true });
    await Promise.all(
      THUMBNAIL_WIDTHS.map((width) => rm(thumbnailFile(key, width), { force: true })),
    );
  };
  /** Writes the original and its copies, or nothing: a failed write leaves no file. */
  const write = async (buffer: Buffer, folder: string, copies: ReadyCopies) => {
    const key = `${folder}/${randomUUID()}.webp`;
    try {
      await writeWhole(path.join(options.root, key), buffer);
      for (const width of THUMBNAIL_WIDTHS) {
        const copy = copies[width];
        if (copy) await writeWhole(thumbnailFile(key, width), copy);
      }
    } catch (error) {
      await remove(key).catch(() => undefined);
      throw error;
    }
    return key;
  };
  return {
    root: options.root,
    publicUrl: null,
    async save(buffer, folder) {
      const encoded = await encode(buffer);
      let eager: Buffer;
      try {
        eager = await resizedCopy(encoded, EAGER_THUMBNAIL_WIDTH);
      } catch {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', imageErrors.unreadable);
      }
      // Made now, so that the first card showing the image does not wait for it.
      return write(encoded, folder, { [EAGER_THUMBNAIL_WIDTH]: eager });
    },
    saveEncoded: (buffer, folder, copies = {}) => write(buffer, folder, copies),
    thumbnail,
    remove,
  };
}
