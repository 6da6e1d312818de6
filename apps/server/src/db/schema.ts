/** Database schema (PostgreSQL dialect; the same on PGlite and on a PostgreSQL server). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub').unique(),
    image: text('image'),
    role: text('role').notNull().default('Empty'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('Empty','Student','Lead','Instructor','Admin')`),
    // Catalogue search matches instructor names by substring (ILIKE '%term%'): trigram index.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Videos: the duration read from the file (null when it could not be read). */
    durationSeconds: real('duration_seconds'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);

const profileColumns = () => ({
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  rollNumber: text('roll_number').notNull(),
  branch: text('branch').notNull(),
  gender: text('gender').notNull(),
  profileUploadId: uuid('profile_upload_id')
    .notNull()
    .references(() => uploads.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const studentProfiles = pgTable(
  'student_profiles',
  { ...profileColumns(), team: text('team').notNull(), college: text('college'), phone: text('phone') },
  (t) => [uniqueIndex('student_profiles_roll_idx').on(t.rollNumber), index('student_profiles_team_idx').on(t.team)],
);

export const leadProfiles = pgTable(
  'lead_profiles',
  { ...profileColumns(), team: text('team').notNull(), college: text('college'), phone: text('phone') },
  (t) => [uniqueIndex('lead_profiles_roll_idx').on(t.rollNumber), index('lead_profiles_team_idx').on(t.team)],
);

export const instructorProfiles = pgTable(
  'instructor_profiles',
  {
    ...profileColumns(),
    college: text('college').notNull(),
    linkedIn: text('linked_in').notNull(),
    gitHub: text('git_hub').notNull(),
    upi: text('upi').notNull(),
  },
  (t) => [uniqueIndex('instructor_profiles_roll_idx').on(t.rollNumber)],
);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => users.id),
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

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
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

export const enrolments = pgTable(
  'enrolments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    createdAt: createdAt(),
  },
  (t) => [unique('enrolments_user_course_key').on(t.userId, t.courseId), index('enrolments_course_idx').on(t.courseId)],
);

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
