/**
 * Learning: the learner's enrolled courses (My courses, dashboards), the learning page of one
 * enrolment and the progress the player reports. Every figure is computed from enrolments,
 * lesson durations and lesson progress; only the enrolment's own user may see or change it.
 */
import {
  completionPercent,
  secondsToHours,
  type CourseProgress,
  type EnrolledCourse,
  type EnrolmentView,
  type MyCourses,
  type MyCoursesStats,
  type ProgressInput,
} from '@cms/contract';
import type { Viewer } from '../../session/viewer.js';
import { type CourseService } from '../courses/service.js';
import { iso, isoOrNull } from '../../dates/iso.js';
import { toCard } from '../courses/card.js';
import { courseProgress, courseStatus, progressWrite } from './progress.js';
import { LearningRepository, type EnrolledCourseRow } from './repository.js';
import { learningErrors } from './errors.js';
import { LessonCompletions } from './completion.js';

type SignedIn = NonNullable<Viewer>;

export function toEnrolledCourse(row: EnrolledCourseRow): EnrolledCourse {
  const course = { ...toCard(row), viewerEnrolmentId: row.enrolmentId };
  const completedLessons = Math.min(Number(row.completedLessons), course.lessonCount);
  return {
    enrolmentId: row.enrolmentId,
    enrolledAt: iso(row.enrolledAt),
    course,
    completedLessons,
    progressPercent: completionPercent(completedLessons, course.lessonCount),
    status: courseStatus(completedLessons, course.lessonCount),
    lastWatchedAt: isoOrNull(row.lastWatchedAt),
    certificateId: row.certificateId ?? null,
  };
}

export class LearningService {
  constructor(
    readonly repo: LearningRepository,
    private readonly courses: CourseService,
    /** Told when a lesson becomes completed (certificates subscribe). */
    readonly completions: LessonCompletions = new LessonCompletions(),
  ) {}

  /** The user's enrolments, newest first (deleted and unpublished courses they bought included). */
  async enrolledCourses(userId: string, opts: { search?: string; limit?: number } = {}): Promise<EnrolledCourse[]> {
    const rows = await this.repo.enrolledCourses({ userId, search: opts.search || undefined, limit: opts.limit });
    return rows.map(toEnrolledCourse);
  }

  /** Figures over every enrolment of the user (not only those a search matches). */
  async stats(userId: string): Promise<MyCoursesStats> {
    const rows = await this.repo.enrolmentSummaries(userId);
    let totalLessons = 0;
    let totalSeconds = 0;
    let completedCourses = 0;
    for (const r of rows) {
      const lessons = Number(r.lessonCount);
      totalLessons += lessons;
      totalSeconds += Number(r.totalDurationSeconds);
      if (courseStatus(Number(r.completedLessons), lessons) === 'Completed') completedCourses++;
    }
    return {
      enrolledCourses: rows.length,
      totalLessons,
      totalHours: secondsToHours(totalSeconds),
      totalSeconds,
      activeCourses: rows.length - completedCourses,
      completedCourses,
    };
  }

  /** The user's completed lessons over the lessons of every course they are enrolled in; null without enrolments. */
  async completionRate(userId: string): Promise<number | null> {
    const rows = await this.repo.enrolmentSummaries(userId);
    if (rows.length === 0) return null;
    let lessons = 0;
    let completed = 0;
    for (const r of rows) {
      lessons += Number(r.lessonCount);
      completed += Math.min(Number(r.completedLessons), Number(r.lessonCount));
    }
    return completionPercent(completed, lessons);
  }

  async myCourses(userId: string, search?: string): Promise<MyCourses> {
    const [courses, stats] = await Promise.all([this.enrolledCourses(userId, { search }), this.stats(userId)]);
    return { success: true, courses, stats };
  }

  /** The caller's own enrolment; anyone else's (or an unknown one) is "not found". */
  private async ownEnrolment(viewer: SignedIn, enrolmentId: string) {
    const enrolment = await this.repo.enrolment(enrolmentId);
    if (!enrolment || enrolment.userId !== viewer.userId) throw learningErrors.enrolmentNotFound();
    return enrolment;
  }

  private async progressOf(userId: string, courseId: string): Promise<CourseProgress> {
    return courseProgress(await this.repo.lessonWatches(userId, courseId));
  }

  /** The learning page: the course with every lesson playable, the progress and the caller's review. */
  async enrolment(viewer: SignedIn, enrolmentId: string): Promise<EnrolmentView> {
    const enrolment = await this.ownEnrolment(viewer, enrolmentId);
    const [course, progress, review, certificateId] = await Promise.all([
      this.courses.detail(enrolment.courseId, viewer),
      this.progressOf(viewer.userId, enrolment.courseId),
      this.repo.ownReview(viewer.userId, enrolment.courseId),
      this.repo.certificateId(viewer.userId, enrolment.courseId),
    ]);
    return {
      success: true,
      enrolmentId: enrolment.id,
      enrolledAt: iso(enrolment.createdAt),
      course,
      progress,
      myReview: review ? { rating: review.rating, text: review.text, updatedAt: iso(review.updatedAt) } : null,
      certificateId: certificateId ?? (await this.missingCertificate(viewer.userId, enrolment.courseId, progress)),
    };
  }

  /**
   * No certificate yet: a completed course (completed before certificates existed) tells the
   * completion listeners again, which issue it; otherwise there is none.
   */
  private async missingCertificate(userId: string, courseId: string, progress: CourseProgress): Promise<string | null> {
    if (progress.status !== 'Completed') return null;
    await this.completions.completed(userId, courseId);
    return this.repo.certificateId(userId, courseId);
  }

  /**
   * Records where the player is in a lesson of the caller's enrolment: the position (clamped to the
   * duration), the furthest point (never goes back) and completion (90 % of the stored duration,
   * the reported one only when none is stored, or marked done; never undone).
   */
  async reportProgress(
    viewer: SignedIn,
    enrolmentId: string,
    lessonId: string,
    input: ProgressInput,
  ): Promise<CourseProgress> {
    const enrolment = await this.ownEnrolment(viewer, enrolmentId);
    const lesson = await this.repo.lessonOfCourse(enrolment.courseId, lessonId);
    if (!lesson) throw learningErrors.lessonNotInCourse();
    if (lesson.kind !== 'video') throw learningErrors.lessonNotInCourse();
    const write = progressWrite(input, lesson.durationSeconds);
    const newlyCompleted = await this.repo.upsertProgress({
      userId: viewer.userId,
      courseId: enrolment.courseId,
      lessonId: lesson.id,
      ...write,
    });
    if (newlyCompleted) await this.completions.completed(viewer.userId, enrolment.courseId);
    return this.progressOf(viewer.userId, enrolment.courseId);
  }

  /**
   * Completes a lesson of the learner's course for another reason than watching (a quiz passed);
   * completion is never undone. Tells the listeners when this call completed it.
   */
  async completeLesson(userId: string, courseId: string, lessonId: string): Promise<CourseProgress> {
    const newlyCompleted = await this.repo.upsertProgress({
      userId,
      courseId,
      lessonId,
      positionSeconds: 0,
      completes: true,
      completionThresholdSeconds: null,
    });
    if (newlyCompleted) await this.completions.completed(userId, courseId);
    return this.progressOf(userId, courseId);
  }
}
