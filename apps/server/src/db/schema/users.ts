/** Accounts and their sessions. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, requiredRef } from './columns.js';

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
    /** Set while an admin has disabled the account: no sign-in, no session. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('Empty','Student','Lead','Instructor','Admin')`),
    // Catalogue search matches instructor names by substring (ILIKE '%term%'): trigram index.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // The admins' users list searches e-mails by substring too.
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // The admins' users list, newest first, all roles or one (and the leads list's role = 'Lead').
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
  ],
);

/** A required reference to a user; with `cascade` the row is deleted with the user. */
export const userRef = (column: string, options?: { cascade?: boolean }) =>
  requiredRef(column, () => users.id, options);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: userRef('user_id', { cascade: true }),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
