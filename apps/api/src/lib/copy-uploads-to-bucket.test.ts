import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, testConfig } from '../config';
import { startBucketServer, type TestBucketServer } from '../test/s3-server';
import { copyUploadsToBucket } from '../../../../scripts/copy-uploads-to-bucket';
import { bucketSettings, createBucketClient, objectKey, objectKeys } from './image-store-s3';

const run = promisify(execFile);
let s3: TestBucketServer;
let client: S3Client;
let dataDir: string;
let uploads: string;
const phone = `products/${randomUUID()}.webp`;
const avatar = `profiles/${randomUUID()}.webp`;

const picture = (width: number) =>
  sharp({ create: { width, height: 300, channels: 3, background: '#2a6' } })
    .webp()
    .toBuffer();

beforeAll(async () => {
  s3 = await startBucketServer(['copy-api', 'copy-cli']);
  const settings = bucketSettings(testConfig(s3.settings('copy-api')));
  if (!settings) throw new Error('no bucket settings');
  client = createBucketClient(settings);
  // An uploads folder as the local store leaves it: originals, the 400 px copy of one of them
  // (the other's copies were never asked for), and a file that is not an image of the store.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'electro-copy-'));
  uploads = path.join(dataDir, 'uploads');
  const files: Array<[string, Buffer]> = [
    [phone, await picture(800)],
    [avatar, await picture(500)],
    [`.thumbnails/w400/${phone}`, await picture(400)],
    ['notes.txt', Buffer.from('not an image')],
  ];
  for (const [file, content] of files) {
    await mkdir(path.dirname(path.join(uploads, file)), { recursive: true });
    await writeFile(path.join(uploads, file), content);
  }
});

afterAll(async () => {
  client?.destroy();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const object = async (key: string) => {
  const res = await client.send(new GetObjectCommand({ Bucket: 'copy-api', Key: key }));
  return {
    body: Buffer.from(
      await (res.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    ),
    contentType: res.ContentType,
    cacheControl: res.CacheControl,
  };
};

describe('scripts/copy-uploads-to-bucket', () => {
  it('copies every size of every image, making the missing copies, then skips them', async () => {
    const lines: string[] = [];
    const first = await copyUploadsToBucket({
      root: uploads,
      client,
      bucket: 'copy-api',
      log: (line) => lines.push(line),
    });
    expect(first).toEqual({ images: 2, copied: 6, skipped: 0, made: 3, ignored: 1 });
    expect(lines.at(-1)).toBe('  2/2 images');

    expect((await object(objectKey(phone))).body).toEqual(
      await readFile(path.join(uploads, phone)),
    );
    // The copy on disk is taken as it is; the missing ones are made from the original.
    expect((await object(objectKey(phone, 400))).body).toEqual(
      await readFile(path.join(uploads, '.thumbnails/w400', phone)),
    );
    for (const key of objectKeys(avatar)) {
      const stored = await object(key);
      expect(stored.contentType).toBe('image/webp');
      expect(stored.cacheControl).toBe('public, max-age=31536000, immutable');
    }
    expect((await sharp((await object(objectKey(avatar, 200))).body).metadata()).width).toBe(200);

    const again = await copyUploadsToBucket({
      root: uploads,
      client,
      bucket: 'copy-api',
      log: () => undefined,
    });
    expect(again).toEqual({ images: 2, copied: 0, skipped: 6, made: 0, ignored: 1 });
  });

  const script = (settings: Record<string, unknown>) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/copy-uploads-to-bucket.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)])),
        DATA_DIR: dataDir,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    });

  it('runs as `npm run uploads:to-bucket`, printing progress and a total', async () => {
    const { stdout } = await script(s3.settings('copy-cli'));
    expect(stdout).toContain(`Copying ${uploads} to ${s3.endpoint}/copy-cli/uploads/`);
    expect(stdout).toContain('  2/2 images');
    expect(stdout).toContain(
      'Done: 2 images, 6 objects copied, 0 already in the bucket, 3 copies made from originals, 1 other files left out',
    );
    const again = await script(s3.settings('copy-cli'));
    expect(again.stdout).toContain('Done: 2 images, 0 objects copied, 6 already in the bucket');
  });

  it('exits non-zero with the reason when the bucket cannot be reached', async () => {
    const failed = await script({ ...s3.settings('copy-cli'), S3_ENDPOINT: 'http://127.0.0.1:9' })
      .then(() => null)
      .catch((error: { code: number; stderr: string }) => error);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('Copy failed:');
    expect(failed?.stderr).toContain('run it again to copy the rest');
  });
});
