/**
 * Progress maths (no I/O): a lesson's completion from what the player reports, and a course's
 * progress from its lessons. Completion rules come from the contract (90 % of the duration).
 */
import {
  LESSON_COMPLETE_RATIO,
  completionPercent,
  isLessonComplete,
  type CourseProgress,
  type CourseStatus,
  type ProgressInput,
} from '@cms/contract';

/** Completed once every lesson is completed (a course without lessons is never completed). */
export function courseStatus(completedLessons: number, totalLessons: number): CourseStatus {
  return totalLessons > 0 && completedLessons >= totalLessons ? 'Completed' : 'In Progress';
}

/** One current lesson of a course (in course order) with what the learner watched of it, if anything. */
export interface LessonWatch {
  lessonId: string;
  positionSeconds: number | null;
  furthestSeconds: number | null;
  completed: boolean;
}

/** The course's progress: one entry per current lesson, the resume lesson, percent and status. */
export function courseProgress(lessons: LessonWatch[]): CourseProgress {
  const entries = lessons.map((l) => ({
    lessonId: l.lessonId,
    positionSeconds: Math.max(0, Number(l.positionSeconds ?? 0)),
    furthestSeconds: Math.max(0, Number(l.furthestSeconds ?? 0)),
    completed: l.completed,
  }));
  const completedLessons = entries.filter((e) => e.completed).length;
  const totalLessons = entries.length;
  const resume = entries.find((e) => !e.completed) ?? entries[0];
  return {
    completedLessons,
    totalLessons,
    progressPercent: completionPercent(completedLessons, totalLessons),
    status: courseStatus(completedLessons, totalLessons),
    lessons: entries,
    resumeLessonId: resume?.lessonId ?? null,
  };
}

/**
 * Positions are stored as `real` (single precision) and compared with the threshold in that
 * precision, so a position of exactly 90 % (e.g. 90 of 100 s, where 0.9 × 100 is 90.00000000000001
 * in double precision) completes the lesson whether it is the first report or a later one.
 */
export const reachesThreshold = (seconds: number, thresholdSeconds: number | null): boolean =>
  thresholdSeconds !== null && Math.fround(seconds) >= Math.fround(thresholdSeconds);

/** What one report writes: the position to keep and whether it completes the lesson. */
export interface ProgressWrite {
  /** The reported position, clamped to the duration when one is known. */
  positionSeconds: number;
  /** This report completes the lesson (marked done, or reached 90 % of the duration). */
  completes: boolean;
  /**
   * The furthest point from which the lesson counts as completed (90 % of the duration), or null
   * when no duration is known: the store also completes the lesson when its kept furthest point
   * reaches it.
   */
  completionThresholdSeconds: number | null;
}

/**
 * The lesson's stored duration decides; the duration the player reports is used only when none is
 * stored (a video whose length could not be read at upload).
 */
export function progressWrite(input: ProgressInput, storedDurationSeconds: number | null): ProgressWrite {
  const stored = storedDurationSeconds !== null && storedDurationSeconds > 0 ? storedDurationSeconds : null;
  const duration = stored ?? input.durationSeconds ?? null;
  const positionSeconds = duration !== null ? Math.min(input.positionSeconds, duration) : input.positionSeconds;
  const threshold = duration !== null ? duration * LESSON_COMPLETE_RATIO : null;
  return {
    positionSeconds,
    completes:
      input.completed === true ||
      isLessonComplete(positionSeconds, duration) ||
      reachesThreshold(positionSeconds, threshold),
    completionThresholdSeconds: threshold,
  };
}
