import { IMAGE_MAX_BYTES } from '@electro/shared';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZE_PROBLEM, IMAGE_TYPE_PROBLEM, imageFileProblem } from './image-file';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );
const file = (content: Uint8Array<ArrayBuffer> | string, name: string, type: string) =>
  new File([content], name, { type });

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of a png');
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

describe('image file check', () => {
  it('takes each image type the API takes by its first bytes', async () => {
    const images = [
      file(PNG, 'a.png', 'image/png'),
      file(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'a.jpg', 'image/jpeg'),
      file(bytes('GIF89a', [1, 0, 1, 0]), 'a.gif', 'image/gif'),
      file(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'a.webp', 'image/webp'),
      file(bytes(u32(28), 'ftypavif', u32(0), 'mif1miafMA1B'), 'a.avif', 'image/avif'),
      // AVIF named by a compatible brand only.
      file(bytes(u32(24), 'ftypmif1', u32(0), 'mif1avif'), 'b.avif', 'image/avif'),
    ];
    for (const image of images) expect(await imageFileProblem(image), image.name).toBeNull();
  });

  it('refuses a text file named .png, whatever type the name gave it', async () => {
    expect(await imageFileProblem(file('not an image at all', 'cover.png', 'image/png'))).toBe(
      IMAGE_TYPE_PROBLEM,
    );
    expect(await imageFileProblem(file('', 'empty.png', 'image/png'))).toBe(IMAGE_TYPE_PROBLEM);
  });

  it('refuses image types the API does not take', async () => {
    const svg = file('<svg xmlns="http://www.w3.org/2000/svg"/>', 'a.svg', 'image/svg+xml');
    expect(await imageFileProblem(svg)).toBe(IMAGE_TYPE_PROBLEM);
    const heic = file(bytes(u32(24), 'ftypheic', u32(0), 'mif1heic'), 'a.heic', 'image/heic');
    expect(await imageFileProblem(heic)).toBe(IMAGE_TYPE_PROBLEM);
  });

  it('refuses an image over the size limit', async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    expect(await imageFileProblem(file(big, 'big.png', 'image/png'))).toBe(IMAGE_SIZE_PROBLEM);
  });
});
