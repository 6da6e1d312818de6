/** Where uploaded files live. Drivers: local disk (default) and S3-compatible object storage. */
import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  contentType: string;
}

export interface ByteRange {
  start: number;
  end: number; // inclusive
}

/** How an object reaches an HTTP client once access has been checked. */
export type Delivery =
  /** A local file, served by the app (Range, ETag and conditional GET by @fastify/send). */
  | { kind: 'file'; root: string; path: string }
  /** A short-lived signed URL the client is redirected to (the object store serves Range itself). */
  | { kind: 'url'; url: string };

export interface Storage {
  readonly driver: 'local' | 's3';
  /** Moves a finished local temp file into storage under `key`. */
  putFile(key: string, tempPath: string, contentType: string): Promise<StoredObject>;
  /** Reads an object, or the given byte range of it. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (a folder such as `hls/<id>/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** A directory for temp files (for the local driver on the same disk as its data). */
  tempDir(): string;
  /** How to hand `key` to a client; signed URLs live `expiresInSeconds`. */
  deliver(key: string, opts: { expiresInSeconds: number }): Promise<Delivery>;
  /** Origins other than the app's own that clients load media from (for the Content-Security-Policy). */
  mediaOrigins(): Promise<string[]>;
  close(): Promise<void>;
}
