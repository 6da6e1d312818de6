/** Orders and the sandbox payment provider's payments. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.js';
import { userRef } from './users.js';
import { courseRef } from './courses.js';
import { coupons } from './coupons.js';

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
    /** What the buyer pays (the list price less the coupon's discount, tax included). Integer paise. */
    pricePaise: integer('price_paise').notNull(),
    /** The course's price when the order was made. */
    listPricePaise: integer('list_price_paise').notNull(),
    /** The coupon's discount: listPricePaise − discountPaise = pricePaise. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The coupon applied (null: none). Its uses are the orders Pending or paid that name it. */
    couponId: uuid('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    /** GST inside pricePaise (prices are tax-inclusive); all 0 when the seller has no GST settings. */
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    /** The instructor's earning: the price less tax. */
    earningPaise: integer('earning_paise')
      .notNull()
      .generatedAlwaysAs(sql`price_paise - cgst_paise - sgst_paise - igst_paise`),
    /** The buyer's billing state (GST state code, e.g. "29") and GSTIN for a business invoice. */
    billingState: text('billing_state'),
    buyerGstin: text('buyer_gstin'),
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
    check('orders_status_check', sql`${t.status} in ('Pending','Approval','Rejected','Cancelled','Refunded')`),
    // 0: a 100 % coupon (enrolled without a payment provider).
    check('orders_price_check', sql`${t.pricePaise} >= 0`),
    check(
      'orders_discount_check',
      sql`${t.discountPaise} >= 0 and ${t.listPricePaise} - ${t.discountPaise} = ${t.pricePaise}`,
    ),
    check(
      'orders_tax_check',
      sql`${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0 and ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} <= ${t.pricePaise}`,
    ),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_course_idx').on(t.courseId),
    // An instructor's earnings: the paid total (balance) and the monthly series read the index only.
    index('orders_instructor_idx').on(t.instructorId, t.status, t.createdAt, t.earningPaise),
    // A coupon's uses (orders Pending or paid naming it) and an admin's coupon report; price_paise
    // last so that a coupon's revenue reads the index only (docs/performance.md).
    index('orders_coupon_idx')
      .on(t.couponId, t.status, t.userId, t.pricePaise)
      .where(sql`${t.couponId} is not null`),
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

/**
 * Provider events already handled (webhooks): a replayed event is recognised by its id and
 * answered without acting twice.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
