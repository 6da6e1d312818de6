/** Database schema (PostgreSQL dialect; the same on PGlite and on a PostgreSQL server). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
  (t) => [check('users_role_check', sql`${t.role} in ('Empty','Student','Lead','Instructor','Admin')`)],
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
