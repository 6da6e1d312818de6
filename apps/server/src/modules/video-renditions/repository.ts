/** The video_renditions rows and the lesson → video lookups of the HLS routes. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { courses, lessons, uploads, videoRenditions, type RenditionInfo } from '../../db/schema/index.js';

export type RenditionRow = typeof videoRenditions.$inferSelect;

export interface LessonVideo {
  uploadId: string;
  instructorId: string;
}

export class VideoRenditionRepository {
  constructor(private readonly db: Db) {}

  /** A video's renditions are (again) to be made: queued at 0 %. */
  async queue(uploadId: string, db: Db | Tx = this.db): Promise<void> {
    await db
      .insert(videoRenditions)
      .values({ uploadId })
      .onConflictDoUpdate({
        target: videoRenditions.uploadId,
        set: { state: 'queued', percent: 0, error: null, updatedAt: sql`now()` },
      });
  }

  async one(uploadId: string): Promise<RenditionRow | undefined> {
    const [row] = await this.db.select().from(videoRenditions).where(eq(videoRenditions.uploadId, uploadId)).limit(1);
    return row;
  }

  async many(uploadIds: string[]): Promise<RenditionRow[]> {
    if (uploadIds.length === 0) return [];
    return this.db.select().from(videoRenditions).where(inArray(videoRenditions.uploadId, uploadIds));
  }

  async upload(uploadId: string) {
    const [row] = await this.db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
    return row;
  }

  async progress(uploadId: string, percent: number): Promise<void> {
    await this.db
      .update(videoRenditions)
      .set({ state: 'processing', percent, updatedAt: sql`now()` })
      .where(eq(videoRenditions.uploadId, uploadId));
  }

  async ready(uploadId: string, prefix: string, renditions: RenditionInfo[]): Promise<void> {
    await this.db
      .update(videoRenditions)
      .set({ state: 'ready', percent: 100, error: null, prefix, renditions, updatedAt: sql`now()` })
      .where(eq(videoRenditions.uploadId, uploadId));
  }

  async failed(uploadId: string, error: string): Promise<void> {
    await this.db
      .update(videoRenditions)
      .set({ state: 'failed', error, updatedAt: sql`now()` })
      .where(eq(videoRenditions.uploadId, uploadId));
  }

  /** The video of a video lesson and its course's instructor; undefined for a quiz or an unknown lesson. */
  async lessonVideo(lessonId: string): Promise<LessonVideo | undefined> {
    const [row] = await this.db
      .select({ uploadId: lessons.videoUploadId, instructorId: courses.instructorId })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessons.id, lessonId))
      .limit(1);
    return row?.uploadId ? { uploadId: row.uploadId, instructorId: row.instructorId } : undefined;
  }
}
