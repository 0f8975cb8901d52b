import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../db/schema/index';
import {
  auth,
  createCatalog,
  createTestContext,
  createUser,
  expectError,
  multipartBody,
  pngImage,
  saveWithReadyCopy,
  type TestContext,
  type TestUser,
} from '../test/harness';
import { startBucketServer, type TestBucketServer } from '../test/s3-server';
import {
  bucketPublicUrl,
  bucketSettings,
  createBucketClient,
  objectExists,
  objectKey,
  objectKeys,
} from './image-store-s3';
import { imageErrors } from './images';

const BUCKET = 'electro-images';
let s3: TestBucketServer;
let ctx: TestContext;
let client: S3Client;
let admin: TestUser;
type Catalog = Awaited<ReturnType<typeof createCatalog>>;
let catalog: Catalog;

beforeAll(async () => {
  s3 = await startBucketServer([BUCKET]);
  ctx = await createTestContext(s3.settings(BUCKET));
  const settings = bucketSettings(ctx.config);
  if (!settings) throw new Error('the test app has no bucket');
  client = createBucketClient(settings);
  admin = await createUser(ctx, { role: 'admin' });
  catalog = await createCatalog(ctx);
});

afterAll(async () => {
  client?.destroy();
  await ctx?.close();
  await s3?.close();
});

const uploadAvatar = (context: TestContext, user: TestUser, content: Buffer) => {
  const form = multipartBody([
    { name: 'image', filename: 'me.png', content, contentType: 'image/png' },
  ]);
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/users/upload-image',
    headers: { ...auth(user), ...form.headers },
    payload: form.payload,
  });
};

const createProduct = (
  context: TestContext,
  user: TestUser,
  taxonomy: Catalog,
  pictures: [cover: Buffer, gallery: Buffer],
) => {
  const [cover, gallery] = pictures;
  const form = multipartBody([
    ...Object.entries({
      title: `Bucket phone ${Math.random().toString(36).slice(2)}`,
      description: 'A phone whose pictures live in a bucket.',
      price: '499.99',
      stock: '3',
      category: taxonomy.category.id,
      brand: taxonomy.brand.id,
    }).map(([name, value]) => ({ name, value })),
    { name: 'imageCover', filename: 'cover.png', content: cover, contentType: 'image/png' },
    { name: 'images', filename: 'side.png', content: gallery, contentType: 'image/png' },
  ]);
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: { ...auth(user), ...form.headers },
    payload: form.payload,
  });
};

const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
const allStored = async (key: string) =>
  Promise.all(objectKeys(key).map((object) => objectExists(client, BUCKET, object)));

