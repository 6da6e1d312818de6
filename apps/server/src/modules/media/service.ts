/**
 * Uploads: streamed to a temp file with a byte limit, typed by content, then moved into storage.
 * Reading: who may fetch which file (the access rules live here, not in the route).
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import { API, UPLOAD_RULES, type UploadPurpose } from '@cms/contract';
import type { Db } from '../../db/client.js';
import { courses, enrolments, lessons, uploads } from '../../db/schema/index.js';
import type { Delivery, Storage } from '../../storage/storage.js';
import { readDuration } from './duration.js';
import type { Viewer } from '../../http/viewer.js';
import { mediaErrors } from './errors.js';

export type { UploadPurpose };

/** The contract's rule for a purpose, plus where its files live in storage. */
export interface PurposeRule {
  maxBytes: number;
  types: Record<string, string>; // mime → stored extension
  folder: string;
  /** The multipart field that carries the file. */
  field: string;
  tooLarge: string;
  wrongType: string;
  /** The answer when the request has no file in `field`. */
  missing: string;
  /** Read the media duration (videos). */
  duration: boolean;
}

const FOLDERS: Record<UploadPurpose, string> = {
  'profile-image': 'profiles',
  'course-thumbnail': 'course-thumbnails',
  'lesson-video': 'lesson-videos',
};

function purposeRule(purpose: UploadPurpose): PurposeRule {
  const rule = UPLOAD_RULES[purpose];
  return {
    maxBytes: rule.maxBytes,
    types: Object.fromEntries(Object.entries(rule.types).map(([mime, exts]) => [mime, exts[0]!.replace(/^\./, '')])),
    folder: FOLDERS[purpose],
    field: rule.field,
    tooLarge: rule.tooLarge,
    wrongType: rule.invalidType,
    missing: rule.missing,
    duration: rule.readsDuration,
  };
}

export const PURPOSES: Record<UploadPurpose, PurposeRule> = {
  'profile-image': purposeRule('profile-image'),
  'course-thumbnail': purposeRule('course-thumbnail'),
  'lesson-video': purposeRule('lesson-video'),
};

/** Counts bytes and fails as soon as the limit is passed, so an oversized body is never read whole. */
function byteLimit(max: number, message: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(mediaErrors.payloadTooLarge(message));
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
  /** Videos only. */
  durationSeconds?: number | null;
}

export type UploadRow = typeof uploads.$inferSelect;

/** Signed object-store URLs handed to a client live this long. */
export const SIGNED_URL_SECONDS = 15 * 60;

export interface MediaForRead {
  upload: UploadRow;
  delivery: Delivery;
  /** Anyone may read it (course thumbnails): shared caches may keep it. */
  isPublic: boolean;
}

export class MediaService {
  constructor(
    private readonly db: Db,
    readonly storage: Storage,
  ) {}

  async save(ownerId: string, purpose: UploadPurpose, file: Readable): Promise<SavedUpload> {
    const rule = PURPOSES[purpose];
    const tmp = path.join(this.storage.tempDir(), `${randomUUID()}.part`);
    try {
      await pipeline(file, byteLimit(rule.maxBytes, rule.tooLarge), createWriteStream(tmp));
      const { size } = await fs.stat(tmp);
      if (size === 0) throw mediaErrors.emptyFile();
      const detected = await fileTypeFromFile(tmp);
      const ext = detected ? rule.types[detected.mime] : undefined;
      if (!detected || !ext) throw mediaErrors.wrongType(rule.wrongType);
      const durationSeconds = rule.duration ? await readDuration(tmp, detected.mime) : null;
      const id = randomUUID();
      const key = `${rule.folder}/${id}.${ext}`;
      await this.storage.putFile(key, tmp, detected.mime);
      try {
        await this.db
          .insert(uploads)
          .values({ id, ownerId, purpose, storageKey: key, contentType: detected.mime, size, durationSeconds });
      } catch (err) {
        await this.storage.delete(key);
        throw err;
      }
      const saved: SavedUpload = { id, url: mediaUrl(id), contentType: detected.mime, size };
      if (rule.duration) saved.durationSeconds = durationSeconds;
      return saved;
    } finally {
      await fs.rm(tmp, { force: true });
    }
  }

  async find(id: string): Promise<UploadRow | undefined> {
    const [row] = await this.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
    return row;
  }

  /** The upload if it exists, belongs to `ownerId` and was made for `purpose`. */
  async findOwned(id: string, ownerId: string, purpose: UploadPurpose): Promise<UploadRow | undefined> {
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

  /**
   * Whether `viewer` may read the upload:
   * - course thumbnails: anyone;
   * - profile images: any signed-in user;
   * - lesson videos: anyone when a lesson using it is a free preview of a published, not deleted
   *   course; otherwise the course's instructor, admins and users enrolled in the course (also
   *   after a soft delete). A video not attached to a lesson: its uploader and admins;
   * - anything else: its uploader and admins.
   */
  async mayRead(upload: UploadRow, viewer: Viewer): Promise<boolean> {
    if (upload.purpose === 'course-thumbnail') return true;
    if (upload.purpose === 'profile-image') return viewer !== null;
    if (viewer && (viewer.role === 'Admin' || viewer.userId === upload.ownerId)) return true;
    if (upload.purpose !== 'lesson-video') return false;
    const uid = viewer?.userId ?? null;
    const [access] = await this.db
      .select({
        preview: sql<boolean>`coalesce(bool_or(${lessons.freePreview} and ${courses.isPublished} and ${courses.deletedAt} is null), false)`,
        owner: sql<boolean>`coalesce(bool_or(${courses.instructorId} = ${uid}), false)`,
        enrolled: sql<boolean>`coalesce(bool_or(exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${courses.id} and ${enrolments.userId} = ${uid})), false)`,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessons.videoUploadId, upload.id));
    if (!access) return false;
    return access.preview || (uid !== null && (access.owner || access.enrolled));
  }

  /**
   * The upload and how to deliver it, after the access check: unknown id → 404, denied →
   * 401 for an anonymous caller, 403 for a signed-in one.
   */
  async openForRead(id: string, viewer: Viewer): Promise<MediaForRead> {
    const upload = await this.find(id);
    if (!upload) throw mediaErrors.fileNotFound();
    if (!(await this.mayRead(upload, viewer))) throw mediaErrors.notAllowed(viewer);
    const delivery = await this.storage.deliver(upload.storageKey, { expiresInSeconds: SIGNED_URL_SECONDS });
    return { upload, delivery, isPublic: upload.purpose === 'course-thumbnail' };
  }
}
