/** Password reset tokens: only a hash is stored; each is single-use and expires. */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { userRef } from './users.js';

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: userRef('user_id', { cascade: true }),
    /** SHA-256 of the token in the e-mailed link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was used (or superseded); a used token never works again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);
