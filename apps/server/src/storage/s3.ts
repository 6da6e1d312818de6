/**
 * S3-compatible storage driver (AWS S3, MinIO, R2, …) through @aws-sdk/client-s3. Files are
 * uploaded from the finished temp file with a known length; clients get short-lived presigned
 * GET URLs, so the object store answers Range requests itself.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config/index.js';
import type { ByteRange, Delivery, Storage, StoredObject } from './storage.js';

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private origins: Promise<string[]> | undefined;

  private constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly tmp: string,
  ) {}

  /** `tempDir`: where uploads are staged before they are sent to the bucket. */
  static async open(config: S3Config, tempDir: string): Promise<S3Storage> {
    await fs.mkdir(tempDir, { recursive: true });
    const client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Plain bodies with a Content-Length: newer SDKs otherwise send aws-chunked bodies with
      // trailing checksums, which many S3-compatible servers do not understand.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return new S3Storage(client, config.bucket, tempDir);
  }

  tempDir(): string {
    return this.tmp;
  }

  async putFile(key: string, tempPath: string, contentType: string): Promise<StoredObject> {
    const { size } = await fs.stat(tempPath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: createReadStream(tempPath),
        ContentLength: size,
        ContentType: contentType,
        // Keys are immutable (a new upload gets a new key).
        CacheControl: 'private, max-age=31536000, immutable',
      }),
    );
    await fs.rm(tempPath, { force: true });
    return { size, contentType };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const res = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    if (!res.Body) throw new Error(`Empty body for ${key}`);
    return res.Body as Readable;
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return { size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    checkKey(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) {
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async signedUrl(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }), {
      expiresIn: expiresInSeconds,
    });
  }

  async deliver(key: string, opts: { expiresInSeconds: number }): Promise<Delivery> {
    return { kind: 'url', url: await this.signedUrl(key, opts.expiresInSeconds) };
  }

  /** The bucket's origin, as the presigner builds it (virtual-hosted or path style, custom endpoint). */
  mediaOrigins(): Promise<string[]> {
    this.origins ??= this.signedUrl('origin-probe', 60).then((url) => [new URL(url).origin]);
    return this.origins;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
