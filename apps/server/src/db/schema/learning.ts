/** Enrolments and lesson progress. */
import { index, pgTable, real, timestamp, unique } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.js';
import { userRef } from './users.js';
import { lessonRef, courseRef } from './courses.js';

export const enrolments = pgTable(
  'enrolments',
  {
    id: id(),
    userId: userRef('user_id', { cascade: true }),
    courseId: courseRef('course_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('enrolments_user_course_key').on(t.userId, t.courseId),
    index('enrolments_course_idx').on(t.courseId),
    // A course's learners, newest enrolment first (the insight page).
    index('enrolments_course_created_idx').on(t.courseId, t.createdAt, t.id),
  ],
);

/**
 * What a learner watched of a lesson: where to resume, the furthest point reached, and when it
 * counted as completed (watched to 90 % or marked done).
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: id(),
    userId: userRef('user_id', { cascade: true }),
    courseId: courseRef('course_id'),
    lessonId: lessonRef('lesson_id', { cascade: true }),
    positionSeconds: real('position_seconds').notNull().default(0),
    furthestSeconds: real('furthest_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('lesson_progress_user_lesson_key').on(t.userId, t.lessonId),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
  ],
);
