/** Buying through the real API: Buy Now, the sandbox checkout page's forms (as a browser posts them), capture. */
import { ORDER_API } from '@cms/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { sql, type Driver, type TestApp } from './app.js';
import type { Client, Res } from './client.js';
import { createCourse } from './courses.js';
import { PayPalStandIn } from './paypal-standin.js';
import { usualCast } from './people.js';
import { suiteWithUsers } from './suite.js';
import type { Cast, TestUser } from './users.js';

/** The people of the buying suites: an instructor who sells, two students and a lead who buy. */
export const BUYING_CAST = {
  ...usualCast('instructor', 'student', 'lead'),
  other: ['Student', 'Omar Other'],
} as const satisfies Cast;

export type SandboxAction = 'approve' | 'cancel' | 'decline';

export const sandboxPath = (paymentId: string, action?: SandboxAction) =>
  `${ORDER_API.sandboxCheckout.replace(':paymentId', paymentId)}${action ? `/${action}` : ''}`;

/** A published course of `instructor` (one lesson unless told otherwise), priced ₹499 unless told otherwise. */
export async function publishedCourse(instructor: TestUser, price = 499, title = 'Course for sale'): Promise<string> {
  const course = await createCourse(instructor.client, { lessons: 1, publish: true, overrides: { price, title } });
  return course.id;
}

export const createOrder = (buyer: TestUser, body: unknown) => buyer.client.post(ORDER_API.create, body);

/** Buy Now: a new order; returns its id, the approval URL and the sandbox payment id. */
export async function buyNow(buyer: TestUser, courseId: string) {
  const res = await createOrder(buyer, { courseId });
  expect(res.status, res.text).toBe(201);
  const { orderId, approvalUrl } = res.body as { orderId: string; approvalUrl: string };
  const paymentId = decodeURIComponent(approvalUrl.split('/').pop()!);
  return { orderId, approvalUrl, paymentId };
}

/**
 * A button of the sandbox checkout page, posted the way a browser submits a same-origin form:
 * urlencoded with no fields, the page's own Origin and Sec-Fetch-Site: same-origin.
 */
export function pressSandboxButton(client: Client, paymentId: string, action: SandboxAction, site = 'same-origin') {
  return client.request('POST', sandboxPath(paymentId, action), {
    body: '',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': site,
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    },
  });
}

/** The return address of a 303 from the sandbox page, with its query parameters. */
export function returnOf(res: Res) {
  expect(res.status, res.text).toBe(303);
  const location = new URL(res.headers.get('location')!);
  return {
    url: location,
    path: location.pathname,
    paymentId: location.searchParams.get('paymentId'),
    payerId: location.searchParams.get('PayerID'),
    cancelled: location.searchParams.get('cancelled'),
  };
}

export const capture = (buyer: TestUser, body: unknown) => buyer.client.post(ORDER_API.capture, body);

/** The whole purchase: Buy Now, Approve on the sandbox page, capture as the return page does. */
export async function buyAndCapture(buyer: TestUser, courseId: string) {
  const order = await buyNow(buyer, courseId);
  const back = returnOf(await pressSandboxButton(buyer.client, order.paymentId, 'approve'));
  const res = await capture(buyer, { paymentId: back.paymentId, payerId: back.payerId, orderId: order.orderId });
  expect(res.status, res.text).toBe(200);
  return { ...order, enrolmentId: res.body.enrolmentId as string, payerId: back.payerId! };
}

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

/** The app settings that make it take payments through the PayPal stand-in `s`. */
export const payPalEnv = (s: PayPalStandIn) => ({
  PAYMENT_PROVIDER: 'paypal',
  PAYPAL_CLIENT_ID: s.clientId,
  PAYPAL_CLIENT_SECRET: s.clientSecret,
  PAYPAL_BASE_URL: s.url,
});

/**
 * The describe's app buying through a PayPal stand-in, with the buying cast (suiteWithUsers, `env`
 * added to the PayPal settings): the stand-in starts before the app and closes after it.
 */
export function buyingThroughPayPal(driver: Driver, env: Record<string, string> = {}) {
  const s = new PayPalStandIn();
  beforeAll(async () => {
    await s.start();
  });
  afterAll(async () => {
    await s.close();
  });
  const t = suiteWithUsers(driver, BUYING_CAST, () => ({ env: { ...payPalEnv(s), ...env } }));
  return { s, t };
}
