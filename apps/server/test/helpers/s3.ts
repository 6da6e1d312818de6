/** A local S3-compatible server (s3rver) on 127.0.0.1 and a free port, with one bucket. */
import fs from 'node:fs/promises';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config/index.js';
import { tempDir } from './app.js';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** s3rver's data directory. */
  directory: string;
  /** Settings for the app (STORAGE_DRIVER=s3 and friends). */
  env: Record<string, string>;
  config: S3Config;
  close(): Promise<void>;
}

export async function startS3(bucket = 'cms-test'): Promise<LocalS3> {
  const directory = await tempDir('cms-s3-');
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any credentials; these are its documented defaults.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    directory,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    config: { bucket, region: 'us-east-1', endpoint, credentials, forcePathStyle: true },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
