/** Course reviews by enrolled learners. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.js';
import { userRef } from './users.js';
import { courseRef } from './courses.js';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: userRef('user_id', { cascade: true }),
    courseId: courseRef('course_id'),
    rating: smallint('rating').notNull(),
    text: text('text'),
    /** The course's instructor's public reply. */
    instructorReply: text('instructor_reply'),
    instructorRepliedAt: timestamp('instructor_replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    unique('reviews_user_course_key').on(t.userId, t.courseId),
    index('reviews_course_idx').on(t.courseId),
  ],
);
