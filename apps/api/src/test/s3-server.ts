import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../config';

/** An S3-compatible server on a spare loopback port, keeping its objects in a temporary folder. */
export type TestBucketServer = {
  endpoint: string;
  /** Settings for an API on `bucket` of this server (s3rver's fixed keys). */
  settings: (bucket: string) => Partial<Config>;
  close: () => Promise<void>;
};

export async function startBucketServer(buckets: string[]): Promise<TestBucketServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'electro-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