describe('images in an S3-compatible bucket', () => {
  it('writes every size of an upload to the bucket, and its URL loads it from there', async () => {
    const user = await createUser(ctx);
    const res = await uploadAvatar(ctx, user, await pngImage(900, 600));
    expect(res.statusCode, res.body).toBe(200);
    const { public_id: key, secure_url: url } = res.json().user.profile;
    expect(url).toBe(`${s3.endpoint}/${BUCKET}/uploads/${key}`);

    for (const object of objectKeys(key)) {
      const stored = await head(object);
      expect(stored.ContentType, object).toBe('image/webp');
      expect(stored.CacheControl, object).toBe('public, max-age=31536000, immutable');
    }
    // Nothing is written to the local uploads folder.
    expect(existsSync(path.join(ctx.app.images.root, key))).toBe(false);

    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(900);
    // The storefront finds the smaller copies beside the original's URL.
    for (const width of [200, 400]) {
      const copy = await fetch(url.replace('/uploads/', `/uploads/w${width}/`));
      expect(copy.status).toBe(200);
      expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width).toBe(width);
    }
  });

  it('stores copies made beforehand as they are, and makes the others (the demo catalogue)', async () => {
    const { key, original, ready } = await saveWithReadyCopy(ctx.app.images);
    const read = async (width?: 200 | 400) => {
      const res = await fetch(`${s3.endpoint}/${BUCKET}/${objectKey(key, width)}`);
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    expect(await read()).toEqual(original);
    expect(await read(400)).toEqual(ready);
    expect((await sharp(await read(200)).metadata()).width).toBe(200);
    await ctx.app.images.remove(key);
  });

  it('removes every size of a product’s images when the product is deleted', async () => {
    const res = await createProduct(ctx, admin, catalog, [
      await pngImage(500, 500),
      await pngImage(600, 300),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().product;
    const keys: string[] = [product.imageCover.public_id, product.images[0].public_id];
    for (const key of keys) expect(await allStored(key)).toEqual([true, true, true]);
    expect(product.imageCover.secure_url).toBe(
      `${s3.endpoint}/${BUCKET}/${objectKey(product.imageCover.public_id)}`,
    );

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${product.id}`,
      headers: auth(admin),
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const key of keys) expect(await allStored(key)).toEqual([false, false, false]);
    const gone = await fetch(`${s3.endpoint}/${BUCKET}/${objectKey(keys[0] as string)}`);
    expect(gone.status).toBe(404);
  });

  it("lets the admin's form fetch saved images from the bucket (connect-src)", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const policy = String(res.headers['content-security-policy']);
    const connect = policy.split(';').find((part) => part.trim().startsWith('connect-src'));
    expect(connect?.trim().split(/\s+/)).toEqual([
      'connect-src',
      "'self'",
      new URL(s3.endpoint).origin,
    ]);
  });

  it('redirects /uploads/… on the API to the bucket, and nothing else', async () => {
    const key = 'profiles/0b6f7c1e-3f1a-4b5c-9d2e-1a2b3c4d5e6f.webp';
    for (const pathname of [key, `w200/${key}`]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/uploads/${pathname}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${s3.endpoint}/${BUCKET}/uploads/${pathname}`);
    }
    for (const pathname of ['w300/' + key, '../etc/passwd', 'profiles/me.webp']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/uploads/${pathname}` });
      expect(res.statusCode, pathname).toBe(404);
    }
  });

  it('points image URLs at IMAGE_BASE_URL (a CDN in front of the bucket) when it is set', async () => {
    const other = await createTestContext({
      ...s3.settings(BUCKET),
      IMAGE_BASE_URL: 'https://cdn.example/shop/',
    });
    try {
      const user = await createUser(other);
      const res = await uploadAvatar(other, user, await pngImage());
      expect(res.statusCode, res.body).toBe(200);
      const { public_id: key, secure_url: url } = res.json().user.profile;
      expect(url).toBe(`https://cdn.example/shop/uploads/${key}`);
      expect(await allStored(key)).toEqual([true, true, true]);
    } finally {
      await other.close();
    }
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a bucket that cannot be written', () => {
  it.each([
    ['is down', async () => ({ S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` })],
    ['does not exist', async () => ({ S3_BUCKET: 'no-such-bucket' })],
  ])('answers 503 and writes no row when the bucket %s', async (_, settings) => {
    const down = await createTestContext({ ...s3.settings(BUCKET), ...(await settings()) });
    try {
      const user = await createUser(down);
      const avatar = await uploadAvatar(down, user, await pngImage());
      expectError(avatar, 503, imageErrors.storageDown);
      const [row] = await down.db
        .select({ profileImage: users.profileImage })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row?.profileImage).toBeNull();

      const owner = await createUser(down, { role: 'admin' });
      const taxonomy = await createCatalog(down);
      const product = await createProduct(down, owner, taxonomy, [
        await pngImage(),
        await pngImage(),
      ]);
      expectError(product, 503, imageErrors.storageDown);
      const [rows] = await down.db.select({ n: count() }).from(products);
      expect(rows?.n).toBe(0);
    } finally {
      await down.close();
    }
  });
});

describe('IMAGE_BASE_URL without a bucket', () => {
  it('points image URLs at a CDN in front of /uploads, which the API still serves', async () => {
    const local = await createTestContext({ IMAGE_BASE_URL: 'https://img.example' });
    try {
      const user = await createUser(local);
      const res = await uploadAvatar(local, user, await pngImage());
      expect(res.statusCode, res.body).toBe(200);
      const { public_id: key, secure_url: url } = res.json().user.profile;
      expect(url).toBe(`https://img.example/uploads/${key}`);
      expect(existsSync(path.join(local.app.images.root, key))).toBe(true);
      const image = await local.app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    } finally {
      await local.close();
    }
  });
});

describe('the bucket public URL', () => {
  const base = { bucket: 'pics', region: 'eu-west-1', forcePathStyle: false };
  it('is virtual-host or path style, on the endpoint or on Amazon S3', () => {
    expect(bucketPublicUrl(base)).toBe('https://pics.s3.eu-west-1.amazonaws.com');
    expect(bucketPublicUrl({ ...base, forcePathStyle: true })).toBe(
      'https://s3.eu-west-1.amazonaws.com/pics',
    );
    const endpoint = 'https://files.example:9000/';
    expect(bucketPublicUrl({ ...base, endpoint })).toBe('https://pics.files.example:9000');
    expect(bucketPublicUrl({ ...base, endpoint, forcePathStyle: true })).toBe(
      'https://files.example:9000/pics',
    );
  });
});
