/** Where uploaded files live. Drivers: local disk (default); more come with the media work. */
import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  contentType: string;
}

export interface ByteRange {
  start: number;
  end: number; // inclusive
}

export interface Storage {
  /** Moves a finished local temp file into storage under `key`. */
  putFile(key: string, tempPath: string, contentType: string): Promise<StoredObject>;
  /** Reads an object, or the given byte range of it. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
  /** A directory for temp files on the same disk as the driver's data. */
  tempDir(): string;
}
