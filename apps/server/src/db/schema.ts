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

/**
 * Orders (spec 3). Everything the buyer could tamper with is copied from the course when the order
 * is created; `paymentId` is the provider's id of the payment (sandbox id or PayPal order id).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userEmail: text('user_email').notNull(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => users.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    courseTitle: text('course_title').notNull(),
    /** Money is integer paise. */
    pricePaise: integer('price_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    paymentMethod: text('payment_method').notNull().default('paypal'),
    /** Which PaymentProvider created the payment: sandbox | paypal. */
    provider: text('provider').notNull(),
    status: text('status').notNull().default('Pending'),
    paymentId: text('payment_id').unique(),
    payerId: text('payer_id'),
    /** The provider's capture id once captured. */
    captureId: text('capture_id'),
    /** Why the order was rejected or cancelled (shown to admins). */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ('Pending','Approval','Rejected','Cancelled')`),
    check('orders_price_check', sql`${t.pricePaise} > 0`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_course_idx').on(t.courseId),
    index('orders_instructor_idx').on(t.instructorId, t.status),
    index('orders_status_idx').on(t.status, t.createdAt),
    // At most one paid order per buyer and course.
    uniqueIndex('orders_one_paid_idx')
      .on(t.userId, t.courseId)
      .where(sql`${t.status} = 'Approval'`),
  ],
);

/** The sandbox provider's own record of a payment (what PayPal would keep on its side). */
export const sandboxPayments = pgTable('sandbox_payments', {
  /** SBX-… : the paymentId the buyer returns with. */
  id: text('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  /** CREATED → APPROVED → CAPTURED, or CANCELLED / DECLINED. */
  status: text('status').notNull().default('CREATED'),
  payerId: text('payer_id'),
  captureId: text('capture_id'),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * What a learner watched of a lesson: where to resume, the furthest point reached, and when it
 * counted as completed (watched to 90 % or marked done).
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
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
