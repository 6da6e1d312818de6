/** Courses and their lessons. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, requiredRef } from './columns.js';
import { userRef } from './users.js';
import { uploads } from './uploads.js';

/**
 * What the catalogue's "rating" sort orders by: the average review, 0 for a course without one (every
 * review is 1 to 5 stars, so unrated courses come last and never reach a minimum rating). The
 * catalogue's ORDER BY and minimum-rating filter use this very expression, so that the planner
 * matches it with `courses_rating_idx`.
 */
export const ratingKey = (t: { ratingSum: AnyPgColumn; ratingCount: AnyPgColumn }) =>
  sql`(case when ${t.ratingCount} > 0 then ${t.ratingSum}::float8 / ${t.ratingCount} else 0 end)`;

/**
 * The columns the catalogue's filters read (category, level, price, and the review sum and count of
 * the minimum rating), held after the order's columns by each catalogue index so that an index-only
 * scan checks the filters without reading the table.
 */
const catalogueFilterColumns = (
  t: {
    category: AnyPgColumn;
    level: AnyPgColumn;
    pricePaise: AnyPgColumn;
    ratingSum: AnyPgColumn;
    ratingCount: AnyPgColumn;
  },
  ...inOrder: AnyPgColumn[]
) => [t.category, t.level, t.pricePaise, t.ratingSum, t.ratingCount].filter((c) => !inOrder.includes(c));

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
    // ---- Figures kept by database triggers in the transaction of every write that changes them
    // (migrations 0008 and 0009: enrolments, reviews and lessons); never written by the application.
    /** Every enrolment in the course (what "featured" ranks by). */
    enrolmentCount: integer('enrolment_count').notNull().default(0),
    /** Enrolled learners by role. */
    studentCount: integer('student_count').notNull().default(0),
    leadCount: integer('lead_count').notNull().default(0),
    /** Sum and count of review stars (the average is sum / count). */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    lessonCount: integer('lesson_count').notNull().default(0),
    totalDurationSeconds: doublePrecision('total_duration_seconds').notNull().default(0),
    /** Title and instructor name, the text the catalogue and admin searches match (kept by a trigger). */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    check('courses_price_check', sql`${t.pricePaise} > 0`),
    index('courses_instructor_idx').on(t.instructorId, t.createdAt),
    // The catalogue: published, not deleted, newest first (a backward scan answers ORDER BY … DESC);
    // the catalogue filters' columns after the order's (issue 21: filters checked on index entries).
    index('courses_catalogue_idx')
      .on(t.createdAt, t.id, ...catalogueFilterColumns(t))
      .where(sql`${t.isPublished} and ${t.deletedAt} is null`),
    // The admin's list: every course not deleted, newest first.
    index('courses_admin_list_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Featured and "popular": most enrolments first, then newest (and the filters' columns).
    index('courses_featured_idx')
      .on(t.enrolmentCount, t.createdAt, t.id, ...catalogueFilterColumns(t))
      .where(sql`${t.isPublished} and ${t.deletedAt} is null`),
    // The catalogue's other sorts (issue 21), each ending newest first then by id like the two above:
    // highest average review first (unrated courses last, more reviews first on a tie), and price
    // either way. Each is scanned in its order and stops after the page; the filter columns follow
    // the order's so that filters are checked on index entries (see docs/decisions.md, "Catalogue
    // filters: queries and indexes").
    index('courses_rating_idx')
      .on(ratingKey(t), t.ratingCount, t.createdAt, t.id, ...catalogueFilterColumns(t, t.ratingCount))
      .where(sql`${t.isPublished} and ${t.deletedAt} is null`),
    index('courses_price_asc_idx')
      .on(
        t.pricePaise,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        ...catalogueFilterColumns(t, t.pricePaise),
      )
      .where(sql`${t.isPublished} and ${t.deletedAt} is null`),
    index('courses_price_desc_idx')
      .on(t.pricePaise, t.createdAt, t.id, ...catalogueFilterColumns(t, t.pricePaise))
      .where(sql`${t.isPublished} and ${t.deletedAt} is null`),
    index('courses_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('courses_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** A required reference to a course; with `cascade` the row is deleted with the course. */
export const courseRef = (column: string, options?: { cascade?: boolean }) =>
  requiredRef(column, () => courses.id, options);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    courseId: courseRef('course_id', { cascade: true }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** 'video' (watched) or 'quiz' (passed); a quiz's settings and questions are in `quizzes`. */
    kind: text('kind').notNull().default('video'),
    freePreview: boolean('free_preview').notNull().default(false),
    /** The lesson's video; null for a quiz. */
    videoUploadId: uuid('video_upload_id').references(() => uploads.id),
    durationSeconds: real('duration_seconds'),
  },
  (t) => [
    check('lessons_kind_check', sql`${t.kind} in ('video','quiz')`),
    check('lessons_video_check', sql`(${t.kind} = 'video') = (${t.videoUploadId} is not null)`),
    index('lessons_course_idx').on(t.courseId, t.position),
    index('lessons_video_idx').on(t.videoUploadId),
  ],
);

/** A required reference to a lesson; with `cascade` the row is deleted with the lesson. */
export const lessonRef = (column: string, options?: { cascade?: boolean }) =>
  requiredRef(column, () => lessons.id, options);

/**
 * One row (id 1) whose version goes up, in the same transaction, with every write that can change
 * what the catalogue shows (courses, lessons, enrolments, reviews, instructor names): readers key
 * their caches by it, so a cache never answers with figures older than a committed write.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalogue_state_single_row', sql`${t.id} = 1`)],
);
