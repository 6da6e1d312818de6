/**
 * Money set-up written straight to the database: sales (orders of a fresh buyer each, since a
 * buyer has at most one paid order per course) of an instructor's course, and the instructor's UPI ID.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sql, type TestApp } from './app.js';

export type SaleStatus = 'Approval' | 'Pending' | 'Rejected' | 'Cancelled';

/** One order of the course by a new buyer, priced `pricePaise`; returns the order id. */
export async function sale(t: TestApp, courseId: string, pricePaise: number, status: SaleStatus = 'Approval') {
  const email = `buyer.${randomUUID()}@example.com`;
  const [buyer] = await t.query<{ id: string }>(
    sql`insert into users (name, email, role) values ('Bina Buyer', ${email}, 'Student') returning id`,
  );
  const [order] = await t.query<{ id: string }>(sql`insert into orders
      (user_id, user_email, instructor_id, course_id, course_title, price_paise, provider, status)
    select ${buyer!.id}, ${email}, c.instructor_id, c.id, c.title, ${pricePaise}, 'sandbox', ${status}
    from courses c where c.id = ${courseId} returning id`);
  expect(order, `course ${courseId}`).toBeDefined();
  return order!.id;
}

/** Several Approval sales of the course. */
export async function sales(t: TestApp, courseId: string, prices: number[]): Promise<string[]> {
  const ids: string[] = [];
  for (const price of prices) ids.push(await sale(t, courseId, price));
  return ids;
}

/** Sets the UPI ID on the instructor's profile ('' for none). */
export async function setUpi(t: TestApp, instructorId: string, upi: string): Promise<void> {
  await t.query(sql`update instructor_profiles set upi = ${upi} where user_id = ${instructorId}`);
}
