/** What the database holds about a purchase: the order row, the sandbox payment, the buyer's enrolment and paid orders. */
import { expect } from 'vitest';
import { sql, type TestApp } from './app.js';

export interface OrderRecord {
  id: string;
  status: string;
  price_paise: number;
  payment_id: string | null;
  payer_id: string | null;
  capture_id: string | null;
  failure_reason: string | null;
  captured_at: Date | string | null;
}

export async function orderRecord(t: TestApp, orderId: string): Promise<OrderRecord> {
  const [row] = await t.query<OrderRecord>(sql`select * from orders where id = ${orderId}`);
  expect(row, `order ${orderId}`).toBeDefined();
  return row!;
}

export async function sandboxPayment(t: TestApp, paymentId: string) {
  const [row] = await t.query<{
    status: string;
    amount_paise: number;
    payer_id: string | null;
    capture_id: string | null;
  }>(sql`select * from sandbox_payments where id = ${paymentId}`);
  return row;
}

/** How many enrolments and paid (Approval) orders a user has for a course. */
export async function ownership(t: TestApp, userId: string, courseId: string) {
  const [row] = await t.query<{ enrolments: number; paid: number }>(sql`select
    (select count(*)::int from enrolments where user_id = ${userId} and course_id = ${courseId}) as enrolments,
    (select count(*)::int from orders where user_id = ${userId} and course_id = ${courseId} and status = 'Approval') as paid`);
  return row!;
}
