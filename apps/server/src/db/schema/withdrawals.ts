/** Instructors' withdrawal requests and the payouts admins record per sale: the money that leaves a balance. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { userRef, users } from './users.js';

/** Spec 4: pending → approved | rejected, once, by an admin. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    instructorId: userRef('instructor_id'),
    /** Money is integer paise. */
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('pending'),
    /** The instructor's remarks. */
    remarks: text('remarks'),
    /** The UPI ID the money goes to, copied from the profile when requested. */
    upi: text('upi').notNull(),
    adminRemarks: text('admin_remarks'),
    processedBy: uuid('processed_by').references(() => users.id),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('withdrawals_status_check', sql`${t.status} in ('pending','approved','rejected')`),
    check('withdrawals_amount_check', sql`${t.amountPaise} > 0`),
    check('withdrawals_processed_check', sql`(${t.status} = 'pending') = (${t.processedAt} is null)`),
    index('withdrawals_instructor_idx').on(t.instructorId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Process Payment: an admin paid an instructor for one sale outside the app and recorded it. It
 * counts like an approved withdrawal; the unique order id makes a second payout impossible.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    instructorId: userRef('instructor_id'),
    amountPaise: integer('amount_paise').notNull(),
    /** The UPI transaction id or bank reference the admin typed. */
    reference: text('reference').notNull(),
    recordedBy: userRef('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [check('payouts_amount_check', sql`${t.amountPaise} > 0`), index('payouts_instructor_idx').on(t.instructorId)],
);
