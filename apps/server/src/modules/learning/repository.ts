/** Data access for enrolments, lesson progress and the learner's own review. No business rules here. */
import { and, asc, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { certificates, courses, enrolments, lessonProgress, lessons, reviews } from '../../db/schema/index.js';
import { containsPattern } from '../../db/list-query.js';
import { cardColumns, instructor, onInstructor } from '../courses/repository.js';
import { Repository } from '../../db/repository.js';

/** Lessons of the enrolment's course the learner completed (lessons removed by an edit no longer count). */
export const completedLessons = sql<number>`(select count(*)::int from ${lessonProgress} p
  join ${lessons} l on l.id = p.lesson_id
  where p.user_id = ${enrolments.userId} and l.course_id = ${enrolments.courseId} and p.completed_at is not null)`;

/** The last time the learner reported anything for the course. */
const lastWatchedAt = sql`(select max(p.updated_at) from ${lessonProgress} p
  where p.user_id = ${enrolments.userId} and p.course_id = ${enrolments.courseId})`.mapWith(lessonProgress.updatedAt);

/** The learner's certificate of the enrolment's course (issue 20), null until issued. */
const certificateId = sql<string | null>`(select c.id from ${certificates} c
  where c.user_id = ${enrolments.userId} and c.course_id = ${enrolments.courseId})`;

export interface EnrolledFilter {
  userId: string;
  /** Substring of the course title or the instructor's name, case-insensitive. */
  search?: string;
  limit?: number;
}

export interface ProgressUpsert {
  userId: string;
  courseId: string;
  lessonId: string;
  positionSeconds: number;
  /** Complete the lesson now (kept if it already was). */
  completes: boolean;
  /** Also complete it when the kept furthest point reaches this many seconds. */
  completionThresholdSeconds: number | null;
}

export class LearningRepository extends Repository {
  /** The user's enrolments with their course cards and progress figures, newest enrolment first. */
  enrolledCourses({ userId, search, limit }: EnrolledFilter) {
    const conditions: (SQL | undefined)[] = [eq(enrolments.userId, userId)];
    if (search) {
      const pattern = containsPattern(search);
      conditions.push(or(ilike(courses.title, pattern), ilike(instructor.name, pattern)));
    }
    const query = this.db
      .select({
        ...cardColumns,
        enrolmentId: enrolments.id,
        enrolledAt: enrolments.createdAt,
        completedLessons,
        lastWatchedAt,
        certificateId,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .innerJoin(instructor, onInstructor())
      .where(and(...conditions))
      .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
    return limit === undefined ? query : query.limit(limit);
  }

  /** Per enrolment of the user: lessons, their total duration and how many the user completed. */
  enrolmentSummaries(userId: string) {
    return this.db
      .select({
        enrolmentId: enrolments.id,
        lessonCount: cardColumns.lessonCount,
        totalDurationSeconds: cardColumns.totalDurationSeconds,
        completedLessons,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(eq(enrolments.userId, userId));
  }

  enrolment(id: string) {
    return this.rowById(enrolments, id);
  }

  /** The learner's certificate of the course, or null. */
  certificateId(userId: string, courseId: string): Promise<string | null> {
    return this.idWhere(certificates, and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  }

  async lessonOfCourse(courseId: string, lessonId: string) {
    const [row] = await this.db
      .select({ id: lessons.id, kind: lessons.kind, durationSeconds: lessons.durationSeconds })
      .from(lessons)
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
      .limit(1);
    return row;
  }

  /** Every current lesson of the course in order, with what the user watched of it (nulls when never opened). */
  lessonWatches(userId: string, courseId: string) {
    return this.db
      .select({
        lessonId: lessons.id,
        positionSeconds: lessonProgress.positionSeconds,
        furthestSeconds: lessonProgress.furthestSeconds,
        completed: isNotNull(lessonProgress.completedAt).mapWith(Boolean),
      })
      .from(lessons)
      .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.position), asc(lessons.id));
  }

  /**
   * One statement, safe under concurrent reports: the position is replaced, the furthest point
   * only grows, and the completion time is set once and never cleared.
   */
  /** Returns whether this statement completed the lesson (false when it already was, or still is not). */
  async upsertProgress(p: ProgressUpsert): Promise<boolean> {
    const threshold = p.completionThresholdSeconds;
    // Compared as `real`, the column's type, so 90 % of a stored duration is reached exactly.
    const reached =
      threshold === null
        ? sql`false`
        : sql`greatest(${lessonProgress.furthestSeconds}, excluded.furthest_seconds) >= ${threshold}::real`;
    const rows = await this.db
      .insert(lessonProgress)
      .values({
        userId: p.userId,
        courseId: p.courseId,
        lessonId: p.lessonId,
        positionSeconds: p.positionSeconds,
        furthestSeconds: p.positionSeconds,
        completedAt: p.completes ? sql`now()` : null,
      })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: {
          positionSeconds: sql`excluded.position_seconds`,
          furthestSeconds: sql`greatest(${lessonProgress.furthestSeconds}, excluded.furthest_seconds)`,
          completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at, case when ${reached} then now() end)`,
          updatedAt: sql`now()`,
        },
      })
      // now() is this statement's transaction time: equal only when this statement set it.
      .returning({ newlyCompleted: sql<boolean>`${lessonProgress.completedAt} = now()`.mapWith(Boolean) });
    return rows[0]?.newlyCompleted === true;
  }

  async ownReview(userId: string, courseId: string) {
    const [row] = await this.db
      .select({ rating: reviews.rating, text: reviews.text, updatedAt: reviews.updatedAt })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.courseId, courseId)))
      .limit(1);
    return row;
  }
}

export type EnrolledCourseRow = Awaited<ReturnType<LearningRepository['enrolledCourses']>>[number];
