/** Course reviews by enrolled learners. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.js';
import { users } from './users.js';
import { courses } from './courses.js';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    rating: smallint('rating').notNull(),
    text: text('text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    unique('reviews_user_course_key').on(t.userId, t.courseId),
    index('reviews_course_idx').on(t.courseId),
  ],
);
