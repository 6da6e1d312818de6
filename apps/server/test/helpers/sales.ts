/**
 * Money set-up: an instructor with a course to sell (through the API), and written straight to the
 * database: sales (orders of a fresh buyer each, since a buyer has at most one paid order per
 * course) of an instructor's course, and the instructor's UPI ID.
 */
import { PAYOUT_API, WITHDRAWAL_API, type OrderStatus } from '@cms/contract';
import { sql, type TestApp } from './app.js';
import { insertOrder, insertUser } from './earnings.js';
import { publishedCourse } from './orders.js';
import { usualCast } from './people.js';
import { createUser, type Cast } from './users.js';

/** The pay page's path for an order, and the path of an admin's decision on a withdrawal request. */
export const payPath = (orderId: string) => PAYOUT_API.order.replace(':orderId', orderId);
export const processPath = (id: string) => WITHDRAWAL_API.process.replace(':id', id);

/** The admins of the money suites: two, so that their decisions can race. */
export const DECIDING_ADMINS = {
  ...usualCast('admin'),
  secondAdmin: ['Admin', 'Arun Admin'],
} as const satisfies Cast;

export type SaleStatus = OrderStatus;

/** One order of the course by a new buyer, priced `pricePaise`; returns the order id. */
export async function sale(t: TestApp, courseId: string, pricePaise: number, status: SaleStatus = 'Approval') {
  const buyer = await insertUser(t, 'Bina Buyer');
  return insertOrder(t, { buyer, courseId, pricePaise, status, createdAt: new Date() });
}

/** Several Approval sales of the course. */
export async function sales(t: TestApp, courseId: string, prices: number[]): Promise<string[]> {
  const ids: string[] = [];
  for (const price of prices) ids.push(await sale(t, courseId, price));
  return ids;
}

/** A new instructor (UPI teacher@okbank, as verified) with one published course at ₹499 titled `title`. */
export async function instructorWithCourse(t: TestApp, name = 'Ira Instructor', title = 'Paid Course') {
  const instructor = await createUser(t, 'Instructor', name);
  const courseId = await publishedCourse(instructor, 499, title);
  return { instructor, courseId };
}

/** A new instructor (as instructorWithCourse) whose course sold once for each price (paise). */
export async function fundedInstructor(
  t: TestApp,
  prices: number[],
  name = 'Ira Instructor',
  title = `${name}'s course`,
) {
  const { instructor, courseId } = await instructorWithCourse(t, name, title);
  await sales(t, courseId, prices);
  return instructor;
}

/** Sets the UPI ID on the instructor's profile ('' for none). */
export async function setUpi(t: TestApp, instructorId: string, upi: string): Promise<void> {
  await t.query(sql`update instructor_profiles set upi = ${upi} where user_id = ${instructorId}`);
}
