import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, pngImage, saveWithReadyCopy, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('smaller copies of stored images (/uploads/w{width}/{key})', () => {
  it('serves a 400 px wide WebP of a large image, made when it was stored', async () => {
    const key = await ctx.app.images.save(await pngImage(1000, 600), 'products');
    expect(existsSync(path.join(ctx.app.images.root, '.thumbnails', 'w400', key))).toBe(true);

    const res = await get(`/uploads/w400/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 240]);
    expect(res.rawPayload.length).toBeLessThan((await get(`/uploads/${key}`)).rawPayload.length);
  });

  it('makes other widths on first request and never enlarges a small image', async () => {
    const key = await ctx.app.images.save(await pngImage(150, 100), 'categories');
    const res = await get(`/uploads/w200/${key}`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(150);
  });

  it('stores copies made beforehand as they are, and makes the others on request', async () => {
    const { key, original, ready } = await saveWithReadyCopy(ctx.app.images);
    const copy = (width: number) => path.join(ctx.app.images.root, '.thumbnails', `w${width}`, key);
    expect(readFileSync(path.join(ctx.app.images.root, key))).toEqual(original);
    expect(readFileSync(copy(400))).toEqual(ready);
    expect(existsSync(copy(200))).toBe(false);
    expect((await get(`/uploads/w400/${key}`)).rawPayload).toEqual(ready);
    const made = await get(`/uploads/w200/${key}`);
    expect((await sharp(made.rawPayload).metadata()).width).toBe(200);
  });

  it('answers 404, never 500, for widths, keys and paths it does not serve', async () => {
    const key = await ctx.app.images.save(await pngImage(), 'products');
    for (const url of [
      `/uploads/w300/${key}`,
      `/uploads/wide/${key}`,
      '/uploads/w400/products/00000000-0000-4000-8000-000000000000.webp',
      '/uploads/w400/products/not-a-key.webp',
      '/uploads/w400/../../package.json',
      '/uploads/w400/products%2F..%2F..%2F..%2Fpackage.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('deletes the copies with the image', async () => {
    const key = await ctx.app.images.save(await pngImage(800, 800), 'brands');
    expect((await get(`/uploads/w200/${key}`)).statusCode).toBe(200);
    await ctx.app.images.remove(key);
    for (const width of [200, 400]) {
      expect(existsSync(path.join(ctx.app.images.root, '.thumbnails', `w${width}`, key))).toBe(
        false,
      );
    }
    expect((await get(`/uploads/w400/${key}`)).statusCode).toBe(404);
  });
});
