/** Coupons (issue 21): codes an instructor makes for own courses, or an admin for any or all. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { userRef, users } from './users.js';
import { courses } from './courses.js';

/**
 * A coupon. Its scope: one course (`courseId`), every course of one instructor (`instructorId`
 * without a course), or every course (both null: admins only). Uses are counted from the orders
 * that name it (Pending or paid), under this row's lock, so concurrent redemptions never pass
 * `maxUses` or `maxUsesPerBuyer`.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Upper-case letters, digits and hyphens; unique whatever the case it is typed in. */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** percent: 1–100; fixed: paise off. */
    percentOff: integer('percent_off'),
    amountOffPaise: integer('amount_off_paise'),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: userRef('created_by', { cascade: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerBuyer: integer('max_uses_per_buyer'),
    /** The list price a course must have at least for the code to apply. */
    minPricePaise: integer('min_price_paise'),
    /** Switched off by its maker (kept for the orders that used it). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_code_check', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9-]{2,31}$'`),
    check(
      'coupons_kind_check',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffPaise} is null)
        or (${t.kind} = 'fixed' and ${t.amountOffPaise} > 0 and ${t.percentOff} is null)`,
    ),
    check('coupons_limits_check', sql`coalesce(${t.maxUses}, 1) > 0 and coalesce(${t.maxUsesPerBuyer}, 1) > 0`),
    check('coupons_min_price_check', sql`coalesce(${t.minPricePaise}, 0) >= 0`),
    index('coupons_instructor_idx').on(t.instructorId, t.createdAt),
    index('coupons_created_idx').on(t.createdAt, t.id),
  ],
);
