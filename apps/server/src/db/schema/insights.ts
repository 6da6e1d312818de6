/**
 * The figures of a course's insight page that a scan would make slow at scale, kept by triggers on
 * lesson_progress, quiz_attempts and orders in the writing transaction (migration 0011, "insights"): never
 * written by the application.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './users.js';
import { courseRef, lessons } from './courses.js';

/** Per lesson: its progress rows, completions, learners with a quiz attempt, and graded attempts. */
export const lessonFunnel = pgTable('lesson_funnel', {
  lessonId: uuid('lesson_id')
    .primaryKey()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  /** lesson_progress rows of the lesson (learners who opened it). */
  started: integer('started').notNull().default(0),
  /** lesson_progress rows with completed_at (watched, or the quiz passed). */
  finished: integer('finished').notNull().default(0),
  /** Learners with at least one quiz attempt (their attempt number 1). */
  attempted: integer('attempted').notNull().default(0),
  /** Attempts graded or timed out, and the sum of their percents. */
  gradedAttempts: integer('graded_attempts').notNull().default(0),
  gradedPercentSum: bigint('graded_percent_sum', { mode: 'number' }).notNull().default(0),
});

/** Per learner and course: how many of its lessons the learner completed. */
export const learnerProgress = pgTable(
  'learner_progress',
  {
    userId: userRef('user_id', { cascade: true }),
    courseId: courseRef('course_id'),
    completedLessons: integer('completed_lessons').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('learner_progress_course_idx').on(t.courseId, t.completedLessons),
  ],
);

/** The time zone whose calendar months course_revenue_months is cut in (one row; the app's TIME_ZONE). */
export const insightsState = pgTable(
  'insights_state',
  {
    id: integer('id').primaryKey(),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('insights_state_single_row', sql`${t.id} = 1`)],
);

/** Per course and calendar month (YYYY-MM in insights_state's time zone): its paid (Approval) orders. */
export const courseRevenueMonths = pgTable(
  'course_revenue_months',
  {
    courseId: courseRef('course_id'),
    month: text('month').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull().default(0),
    sales: integer('sales').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.month] })],
);
