/** Data access for lesson captions. No business rules here. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { courses, lessonCaptions, lessons } from '../../db/schema/index.js';
import { Repository } from '../../db/repository.js';

export interface CaptionLesson {
  lessonId: string;
  kind: string;
  durationSeconds: number | null;
  videoUploadId: string | null;
  instructorId: string;
  courseDeleted: boolean;
}

export interface CaptionRow {
  language: string;
  label: string;
  cueCount: number;
}

const captionColumns = {
  language: lessonCaptions.language,
  label: lessonCaptions.label,
  cueCount: lessonCaptions.cueCount,
};

export class CaptionRepository extends Repository {
  /** The lesson of this course with what the captions rules ask of it and its course. */
  async lessonOfCourse(courseId: string, lessonId: string): Promise<CaptionLesson | undefined> {
    const [row] = await this.db
      .select({
        lessonId: lessons.id,
        kind: lessons.kind,
        durationSeconds: lessons.durationSeconds,
        videoUploadId: lessons.videoUploadId,
        instructorId: courses.instructorId,
        courseDeleted: sql<boolean>`${courses.deletedAt} is not null`,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
      .limit(1);
    return row;
  }

  /** The lesson's video upload (null for a quiz), or undefined when there is no such lesson. */
  async videoOf(lessonId: string): Promise<{ videoUploadId: string | null } | undefined> {
    const [row] = await this.db
      .select({ videoUploadId: lessons.videoUploadId })
      .from(lessons)
      .where(eq(lessons.id, lessonId))
      .limit(1);
    return row;
  }

  /** Adds the language's captions, or replaces them (one row per lesson and language). */
  async save(lessonId: string, language: string, label: string, vtt: string, cueCount: number): Promise<void> {
    await this.db
      .insert(lessonCaptions)
      .values({ lessonId, language, label, vtt, cueCount })
      .onConflictDoUpdate({
        target: [lessonCaptions.lessonId, lessonCaptions.language],
        set: { label, vtt, cueCount, updatedAt: sql`now()` },
      });
  }

  /** Removes them; false when there were none. */
  async remove(lessonId: string, language: string): Promise<boolean> {
    const gone = await this.db
      .delete(lessonCaptions)
      .where(and(eq(lessonCaptions.lessonId, lessonId), eq(lessonCaptions.language, language)))
      .returning({ language: lessonCaptions.language });
    return gone.length > 0;
  }

  list(lessonId: string): Promise<CaptionRow[]> {
    return this.db
      .select(captionColumns)
      .from(lessonCaptions)
      .where(eq(lessonCaptions.lessonId, lessonId))
      .orderBy(asc(lessonCaptions.language));
  }

  async vtt(lessonId: string, language: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ vtt: lessonCaptions.vtt })
      .from(lessonCaptions)
      .where(and(eq(lessonCaptions.lessonId, lessonId), eq(lessonCaptions.language, language)))
      .limit(1);
    return row?.vtt;
  }
}
