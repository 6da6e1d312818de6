/** Buying through the real API: Buy Now, Approve on the sandbox checkout page (./sandbox-checkout.ts), capture. */
import { ORDER_API } from '@cms/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Driver } from './app.js';
import { createCourse } from './courses.js';
import { PayPalStandIn } from './paypal-standin.js';
import { usualCast } from './people.js';
import { pressSandboxButton, returnOf } from './sandbox-checkout.js';
import { suiteWithUsers } from './suite.js';
import type { Cast, TestUser } from './users.js';

/** The people of the buying suites: an instructor who sells, two students and a lead who buy. */
export const BUYING_CAST = {
  ...usualCast('instructor', 'student', 'lead'),
  other: ['Student', 'Omar Other'],
} as const satisfies Cast;

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

export const capture = (buyer: TestUser, body: unknown) => buyer.client.post(ORDER_API.capture, body);

/** The whole purchase: Buy Now, Approve on the sandbox page, capture as the return page does. */
export async function buyAndCapture(buyer: TestUser, courseId: string) {
  const order = await buyNow(buyer, courseId);
  const back = returnOf(await pressSandboxButton(buyer.client, order.paymentId, 'approve'));
  const res = await capture(buyer, { paymentId: back.paymentId, payerId: back.payerId, orderId: order.orderId });
  expect(res.status, res.text).toBe(200);
  return { ...order, enrolmentId: res.body.enrolmentId as string, payerId: back.payerId! };
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
