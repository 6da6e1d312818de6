/** Certificates of completion and the server's signing keys. */
import { doublePrecision, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { userRef, users } from './users.js';
import { courseRef } from './courses.js';

/**
 * One per learner and course, issued once on completion. The names, title and hours are kept as
 * they were at issue; `credential` is the signed Open Badges 3.0 credential (a VC-JWT).
 */
export const certificates = pgTable(
  'certificates',
  {
    /** Unguessable: 128 random bits, base64url. */
    id: text('id').primaryKey(),
    userId: userRef('user_id', { cascade: true }),
    courseId: courseRef('course_id'),
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    instructorName: text('instructor_name').notNull(),
    videoSeconds: doublePrecision('video_seconds').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    credential: text('credential').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('certificates_user_course_key').on(t.userId, t.courseId),
    index('certificates_course_idx').on(t.courseId),
  ],
);

/** The server's Ed25519 keys (the newest signs; every one stays published in the JWK set). */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: createdAt(),
});
