import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './image-url';

const id = '2c2524fb-6210-41ef-9bac-5645460289a8';

describe('thumbnailUrl', () => {
  it('points an uploaded image at its smaller copy, on whatever origin it is served from', () => {
    expect(thumbnailUrl(`http://127.0.0.1:3000/uploads/products/${id}.webp`, 400)).toBe(
      `http://127.0.0.1:3000/uploads/w400/products/${id}.webp`,
    );
    expect(thumbnailUrl(`https://cdn.example/shop/uploads/categories/${id}.webp`, 200)).toBe(
      `https://cdn.example/shop/uploads/w200/categories/${id}.webp`,
    );
    expect(thumbnailUrl(`/uploads/brands/${id}.webp`, 200)).toBe(`/uploads/w200/brands/${id}.webp`);
  });

  it('leaves anything else alone', () => {
    expect(thumbnailUrl('/images/hero-1.webp', 400)).toBeUndefined();
    expect(thumbnailUrl('https://images.example/photo.jpg', 400)).toBeUndefined();
    expect(thumbnailUrl(`/uploads/w400/products/${id}.webp`, 200)).toBeUndefined();
    expect(thumbnailUrl('', 400)).toBeUndefined();
  });
});
