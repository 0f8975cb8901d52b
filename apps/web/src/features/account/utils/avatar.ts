import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_MIME_TYPES } from '@electro/shared';

const ACCEPTED = new Set<string>(IMAGE_MIME_TYPES);

/** Why a picked file cannot be a profile picture (the API's limits), or null when it can. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED.has(file.type)) return 'Choose an image file (PNG, JPEG, WebP, AVIF or GIF).';
  if (file.size > IMAGE_MAX_BYTES) return `The image must be ${IMAGE_MAX_MB} MB or smaller.`;
  return null;
}

/** Up to two initials, shown when there is no picture. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
