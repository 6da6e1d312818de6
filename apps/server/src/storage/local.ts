/** Local-disk storage driver: files under a root folder, keys are relative paths. */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, Delivery, Storage, StoredObject } from './storage.js';

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

export class LocalStorage implements Storage {
  readonly driver = 'local' as const;
  private readonly tmp: string;

  private constructor(private readonly root: string) {
    this.tmp = path.join(root, '.tmp');
  }

  static async open(root: string): Promise<LocalStorage> {
    const s = new LocalStorage(path.resolve(root));
    await fs.mkdir(s.tmp, { recursive: true });
    return s;
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  tempDir(): string {
    return this.tmp;
  }

  async putFile(key: string, tempPath: string, contentType: string): Promise<StoredObject> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(tempPath, target);
    const { size } = await fs.stat(target);
    return { size, contentType };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    await fs.access(file);
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const st = await fs.stat(this.pathOf(key));
      return { size: st.size };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    // Prefixes are folders here (`hls/<id>/`): the folder goes with everything in it.
    await fs.rm(this.pathOf(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
  }

  async deliver(key: string): Promise<Delivery> {
    this.pathOf(key); // validates the key
    return { kind: 'file', root: this.root, path: key };
  }

  async mediaOrigins(): Promise<string[]> {
    return [];
  }

  async close(): Promise<void> {}
}
