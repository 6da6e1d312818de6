/**
 * Requests for a role an admin grants (ROLE_APPROVAL): the verification form as the user sent it,
 * kept until an admin approves (the profile is written then) or rejects it with a reason.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { userRef, users } from './users.js';

export const roleRequests = pgTable(
  'role_requests',
  {
    id: id(),
    userId: userRef('user_id', { cascade: true }),
    /** Instructor or Lead. */
    role: text('role').notNull(),
    /** The verification form as sent (the role's registration input). */
    details: jsonb('details').notNull(),
    /** pending → approved | rejected. */
    status: text('status').notNull().default('pending'),
    /** Why it was rejected, shown to the applicant. */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('role_requests_role_check', sql`${t.role} in ('Instructor','Lead')`),
    check('role_requests_status_check', sql`${t.status} in ('pending','approved','rejected')`),
    // One open request per user.
    uniqueIndex('role_requests_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    // The admins' approvals list (pending first, oldest first) and its badge count.
    index('role_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    // The applicant's own latest request.
    index('role_requests_user_created_idx').on(t.userId, t.createdAt),
  ],
);
