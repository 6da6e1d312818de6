/**
 * Uploads: streamed to a temp file with a byte limit, typed by content, images decoded and
 * re-encoded (reencode-image.ts), held to the user's daily quota, then moved into storage.
 * Reading: who may fetch which file (the access rules live here, not in the route).
 * Clean-up: uploads attached to nothing a day after they were made are deleted (row and object).
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import { API, UPLOAD_RULES, type Role, type UploadPurpose } from '@cms/contract';
import type { UploadLimits } from '../../config/index.js';
import type { Db, Tx } from '../../db/client.js';
import {
  courses,
  enrolments,
  instructorProfiles,
  leadProfiles,
  lessons,
  roleRequests,
  studentProfiles,
  uploads,
  users,
} from '../../db/schema/index.js';
import type { Delivery, Storage } from '../../storage/storage.js';
import { readDuration } from './duration.js';
import { reencodeImage } from './reencode-image.js';
import type { Viewer } from '../../session/viewer.js';
import { asFormError, mediaErrors } from './errors.js';

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
  /** Decode, check every frame's size and re-encode (images). */
  image: boolean;
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
    image: rule.readsDimensions,
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

/** A user's picture: their profile picture (served by the media route) when they have one, else the account's own image. */
export const pictureOf = (user: { profileUploadId: string | null; userImage: string | null }) =>
  user.profileUploadId ? mediaUrl(user.profileUploadId) : user.userImage;

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
  /** Anyone may read it (course thumbnails, free previews): shared caches may keep it. */
  isPublic: boolean;
  /**
   * Public now, but possibly not for ever: a free preview stops being one when its lesson is made
   * paid or its course is unpublished or deleted (a thumbnail stays public while it exists).
   */
  publicMayEnd: boolean;
}

/** For a lesson video: what the lessons and courses using it say about who may watch it. */
export interface VideoFacts {
  /** Some lesson uses it. */
  attached: boolean;
  /** A lesson using it is a free preview of a published, not deleted course. */
  preview: boolean;
  /** The viewer is the instructor of a course using it. */
  owner: boolean;
  /** The viewer is enrolled in a course using it. */
  enrolled: boolean;
}

/** Who may read a file: anyone (the same answer for all), only some signed-in users, or not this viewer. */
export type Access = 'public' | 'private' | 'denied';

/**
 * The upload and, for a lesson video, the facts its access depends on — in one query, prepared
 * once (the media route runs it for every Range request of a player): whether a lesson using it is
 * a free preview of a published, not deleted course, and whether the viewer (`uid`) owns or is
 * enrolled in a course using it. Nothing is cached: a viewer who loses access is refused on the
 * next request.
 */
