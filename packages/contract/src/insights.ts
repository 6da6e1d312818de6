/**
 * Instructor insight (issue 20 item 6, beyond the spec): per course, its learners (searchable,
 * paged, newest enrolment first), the drop-off funnel per lesson, quiz pass rates and the hardest
 * questions, and the paid revenue per calendar month in the college's time zone (integer paise).
 * The course's instructor reads it; admins read it for any course. Every figure comes from the server.
 */
import { z } from 'zod';
import { monthlyEarningSchema, type MonthlyEarning } from './earnings.js';
import { listQuerySchema, pageOf, searchQuery } from './paging.js';

/** Months of revenue the insight shows, this month last. */
export const INSIGHTS_REVENUE_MONTHS = 12;
/** A question is ranked among the hardest once it has at least this many graded answers. */
export const HARDEST_QUESTION_MIN_ANSWERS = 3;
/** How many hardest questions the insight lists. */
export const HARDEST_QUESTIONS_LIMIT = 5;

/** A count and its share of the course's enrolled learners (whole percent; 0 without learners). */
const shareShape = { count: z.number().int(), percent: z.number().int() };

export const funnelStepSchema = z.object({
  lessonId: z.string(),
  position: z.number().int(),
  title: z.string(),
  kind: z.enum(['video', 'quiz']),
  /** Learners who opened the lesson (a progress row) or made an attempt at its quiz. */
  reached: z.object(shareShape),
  /** Learners who completed it (watched, or passed the quiz). */
  finished: z.object(shareShape),
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;

export const quizInsightSchema = z.object({
  lessonId: z.string(),
  title: z.string(),
  passMarkPercent: z.number().int(),
  /** Attempts graded (or timed out). */
  gradedAttempts: z.number().int(),
  /** Learners who made at least one attempt. */
  learnersAttempted: z.number().int(),
  learnersPassed: z.number().int(),
  /** learnersPassed over learnersAttempted, whole percent; null before any attempt. */
  passRatePercent: z.number().int().nullable(),
  /** Mean percent of the graded attempts; null before any. */
  averagePercent: z.number().int().nullable(),
});
export type QuizInsight = z.infer<typeof quizInsightSchema>;

export const hardQuestionSchema = z.object({
  questionId: z.string(),
  lessonId: z.string(),
  quizTitle: z.string(),
  prompt: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** correct over answered, whole percent. */
  correctPercent: z.number().int(),
});
export type HardQuestion = z.infer<typeof hardQuestionSchema>;

/** A course's paid revenue in one month: a month of the instructor's earnings, for one course. */
export const revenueMonthSchema = monthlyEarningSchema;
export type RevenueMonth = MonthlyEarning;

export const courseInsightsSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  lessonCount: z.number().int(),
  enrolled: z.number().int(),
  /** Learners who completed every lesson (watched every video, passed every quiz). */
  completed: z.number().int(),
  /** Completed lessons over lessons × learners, whole percent; null without learners or lessons. */
  averageProgressPercent: z.number().int().nullable(),
  funnel: z.array(funnelStepSchema),
  quizzes: z.array(quizInsightSchema),
  hardestQuestions: z.array(hardQuestionSchema),
  /** The last INSIGHTS_REVENUE_MONTHS months, oldest first, months without sales at 0. */
  revenue: z.array(revenueMonthSchema),
});
export type CourseInsights = z.infer<typeof courseInsightsSchema>;

export const learnerQuizResultSchema = z.object({
  lessonId: z.string(),
  title: z.string(),
  /** The learner's best percent over graded attempts; null when none. */
  bestPercent: z.number().int().nullable(),
  passed: z.boolean(),
  attempts: z.number().int(),
});
export type LearnerQuizResult = z.infer<typeof learnerQuizResultSchema>;

export const courseLearnerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** The team of a student's or lead's profile; null otherwise. */
  team: z.string().nullable(),
  enrolledAt: z.string(),
  completedLessons: z.number().int(),
  lessonCount: z.number().int(),
  /** completedLessons over lessonCount, whole percent (0 without lessons). */
  progressPercent: z.number().int(),
  /** Latest progress write or quiz attempt in this course; null when none. */
  lastActivityAt: z.string().nullable(),
  quizzesPassed: z.number().int(),
  quizCount: z.number().int(),
  /** Per quiz of the course, in curriculum order. */
  quizResults: z.array(learnerQuizResultSchema),
});
export type CourseLearner = z.infer<typeof courseLearnerSchema>;

/** The course's learners: `search` matches names (case-insensitive substring); newest enrolment first. */
export const courseLearnersQuerySchema = listQuerySchema({ search: searchQuery });
export type CourseLearnersQuery = z.input<typeof courseLearnersQuerySchema>;

export const courseLearnersPageSchema = pageOf('learners', courseLearnerSchema);
export type CourseLearnersPage = z.infer<typeof courseLearnersPageSchema>;
