import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { AppError, unavailable } from './errors';
import {
  createImageStore,
  createUploadEncoder,
  IMAGE_CACHE_CONTROL,
  imageErrors,
  resizedCopy,
  type ReadyCopies,
  THUMBNAIL_WIDTHS,
  type EncoderOptions,
  type ImageStore,
  type ThumbnailWidth,
} from './images';

/** The bucket settings of the configuration; null when images stay in DATA_DIR/uploads. */
export type BucketSettings = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export function bucketSettings(config: Config): BucketSettings | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The object of an image in the bucket: the same path as its URL under /uploads, so a CDN or
 * the storefront (which finds the 200 and 400 px copies from an image's URL) sees one layout
 * whether the API or the bucket serves it.
 */
export const objectKey = (key: string, width?: ThumbnailWidth): string =>
  width ? `uploads/w${width}/${key}` : `uploads/${key}`;

/** Every object one image is made of: the original and each smaller copy. */
export const objectKeys = (key: string): string[] => [
  objectKey(key),
  ...THUMBNAIL_WIDTHS.map((width) => objectKey(key, width)),
];

export function createBucketClient(settings: BucketSettings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without keys the SDK looks for them itself (AWS_* variables, an instance role).
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // An upload waits for the bucket: a bucket that is away answers 503 within seconds, not
    // after the SDK's default retries and the operating system's connect timeout.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 20_000 },
    // Checksums only where the S3 API requires them: several S3-compatible services refuse
    // the CRC headers the SDK otherwise adds to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The bucket's own public URL: endpoint/bucket (path style) or bucket.endpoint. */
export function bucketPublicUrl(settings: BucketSettings): string {
  const { bucket, region } = settings;
  if (!settings.endpoint) {
    return settings.forcePathStyle
      ? `https://s3.${region}.amazonaws.com/${bucket}`
      : `https://${bucket}.s3.${region}.amazonaws.com`;
  }
  const endpoint = new URL(settings.endpoint);
  const prefix = endpoint.pathname.replace(/\/+$/, '');
  return settings.forcePathStyle
    ? `${endpoint.origin}${prefix}/${bucket}`
    : `${endpoint.protocol}//${bucket}.${endpoint.host}${prefix}`;
}

/** Writes one size of an image, as every reader expects it: WebP, cached for a year. */
export async function putImageObject(
  client: S3Client,
  bucket: string,
  key: string,
  body: Buffer,
): Promise<void> {
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: 'image/webp',
      CacheControl: IMAGE_CACHE_CONTROL,
    }),
  );
}

type Log = { warn: (object: object, message: string) => void };

/**
 * The images in an S3-compatible bucket. Each size (the original and the 200 and 400 px copies)
 * is written at upload, with its content type and a year of caching; the bucket (or a CDN in
 * front of it) serves them, this API does not.
 */
export function createS3ImageStore(
  options: EncoderOptions & {
    settings: BucketSettings;
    client: S3Client;
    /** DATA_DIR/uploads: nothing is written there (see ImageStore.root). */
    root: string;
    log?: Log;
  },
): ImageStore {
  const { client, settings, log } = options;
  const encode = createUploadEncoder(options);

  const put = (key: string, body: Buffer) => putImageObject(client, settings.bucket, key, body);
  const removeObjects = async (keys: string[]) => {
    const results = await Promise.allSettled(
      keys.map((key) =>
        client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key })),
      ),
    );
    const failed = results.filter((result) => result.status === 'rejected');
    // An object left behind is unused, never a broken picture (as with files outliving what
    // showed them): the change that asked for the deletion has been made, so it stands.
    if (failed.length > 0) {
      log?.warn(
        { keys, err: (failed[0] as PromiseRejectedResult).reason },
        'image objects could not be deleted from the bucket',
      );
    }
  };

  /** Writes every size, or none: a key is returned only when all of them are in the bucket. */
  const write = async (original: Buffer, folder: string, ready: ReadyCopies = {}) => {
    let copies: Buffer[];
    try {
      copies = await Promise.all(
        THUMBNAIL_WIDTHS.map((width) => ready[width] ?? resizedCopy(original, width)),
      );
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', imageErrors.unreadable);
    }
    const key = `${folder}/${randomUUID()}.webp`;
    const bodies = [original, ...copies];
    const keys = objectKeys(key);
    const results = await Promise.allSettled(
      keys.map((object, index) => put(object, bodies[index] as Buffer)),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) {
      log?.warn({ key, err: failed.reason }, 'image could not be written to the bucket');
      await removeObjects(keys);
      throw unavailable(imageErrors.storageDown);
    }
    return key;
  };

  return {
    root: options.root,
    publicUrl: bucketPublicUrl(settings),
    async save(buffer, folder) {
      return write(await encode(buffer), folder);
    },
    saveEncoded: write,
    // Every copy was written with its original.
    thumbnail: async () => null,
    async remove(key) {
      if (!key || key.includes('..')) return;
      await removeObjects(objectKeys(key));
    },
  };
}

/** Whether the bucket holds `key` (an object key, e.g. from objectKey). */
export async function objectExists(
  client: S3Client,
  bucket: string,
  key: string,
): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404) return false;
    throw error;
  }
}

/**
 * The store the settings ask for: the S3_BUCKET bucket when one is set, else DATA_DIR/uploads.
 * The server's images plugin and `npm run seed` both take it from here, so both write where
 * the image URLs point. `close` ends the bucket client (nothing to do for the folder).
 */
export function configuredImageStore(
  config: Config,
  log?: Log,
): { store: ImageStore; close: () => void } {
  const root = path.join(config.DATA_DIR, 'uploads');
  const encoding = { maxSide: config.IMAGE_MAX_SIDE, maxPixels: config.IMAGE_MAX_PIXELS };
  const settings = bucketSettings(config);
  if (!settings) return { store: createImageStore({ root, ...encoding }), close: () => {} };
  const client = createBucketClient(settings);
  return {
    store: createS3ImageStore({ root, ...encoding, settings, client, log }),
    close: () => client.destroy(),
  };
}
