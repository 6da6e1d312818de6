/** Refunds (issue 21): one per order, asked for by its buyer or made by an admin. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { orders } from './orders.js';
import { userRef, users } from './users.js';

/**
 * requested → rejected, or → processing (approved: the provider is asked) → refunded. A provider
 * that answers "pending" leaves it processing until its webhook (or the next look) says processed;
 * `failed` when the provider refused it (an admin may try again). The order row's lock and the
 * conditional status updates make a refund happen once under concurrent approvals and webhooks.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who asked: the buyer, or the admin who refunded outright. */
    requestedBy: userRef('requested_by', { cascade: true }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('requested'),
    amountPaise: integer('amount_paise').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why an admin rejected the request (shown to the buyer). */
    decisionNote: text('decision_note'),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When a resume round last asked the provider about this processing refund (null: never). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('refunds_status_check', sql`${t.status} in ('requested','rejected','processing','refunded','failed')`),
    check('refunds_amount_check', sql`${t.amountPaise} >= 0`),
    index('refunds_status_created_idx').on(t.status, t.createdAt, t.id),
    /** The admin's refunds list over every status, newest first. */
    index('refunds_created_idx').on(t.createdAt, t.id),
    /** The provider's confirmation (a webhook) finds its refund by the provider's id. */
    index('refunds_provider_refund_id_idx').on(t.providerRefundId),
  ],
);
