/** Orders and the sandbox payment provider's payments. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.js';
import { userRef } from './users.js';
import { courseRef } from './courses.js';

/**
 * Orders (spec 3). Everything the buyer could tamper with is copied from the course when the order
 * is created; `paymentId` is the provider's id of the payment (sandbox id or PayPal order id).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: userRef('user_id', { cascade: true }),
    userEmail: text('user_email').notNull(),
    instructorId: userRef('instructor_id'),
    courseId: courseRef('course_id'),
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
    // An instructor's earnings: the paid total (balance) and the monthly series read the index only.
    index('orders_instructor_idx').on(t.instructorId, t.status, t.createdAt, t.pricePaise),
    // Admin orders: the status (and date) filters; price_paise last so that the figures over
    // every filtered order (count, Approval count and revenue) are an index-only scan.
    index('orders_status_idx').on(t.status, t.createdAt, t.pricePaise),
    // Admin orders and the CSV sorted by date (keyset over created_at, id), all statuses; status and
    // price_paise last for the index-only figures of a date range or of every order.
    index('orders_created_idx').on(t.createdAt, t.id, t.status, t.pricePaise),
    index('orders_instructor_created_idx').on(t.instructorId, t.createdAt, t.id),
    // Admin orders search: substring match over course title and buyer e-mail.
    index('orders_course_title_trgm_idx').using('gin', t.courseTitle.op('gin_trgm_ops')),
    index('orders_user_email_trgm_idx').using('gin', t.userEmail.op('gin_trgm_ops')),
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
