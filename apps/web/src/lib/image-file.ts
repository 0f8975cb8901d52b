import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_MIME_TYPES } from '@electro/shared';

/** The `accept` of an image input: the types the API takes (docs/API.md). */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

export const IMAGE_TYPE_PROBLEM = 'This file is not a PNG, JPEG, WebP, AVIF or GIF image.';
export const IMAGE_SIZE_PROBLEM = `The image must be ${IMAGE_MAX_MB} MB or smaller.`;

/** Enough of a file's start to hold each signature below, AVIF's brand list included. */
const HEAD_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image type a file's first bytes say it is, or null. The browser's `file.type` comes from
 * the name alone, so a text file called cover.png claims to be a PNG; the server reads the
 * bytes, and so does this, so the refusal comes when the file is picked, not on save.
 */
export function sniffImageType(head: Uint8Array): string | null {
  const starts = (...signature: number[]) => signature.every((byte, at) => head[at] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then the compatible brands to the end of the ftyp box.
    const boxEnd = Math.min(
      head.length,
      (head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!,
    );
    const brands = [ascii(head, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, at + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'image/avif';
  }
  return null;
}

/** FileReader, not Blob.arrayBuffer: it is there in every browser the store supports. */
function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, HEAD_BYTES));
  });
}

/**
 * Why a picked file cannot be uploaded as an image (the API's rules: its real type by its first
 * bytes, and its size), or null when it can. Used by every image input: the profile picture,
 * the product cover and the gallery.
 */
export async function imageFileProblem(file: Blob): Promise<string | null> {
  let type: string | null;
  try {
    type = sniffImageType(await readHead(file));
  } catch {
    return 'The file could not be read. Choose it again.';
  }
  if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type)) return IMAGE_TYPE_PROBLEM;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_SIZE_PROBLEM;
  return null;
}
