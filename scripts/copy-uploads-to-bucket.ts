// Copies the images of an uploads folder (DATA_DIR/uploads) into the S3_BUCKET bucket, with
// their 200 and 400 px copies (taken from .thumbnails, or made from the original when missing
// there), laid out as the bucket store writes them. Objects already in the bucket are skipped,
// so it can run again after a failure, or once more just before switching the API over.
//
//   S3_BUCKET=… S3_ENDPOINT=… npm run uploads:to-bucket     (reads the API's settings)
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../apps/api/src/config';
import { mapLimit } from '../apps/api/src/db/seed/map-limit';
import {
  bucketPublicUrl,
  bucketSettings,
  createBucketClient,
  objectExists,
  objectKey,
  putImageObject,
} from '../apps/api/src/lib/image-store-s3';
import { isImageKey, resizedCopy, THUMBNAIL_WIDTHS } from '../apps/api/src/lib/images';

export type CopySummary = {
  /** Images found in the folder. */
  images: number;
  /** Objects written (originals and copies). */
  copied: number;
  /** Objects that were in the bucket already. */
  skipped: number;
  /** Copies made from the original because the folder had none. */
  made: number;
  /** Files that are not images the store wrote (left where they are). */
  ignored: number;
};

/** The storage keys (folder/uuid.webp) of the originals under `root`. */
async function imageKeys(root: string): Promise<{ keys: string[]; ignored: number }> {
  const keys: string[] = [];
  let ignored = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (key[0] === '.thumbnails') continue;
    if (isImageKey(key.join('/'))) keys.push(key.join('/'));
    else ignored += 1;
  }
  return { keys: keys.sort(), ignored };
}

export async function copyUploadsToBucket(options: {
  root: string;
  client: S3Client;
  bucket: string;
  log: (line: string) => void;
  /** Images copied at once. */
  concurrency?: number;
}): Promise<CopySummary> {
  const { root, client, bucket, log } = options;
  const { keys, ignored } = await imageKeys(root);
  const summary: CopySummary = { images: keys.length, copied: 0, skipped: 0, made: 0, ignored };
  log(`${keys.length} images in ${root}`);
  let done = 0;
  await mapLimit(keys, options.concurrency ?? 4, async (key) => {
    const original = path.join(root, key);
    const sizes = [
      { object: objectKey(key), body: () => readFile(original) },
      ...THUMBNAIL_WIDTHS.map((width) => ({
        object: objectKey(key, width),
        body: async () => {
          try {
            return await readFile(path.join(root, '.thumbnails', `w${width}`, key));
          } catch {
            summary.made += 1;
            return resizedCopy(original, width);
          }
        },
      })),
    ];
    for (const size of sizes) {
      if (await objectExists(client, bucket, size.object)) {
        summary.skipped += 1;
        continue;
      }
      await putImageObject(client, bucket, size.object, await size.body());
      summary.copied += 1;
    }
    done += 1;
    if (done % 25 === 0 || done === keys.length) log(`  ${done}/${keys.length} images`);
  });
  return summary;
}

async function main() {
  const config = loadConfig();
  const settings = bucketSettings(config);
  if (!settings) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, … as for the API).');
    process.exitCode = 1;
    return;
  }
  const root = path.join(config.DATA_DIR, 'uploads');
  const client = createBucketClient(settings);
  console.info(`Copying ${root} to ${bucketPublicUrl(settings)}/uploads/`);
  try {
    const summary = await copyUploadsToBucket({
      root,
      client,
      bucket: settings.bucket,
      log: (line) => console.info(line),
    });
    console.info(
      `Done: ${summary.images} images, ${summary.copied} objects copied, ` +
        `${summary.skipped} already in the bucket, ${summary.made} copies made from originals` +
        (summary.ignored ? `, ${summary.ignored} other files left out` : ''),
    );
  } finally {
    client.destroy();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(
      `Copy failed: ${error instanceof Error ? error.message || error.name : String(error)}`,
    );
    console.error('Objects copied so far stay; run it again to copy the rest.');
    process.exitCode = 1;
  });
}
