/**
 * Money set-up written straight to the database: sales (orders of a fresh buyer each, since a
 * buyer has at most one paid order per course) of an instructor's course, and the instructor's UPI ID.
 */
import type { OrderStatus } from '@cms/contract';
import { sql, type TestApp } from './app.js';
import { insertOrder, insertUser } from './earnings.js';
import { usualCast } from './people.js';
import type { Cast } from './users.js';

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

/** Sets the UPI ID on the instructor's profile ('' for none). */
export async function setUpi(t: TestApp, instructorId: string, upi: string): Promise<void> {
  await t.query(sql`update instructor_profiles set upi = ${upi} where user_id = ${instructorId}`);
}