function prepareForRead(db: Db) {
  const uid = sql.placeholder('uid');
  const facts = db
    .select({
      attached: sql<boolean>`count(*) > 0`.as('attached'),
      preview:
        sql<boolean>`coalesce(bool_or(${lessons.freePreview} and ${courses.isPublished} and ${courses.deletedAt} is null), false)`.as(
          'preview',
        ),
      owner: sql<boolean>`coalesce(bool_or(${courses.instructorId} = ${uid}), false)`.as('owner'),
      enrolled:
        sql<boolean>`coalesce(bool_or(exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${courses.id} and ${enrolments.userId} = ${uid})), false)`.as(
          'enrolled',
        ),
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    // Only lesson videos are used by lessons; the condition spares the lookup for other files.
    .where(and(eq(lessons.videoUploadId, uploads.id), eq(uploads.purpose, 'lesson-video')))
    .as('facts');
  return db
    .select({
      upload: uploads,
      attached: facts.attached,
      preview: facts.preview,
      owner: facts.owner,
      enrolled: facts.enrolled,
    })
    .from(uploads)
    .leftJoinLateral(facts, sql`true`)
    .where(eq(uploads.id, sql.placeholder('id')))
    .limit(1)
    .prepare('media_for_read');
}

/** Who uploads: their role picks the daily quota (role Empty, unverified, has the small one). */
export interface Uploader {
  userId: string;
  role: Role;
}

/** An upload attached to nothing this long is deleted by the clean-up. */
export const UNATTACHED_FOR_MS = 24 * 3600_000;

/** The advisory-lock space of the per-user quota check (any constant apart from other locks). */
const QUOTA_LOCK = 19_003;

/**
 * Nothing uses the upload: every column that names an upload by id (profiles, courses' thumbnails,
 * lessons' videos), users.image (the media URL) and role requests' forms (the profile image sent
 * with one, kept as the form was sent).
 */
const unattached = sql`not exists (select 1 from ${studentProfiles} where ${studentProfiles.profileUploadId} = ${uploads.id})
  and not exists (select 1 from ${leadProfiles} where ${leadProfiles.profileUploadId} = ${uploads.id})
  and not exists (select 1 from ${instructorProfiles} where ${instructorProfiles.profileUploadId} = ${uploads.id})
  and not exists (select 1 from ${courses} where ${courses.thumbnailUploadId} = ${uploads.id})
  and not exists (select 1 from ${lessons} where ${lessons.videoUploadId} = ${uploads.id})
  and not exists (select 1 from ${users} where ${users.image} = ${API.media} || '/' || ${uploads.id}::text)
  and not exists (select 1 from ${roleRequests} where strpos(${roleRequests.details}::text, ${uploads.id}::text) > 0)`;

/** Queues the HLS renditions of a lesson video in its upload's transaction (modules/video-renditions). */
export interface VideoQueue {
  queue(uploadId: string, tx: Tx): Promise<void>;
  /** After the commit: the worker may start. */
  queued(): void;
}

export class MediaService {
  private readonly forRead: ReturnType<typeof prepareForRead>;
  /** Set by the composition root: lesson videos are queued for HLS renditions. */
  videoQueue: VideoQueue | null = null;

  constructor(
    private readonly db: Db,
    readonly storage: Storage,
    private readonly limits: UploadLimits,
  ) {
    this.forRead = prepareForRead(db);
  }

  /** The bytes `owner` may still store today (the stored sizes of their uploads of the last 24 hours). */
  async quotaLeft(owner: Uploader, db: Pick<Db, 'select'> = this.db): Promise<number> {
    const [row] = await db
      .select({ used: sql<string>`coalesce(sum(${uploads.size}), 0)` })
      .from(uploads)
      .where(and(eq(uploads.ownerId, owner.userId), gte(uploads.createdAt, sql`now() - interval '1 day'`)));
    return this.quotaOf(owner) - Number(row?.used ?? 0);
  }

  private quotaOf(owner: Uploader): number {
    return owner.role === 'Empty' ? this.limits.unverifiedQuotaBytesPerDay : this.limits.quotaBytesPerDay;
  }

  /** Refuses (429) an upload from a user who has used up today's quota, before its body is read. */
  async assertQuotaLeft(owner: Uploader): Promise<void> {
    if ((await this.quotaLeft(owner)) <= 0) throw mediaErrors.dailyQuota();
  }

  async save(owner: Uploader, purpose: UploadPurpose, file: Readable): Promise<SavedUpload> {
    const rule = PURPOSES[purpose];
    const tmp = path.join(this.storage.tempDir(), `${randomUUID()}.part`);
    const encoded = `${tmp}.out`;
    try {
      // An error of the upload stream itself is the client's broken body (a 400), not a failure of
      // ours: one it had before we got it (the parser may have failed it already) or one it raised
      // — unless it came from the disk (pipeline hands the sink's error to the source too).
      const early = file.errored;
      let raised: unknown;
      file.once('error', (err) => (raised = err));
      const sink = createWriteStream(tmp);
      let sinkFailed: unknown;
      sink.once('error', (err) => (sinkFailed = err));
      await pipeline(file, byteLimit(rule.maxBytes, rule.tooLarge), sink).catch((err: unknown) => {
        const fromClient = err !== sinkFailed && (err === raised || (early !== null && err === early));
        throw fromClient ? asFormError(err) : err;
      });
      const received = (await fs.stat(tmp)).size;
      if (received === 0) throw mediaErrors.emptyFile();
      const detected = await fileTypeFromFile(tmp);
      const ext = detected ? rule.types[detected.mime] : undefined;
      if (!detected || !ext) throw mediaErrors.wrongType(rule.wrongType);
      // Images: what is stored is the re-encoded file (its own size), never the bytes sent.
      const stored = rule.image
        ? { file: encoded, ...(await reencodeImage(tmp, encoded, detected.mime, rule.field)) }
        : { file: tmp, contentType: detected.mime, size: received };
      const durationSeconds = rule.duration ? await readDuration(tmp, detected.mime) : null;
      const id = randomUUID();
      const key = `${rule.folder}/${id}.${ext}`;
      const { contentType, size } = stored;
      await this.storage.putFile(key, stored.file, contentType);
      try {
        // One user's uploads take their turn here, so two at once cannot both fit the last bytes.
        await this.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${owner.userId}, ${QUOTA_LOCK}))`);
          if ((await this.quotaLeft(owner, tx)) < size) throw mediaErrors.dailyQuota();
          await tx
            .insert(uploads)
            .values({ id, ownerId: owner.userId, purpose, storageKey: key, contentType, size, durationSeconds });
          if (purpose === 'lesson-video') await this.videoQueue?.queue(id, tx);
        });
        if (purpose === 'lesson-video') this.videoQueue?.queued();
      } catch (err) {
        await this.storage.delete(key);
        throw err;
      }
      const saved: SavedUpload = { id, url: mediaUrl(id), contentType, size };
      if (rule.duration) saved.durationSeconds = durationSeconds;
      return saved;
    } finally {
      await Promise.all([fs.rm(tmp, { force: true }), fs.rm(encoded, { force: true })]);
    }
  }

  /**
   * Deletes the uploads made more than `olderThanMs` ago (a day) that nothing uses: no profile
   * (student, lead, instructor), user image, course thumbnail, lesson video or role request names
   * them. The row goes first (in a statement that checks again that nothing uses it, so a file
   * attached meanwhile stays), then the stored object. Returns how many were deleted.
   */
  async deleteUnattached(olderThanMs = UNATTACHED_FOR_MS, batch = 100): Promise<number> {
    let deleted = 0;
    for (;;) {
      const removed = await this.db
        .delete(uploads)
        .where(
          sql`${uploads.id} in (
            select ${uploads.id} from ${uploads}
            where ${lt(uploads.createdAt, sql`now() - (${olderThanMs}::double precision * interval '1 millisecond')`)}
              and ${unattached}
            order by ${uploads.createdAt}
            limit ${batch}
            for update skip locked)`,
        )
        .returning({ id: uploads.id, key: uploads.storageKey, purpose: uploads.purpose });
      for (const { id, key, purpose } of removed) {
        await this.storage.delete(key);
        // A lesson video's HLS renditions (modules/video-renditions) go with it.
        if (purpose === 'lesson-video') await this.storage.deletePrefix(`hls/${id}/`);
      }
      deleted += removed.length;
      if (removed.length < batch) return deleted;
    }
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

  private async findForRead(id: string, viewer: Viewer): Promise<{ upload: UploadRow; facts: VideoFacts } | undefined> {
    const [row] = await this.forRead.execute({ id, uid: viewer?.userId ?? null });
    if (!row) return undefined;
    const { upload, attached, preview, owner, enrolled } = row;
    return {
      upload,
      facts: {
        attached: attached ?? false,
        preview: preview ?? false,
        owner: owner ?? false,
        enrolled: enrolled ?? false,
      },
    };
  }

  /**
   * Who may read the upload, and whether the answer is the same for everyone:
   * - course thumbnails: anyone (public);
   * - profile images: any signed-in user;
   * - lesson videos: anyone when a lesson using it is a free preview of a published, not deleted
   *   course (public, whoever asks); otherwise the course's instructor, admins and users enrolled
   *   in the course (also after a soft delete). A video not attached to a lesson: its uploader and
   *   admins;
   * - anything else: its uploader and admins.
   */
  static access(upload: UploadRow, facts: VideoFacts, viewer: Viewer): Access {
    if (upload.purpose === 'course-thumbnail') return 'public';
    if (upload.purpose === 'lesson-video' && facts.preview) return 'public';
    if (upload.purpose === 'profile-image') return viewer ? 'private' : 'denied';
    if (!viewer) return 'denied';
    if (viewer.role === 'Admin' || viewer.userId === upload.ownerId) return 'private';
    if (upload.purpose === 'lesson-video' && facts.attached && (facts.owner || facts.enrolled)) return 'private';
    return 'denied';
  }

  /**
   * Whether the viewer may read the upload (the rule of `access`): for what goes with a file and follows
   * its access, such as a lesson video's captions.
   */
  async mayRead(id: string, viewer: Viewer): Promise<boolean> {
    const found = await this.findForRead(id, viewer);
    return found !== undefined && MediaService.access(found.upload, found.facts, viewer) !== 'denied';
  }

  /**
   * The access check of `openForRead` alone (for what is served in the video's stead, such as its
   * HLS playlists): unknown id → 404, denied → 401 for an anonymous caller, 403 for a signed-in one.
   */
  async assertMayRead(id: string, viewer: Viewer): Promise<Access> {
    const found = await this.findForRead(id, viewer);
    if (!found) throw mediaErrors.fileNotFound();
    const access = MediaService.access(found.upload, found.facts, viewer);
    if (access === 'denied') throw mediaErrors.notAllowed(viewer);
    return access;
  }

  /**
   * The upload and how to deliver it, after the access check: unknown id → 404, denied →
   * 401 for an anonymous caller, 403 for a signed-in one.
   */
  async openForRead(id: string, viewer: Viewer): Promise<MediaForRead> {
    const found = await this.findForRead(id, viewer);
    if (!found) throw mediaErrors.fileNotFound();
    const access = MediaService.access(found.upload, found.facts, viewer);
    if (access === 'denied') throw mediaErrors.notAllowed(viewer);
    const delivery = await this.storage.deliver(found.upload.storageKey, { expiresInSeconds: SIGNED_URL_SECONDS });
    const isPublic = access === 'public';
    return {
      upload: found.upload,
      delivery,
      isPublic,
      publicMayEnd: isPublic && found.upload.purpose === 'lesson-video',
    };
  }
}
