import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_MIME_TYPES } from '@electro/shared';

const ACCEPTED = new Set<string>(IMAGE_MIME_TYPES);
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** The server's upload rules (docs/API.md), checked before a slow upload is wasted. */
export function imageFileProblem(file: File): string | null {
  if (!ACCEPTED.has(file.type)) return 'Choose a PNG, JPEG, WebP, AVIF or GIF image.';
  if (file.size > IMAGE_MAX_BYTES) {
    return `The image must be at most ${IMAGE_MAX_MB} MB.`;
  }
  return null;
}
