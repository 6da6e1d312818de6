/**
 * Earnings set-up written straight to the database: buyers, orders with chosen statuses, prices
 * and dates, withdrawals and payouts; and the calendar months of the college's time zone.
 */
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { addHours, startOfMonth, subMonths } from 'date-fns';
import type { OrderStatus } from '@cms/contract';
import { expect } from 'vitest';
import { sql, type TestApp } from './app.js';

export interface Person {
  id: string;
  name: string;
  email: string;
}

/** A user row with `role` (no password, no profile): a buyer, a learner. The e-mail does not contain the name. */
export async function insertUser(
  t: TestApp,
  name: string,
  role: 'Student' | 'Lead' | 'Instructor' | 'Admin' | 'Empty' = 'Student',
): Promise<Person> {
  const email = `person.${randomUUID().slice(0, 13)}@example.com`;
  const [row] = await t.query<{ id: string }>(
    sql`insert into users (name, email, role) values (${name}, ${email}, ${role}) returning id`,
  );
  return { id: row!.id, name, email };
}

export interface OrderPlan {
  buyer: Person;
  courseId: string;
  pricePaise: number;
  status: OrderStatus;
  createdAt: Date;
}

/** An order of the course (instructor and title copied from it) by `buyer`; returns its id. */
export async function insertOrder(t: TestApp, o: OrderPlan): Promise<string> {
  const [row] = await t.query<{ id: string }>(sql`insert into orders
      (user_id, user_email, instructor_id, course_id, course_title, price_paise, list_price_paise, provider, status, created_at)
    select ${o.buyer.id}, ${o.buyer.email}, c.instructor_id, c.id, c.title, ${o.pricePaise}, ${o.pricePaise}, 'sandbox', ${o.status},
      ${o.createdAt.toISOString()}::timestamptz
    from courses c where c.id = ${o.courseId} returning id`);
  expect(row, `course ${o.courseId}`).toBeDefined();
  return row!.id;
}

/** A withdrawal request of the instructor; approved and rejected ones processed by `adminId`. */
export async function insertWithdrawal(
  t: TestApp,
  instructorId: string,
  amountPaise: number,
  status: 'pending' | 'approved' | 'rejected',
  adminId: string,
): Promise<void> {
  const processed = status !== 'pending';
  await t.query(sql`insert into withdrawals (instructor_id, amount_paise, status, upi, processed_by, processed_at)
    values (${instructorId}, ${amountPaise}, ${status}, 'teacher@okbank', ${processed ? adminId : null},
      ${processed ? sql`now()` : null})`);
}

/** A payout an admin recorded for one sale (its full price). */
export async function insertPayout(t: TestApp, orderId: string, adminId: string): Promise<void> {
  await t.query(sql`insert into payouts (order_id, instructor_id, amount_paise, reference, recorded_by)
    select o.id, o.instructor_id, o.price_paise, ${`UTR-${randomUUID().slice(0, 8)}`}, ${adminId}
    from orders o where o.id = ${orderId}`);
}

/** The start of the calendar month `monthsBack` months before the current one in `timeZone`, plus `hours`. */
export function inMonth(timeZone: string, monthsBack: number, hours = 1, now = new Date()): Date {
  const start = subMonths(startOfMonth(new TZDate(now.getTime(), timeZone)), monthsBack);
  return new Date(addHours(start, hours).getTime());
}

/** An instant written as local time of India (UTC+05:30, no daylight saving): '2025-03-31 23:59'. */
export const ist = (local: string) => new Date(`${local.replace(' ', 'T')}:00+05:30`);
