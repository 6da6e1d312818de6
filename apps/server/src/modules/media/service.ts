/** Uploads: streamed to a temp file with a byte limit, typed by content, then moved into storage. */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import { API, MSG } from '@cms/contract';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import { AppError } from '../../errors/index.js';
import type { Storage } from '../../storage/storage.js';

export type UploadPurpose = 'profile-image';

interface PurposeRule {
  maxBytes: number;
  types: Record<string, string>; // mime → extension
  folder: string;
  tooLarge: string;
  wrongType: string;
}

export const PURPOSES: Record<UploadPurpose, PurposeRule> = {
  'profile-image': {
    maxBytes: 5_242_880,
    types: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' },
    folder: 'profiles',
    tooLarge: MSG.fileTooLarge,
    wrongType: MSG.invalidImageType,
  },
};

export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);

/** Counts bytes and fails as soon as the limit is passed, so an oversized body is never read whole. */
function byteLimit(max: number, message: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(payloadTooLarge(message));
      else done(null, chunk);
    },
  });
}

export const mediaUrl = (id: string) => `${API.media}/${id}`;

export interface SavedUpload {
  id: string;
  url: string;
  contentType: string;
  size: number;
}

export class MediaService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {}

  async save(ownerId: string, purpose: UploadPurpose, file: Readable): Promise<SavedUpload> {
    const rule = PURPOSES[purpose];
    const tmp = path.join(this.storage.tempDir(), `${randomUUID()}.part`);
    try {
      await pipeline(file, byteLimit(rule.maxBytes, rule.tooLarge), createWriteStream(tmp));
      const { size } = await fs.stat(tmp);
      if (size === 0) throw new AppError(400, 'BAD_REQUEST', MSG.invalidFile);
      const detected = await fileTypeFromFile(tmp);
      const ext = detected ? rule.types[detected.mime] : undefined;
      if (!detected || !ext) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', rule.wrongType);
      const id = randomUUID();
      const key = `${rule.folder}/${id}.${ext}`;
      await this.storage.putFile(key, tmp, detected.mime);
      try {
        await this.db
          .insert(uploads)
          .values({ id, ownerId, purpose, storageKey: key, contentType: detected.mime, size });
      } catch (err) {
        await this.storage.delete(key);
        throw err;
      }
      return { id, url: mediaUrl(id), contentType: detected.mime, size };
    } finally {
      await fs.rm(tmp, { force: true });
    }
  }

  async find(id: string) {
    const [row] = await this.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
    return row;
  }

  /** The upload if it exists, belongs to `ownerId` and was made for `purpose`. */
  async findOwned(id: string, ownerId: string, purpose: UploadPurpose) {
    const [row] = await this.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId), eq(uploads.purpose, purpose)))
      .limit(1);
    return row;
  }

  read(key: string) {
    return this.storage.read(key);
  }
}
