/**
 * Enrolments and learning (spec 2 "My courses", "Course player / Course viewing", 3 "Enrolment
 * record"). Every figure is computed on the server from enrolments, lesson durations and the
 * lessons the learner watched.
 */
import { z } from 'zod';
import { listOf } from './http.js';
import { courseCardSchema, courseDetailSchema } from './courses.js';

/** A lesson counts as completed once watched to at least this share of its length (or marked done). */
export const LESSON_COMPLETE_RATIO = 0.9;
/** How often the player reports the position while playing. */
export const PROGRESS_REPORT_INTERVAL_MS = 5000;

export const COURSE_STATUSES = ['In Progress', 'Completed'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** One enrolled course as My courses and the dashboards show it. */
export const enrolledCourseSchema = z.object({
  /** The enrolment id: the learning page is mycourses/view-page/{enrolmentId}. */
  enrolmentId: z.string(),
  enrolledAt: z.string(),
  course: courseCardSchema,
  completedLessons: z.number().int(),
  /** Whole percent 0–100: completed lessons over lessons. */
  progressPercent: z.number().int().min(0).max(100),
  status: z.enum(COURSE_STATUSES),
  /** Last time the learner watched anything of the course; null before the first lesson. */
  lastWatchedAt: z.string().nullable(),
  /** The learner's certificate of the course (issue 20): its id, null until the course is completed. */
  certificateId: z.string().nullable(),
});
export type EnrolledCourse = z.infer<typeof enrolledCourseSchema>;

/**
 * How many courses the learner is enrolled in and the lessons of those courses: the first figures of
 * My courses and of the student and lead profiles (one count serves all three).
 */
export const enrolmentTotalsShape = {
  enrolledCourses: z.number().int(),
  /** Lessons of the enrolled courses. */
  totalLessons: z.number().int(),
};

export const myCoursesStatsSchema = z.object({
  ...enrolmentTotalsShape,
  /** Sum of the real lesson durations of the enrolled courses, in hours (one decimal). */
  totalHours: z.number(),
  /** The same total in seconds (screens show minutes while it is under an hour). */
  totalSeconds: z.number(),
  /** Enrolled and not completed. */
  activeCourses: z.number().int(),
  completedCourses: z.number().int(),
});
export type MyCoursesStats = z.infer<typeof myCoursesStatsSchema>;

export const myCoursesQuerySchema = z.object({ search: z.string().trim().max(100).optional() });

/** GET LEARNING_API.myCourses — newest enrolment first; stats cover all enrolments, not just the matches. */
export const myCoursesSchema = listOf('courses', enrolledCourseSchema, { stats: myCoursesStatsSchema });
export type MyCourses = z.infer<typeof myCoursesSchema>;

export const lessonProgressSchema = z.object({
  lessonId: z.string(),
  /** Where to resume within the lesson, seconds. */
  positionSeconds: z.number().min(0),
  /** The furthest point reached, seconds. */
  furthestSeconds: z.number().min(0),
  completed: z.boolean(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

export const courseProgressSchema = z.object({
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  progressPercent: z.number().int().min(0).max(100),
  status: z.enum(COURSE_STATUSES),
  /** One entry per lesson of the course, in course order (zeros for lessons never opened). */
  lessons: z.array(lessonProgressSchema),
  /** The first lesson not completed (the first lesson when all are): where the player starts. */
  resumeLessonId: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** The learner's own review of the course, if any. */
export const ownReviewSchema = z
  .object({ rating: z.number().int().min(1).max(5), text: z.string().nullable(), updatedAt: z.string() })
  .nullable();

/** GET LEARNING_API.enrolment — the learning page: the course with playable lessons and the progress. */
export const enrolmentViewSchema = z.object({
  success: z.literal(true),
  enrolmentId: z.string(),
  enrolledAt: z.string(),
  course: courseDetailSchema,
  progress: courseProgressSchema,
  myReview: ownReviewSchema,
  /** The learner's certificate of the course (issue 20): its id, null until the course is completed. */
  certificateId: z.string().nullable(),
});
export type EnrolmentView = z.infer<typeof enrolmentViewSchema>;

/**
 * PUT LEARNING_API.lessonProgress — the player reports where it is. The server keeps the furthest
 * point and decides completion from the lesson's stored duration (the reported duration is used only
 * when none is stored). `completed: true` marks the lesson done by hand.
 */
export const progressInputSchema = z.object({
  positionSeconds: z
    .number()
    .min(0)
    .max(24 * 3600),
  durationSeconds: z
    .number()
    .positive()
    .max(24 * 3600)
    .optional(),
  completed: z.literal(true).optional(),
});
export type ProgressInput = z.infer<typeof progressInputSchema>;

export const progressResponseSchema = z.object({ success: z.literal(true), progress: courseProgressSchema });
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** Completion maths shared by server and web: whole percent of completed lessons. */
export function completionPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((completed / total) * 100));
}

/** Whether a position counts as a completed lesson. */
export function isLessonComplete(furthestSeconds: number, durationSeconds: number | null | undefined): boolean {
  if (!durationSeconds || durationSeconds <= 0) return false;
  return furthestSeconds >= durationSeconds * LESSON_COMPLETE_RATIO;
}

/** Seconds → hours with one decimal. */
export const secondsToHours = (seconds: number): number => Math.round((seconds / 3600) * 10) / 10;
