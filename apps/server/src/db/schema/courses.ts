/** Courses and their lessons. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.js';
import { userRef } from './users.js';
import { uploads } from './uploads.js';

export const courses = pgTable(
  'courses',
  {
    id: id(),
    instructorId: userRef('instructor_id'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    level: text('level').notNull(),
    objectives: text('objectives').notNull(),
    requirements: text('requirements').notNull(),
    /** Money is integer paise. */
    pricePaise: integer('price_paise').notNull(),
    thumbnailUploadId: uuid('thumbnail_upload_id')
      .notNull()
      .references(() => uploads.id),
    isPublished: boolean('is_published').notNull().default(false),
    /** Soft delete: gone from every list, kept for the people who bought it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('courses_price_check', sql`${t.pricePaise} > 0`),
    index('courses_instructor_idx').on(t.instructorId, t.createdAt),
    // The catalogue: published, not deleted, newest first.
    index('courses_catalogue_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isPublished} and ${t.deletedAt} is null`),
    index('courses_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** A required reference to a course; with `cascade` the row is deleted with the course. */
export const courseRef = (column: string, { cascade = false } = {}) =>
  uuid(column)
    .notNull()
    .references(() => courses.id, cascade ? { onDelete: 'cascade' } : {});

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    courseId: courseRef('course_id', { cascade: true }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    freePreview: boolean('free_preview').notNull().default(false),
    videoUploadId: uuid('video_upload_id')
      .notNull()
      .references(() => uploads.id),
    durationSeconds: real('duration_seconds'),
  },
  (t) => [index('lessons_course_idx').on(t.courseId, t.position), index('lessons_video_idx').on(t.videoUploadId)],
);
