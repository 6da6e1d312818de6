/**
 * Pending orders reconciled with the payment provider: an order caught Pending by a crash after
 * the buyer paid ends Approval with its enrolment, one receipt and the instructor's earning,
 * without the buyer coming back; an order nobody paid stays Pending while the buyer may still be
 * at checkout and is Cancelled after the checkout's lifetime. Rounds are run by the app (at start
 * and periodically) and, in the suites below, one at a time through the reconciler, so that each
 * test knows when one happened.
 */
import fs from 'node:fs/promises';
import { EARNINGS_API, PAYMENT_MSG } from '@cms/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayPalProvider } from '../src/payments/paypal.js';
import { OrderReconciler } from '../src/modules/orders/reconciliation/reconciler.js';
import { REASON } from '../src/modules/orders/checkout/service.js';
import { appDrivers, databaseDrivers, sql, startApp, type Driver, type TestApp } from './helpers/app.js';
import { BUYING_CAST, buyingThroughPayPal, buyNow, capture, createOrder, publishedCourse } from './helpers/orders.js';
import { orderRecord, ownership, sandboxPayment } from './helpers/order-records.js';
import { pressSandboxButton, returnOf, sandboxPath } from './helpers/sandbox-checkout.js';
import { PayPalStandIn, startPayPalStandIn } from './helpers/paypal-standin.js';
import { startedFor } from './helpers/servers.js';
import { createUser, expectErrorShape, signIn, type TestUser } from './helpers/users.js';
import { suiteWithUsers, type Suite } from './helpers/suite.js';

/** Moves an order's creation (and last look) `minutes` into the past, as if that much time had passed. */
async function age(t: TestApp, orderId: string, minutes: number) {
  await t.query(sql`update orders set created_at = now() - make_interval(mins => ${minutes}),
    updated_at = now() - make_interval(mins => ${minutes}) where id = ${orderId}`);
}

async function receipts(t: TestApp, email: string, courseTitle: string) {
  return t.query<{ subject: string; text_body: string }>(
    sql`select subject, text_body from mail_outbox
        where kind = 'receipt' and to_address = ${email} and subject = ${`Your receipt for ${courseTitle}`}`,
  );
}

async function earnedPaise(instructor: TestUser): Promise<number> {
  const res = await instructor.client.get(EARNINGS_API.summary);
  expect(res.status, res.text).toBe(200);
  return res.body.totalPaise as number;
}

/** The rounds of these suites are run by the test: none in the background. */
const NO_BACKGROUND_ROUNDS = { RECONCILE_INTERVAL_MS: '0' };

/** A sandbox suite's app with the buying cast, and no rounds but the test's. */
const startSandboxSuite = (driver: Driver) => suiteWithUsers(driver, BUYING_CAST, { env: NO_BACKGROUND_ROUNDS });

/** What the sandbox suites' tests do with their app and instructor (read when a test runs). */
function sandboxSteps(t: Suite<'instructor'>) {
  return {
    round: () => t.app.services.reconcile.runOnce(t.url),
    /** Buy Now and Approve on the sandbox page; the buyer never reaches the return page. */
    async approvedNotCaptured(buyer: TestUser, title: string) {
      const courseId = await publishedCourse(t.instructor, 499, title);
      const order = await buyNow(buyer, courseId);
      const back = returnOf(await pressSandboxButton(buyer.client, order.paymentId, 'approve'));
      return { ...order, courseId, payerId: back.payerId! };
    },
  };
}

describe.each(appDrivers)('reconciling sandbox orders (%s)', (driver) => {
  const t = startSandboxSuite(driver);

  const { round, approvedNotCaptured } = sandboxSteps(t);

  it('a crash after approval: a round captures it, Approval with the enrolment, one receipt, the earning', async () => {
    const earnedBefore = await earnedPaise(t.instructor);
    const order = await approvedNotCaptured(t.student, 'Approved then crashed');
    await age(t, order.orderId, 5);
    const result = await round();
    expect(result.completed).toBeGreaterThanOrEqual(1);

    const row = await orderRecord(t, order.orderId);
    expect(row).toMatchObject({ status: 'Approval', payer_id: order.payerId, failure_reason: null });
    expect(row.captured_at).not.toBeNull();
    const payment = await sandboxPayment(t, order.paymentId);
    expect(payment).toMatchObject({ status: 'CAPTURED', capture_id: row.capture_id });
    expect(await ownership(t, t.student.userId, order.courseId)).toEqual({ enrolments: 1, paid: 1 });
    const mails = await receipts(t, t.student.creds.email, 'Approved then crashed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`${t.url}/student/mycourses`);
    expect(await earnedPaise(t.instructor)).toBe(earnedBefore + 49_900);

    // The buyer comes back after all: the same enrolment, no second receipt.
    const res = await capture(t.student, {
      paymentId: order.paymentId,
      payerId: order.payerId,
      orderId: order.orderId,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(PAYMENT_MSG.paymentSuccessful);
    expect(await ownership(t, t.student.userId, order.courseId)).toEqual({ enrolments: 1, paid: 1 });
    expect(await receipts(t, t.student.creds.email, 'Approved then crashed')).toHaveLength(1);
    // Rounds after that leave it alone.
    await age(t, order.orderId, 5);
    await round();
    expect(await receipts(t, t.student.creds.email, 'Approved then crashed')).toHaveLength(1);
  });

  it('a crash after the capture (taken at the provider, our commit lost): a round completes the order', async () => {
    const order = await approvedNotCaptured(t.lead, 'Captured then crashed');
    const taken = await t.app.services.payments.preferred.capture({
      paymentId: order.paymentId,
      requestId: order.orderId,
    });
    expect(taken.status).toBe('completed');
    expect((await orderRecord(t, order.orderId)).status).toBe('Pending');
    await age(t, order.orderId, 5);
    await round();

    const row = await orderRecord(t, order.orderId);
    expect(row.status).toBe('Approval');
    expect(row.capture_id).toBe(taken.status === 'completed' ? taken.captureId : null);
    expect(await ownership(t, t.lead.userId, order.courseId)).toEqual({ enrolments: 1, paid: 1 });
    const mails = await receipts(t, t.lead.creds.email, 'Captured then crashed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`${t.url}/lead/mycourses`);
  });

  it('within the grace period a round leaves an approved order to the buyer, whose return captures it', async () => {
    const order = await approvedNotCaptured(t.student, 'Buyer on the way back');
    await round();
    expect((await orderRecord(t, order.orderId)).status).toBe('Pending');
    expect((await sandboxPayment(t, order.paymentId))!.status).toBe('APPROVED');
    const res = await capture(t.student, {
      paymentId: order.paymentId,
      payerId: order.payerId,
      orderId: order.orderId,
    });
    expect(res.status, res.text).toBe(200);
    expect(await receipts(t, t.student.creds.email, 'Buyer on the way back')).toHaveLength(1);
  });

  it('an unapproved order younger than the checkout stays Pending, and the buyer can still pay it', async () => {
    const courseId = await publishedCourse(t.instructor, 499, 'Still at checkout');
    const order = await buyNow(t.other, courseId);
    await age(t, order.orderId, 30);
    await round();
    expect(await orderRecord(t, order.orderId)).toMatchObject({ status: 'Pending', failure_reason: null });
    expect((await sandboxPayment(t, order.paymentId))!.status).toBe('CREATED');

    const back = returnOf(await pressSandboxButton(t.other.client, order.paymentId, 'approve'));
    const res = await capture(t.other, { paymentId: back.paymentId, payerId: back.payerId, orderId: order.orderId });
    expect(res.status, res.text).toBe(200);
    expect(await ownership(t, t.other.userId, courseId)).toEqual({ enrolments: 1, paid: 1 });
  });

  it('an unapproved order older than the checkout is Cancelled, its payment too; nobody can pay it after', async () => {
    const courseId = await publishedCourse(t.instructor, 499, 'Abandoned checkout');
    const order = await buyNow(t.student, courseId);
    await age(t, order.orderId, 4 * 60);
    const result = await round();
    expect(result.expired).toBeGreaterThanOrEqual(1);

    expect(await orderRecord(t, order.orderId)).toMatchObject({ status: 'Cancelled', failure_reason: REASON.expired });
    expect((await sandboxPayment(t, order.paymentId))!.status).toBe('CANCELLED');
    // The checkout page no longer takes the approval; the return page is refused.
    expectErrorShape(await pressSandboxButton(t.student.client, order.paymentId, 'approve'), 409, 'ORDER_CLOSED');
    expectErrorShape(await capture(t.student, { paymentId: order.paymentId, payerId: 'P' }), 409, 'ORDER_CLOSED');
    expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 0, paid: 0 });
    expect(await receipts(t, t.student.creds.email, 'Abandoned checkout')).toHaveLength(0);
    // Buy Now again is a new order.
    expect((await createOrder(t.student, { courseId })).status).toBe(201);
  });

  it('an old order whose payment was never recorded is Cancelled; a young one waits', async () => {
    const courseId = await publishedCourse(t.instructor, 499, 'Payment never recorded');
    const young = await buyNow(t.lead, courseId);
    // A crash between creating the order and recording its payment id.
    await t.query(sql`update orders set payment_id = null where id = ${young.orderId}`);
    await age(t, young.orderId, 30);
    await round();
    expect((await orderRecord(t, young.orderId)).status).toBe('Pending');
    await age(t, young.orderId, 4 * 60);
    await round();
    expect(await orderRecord(t, young.orderId)).toMatchObject({ status: 'Cancelled', failure_reason: REASON.expired });
  });

  it('a declined card the buyer never came back from: Rejected as the return page would, nobody enrolled', async () => {
    const courseId = await publishedCourse(t.instructor, 499, 'Declined then gone');
    const order = await buyNow(t.other, courseId);
    returnOf(await pressSandboxButton(t.other.client, order.paymentId, 'decline'));
    await age(t, order.orderId, 5);
    await round();
    const row = await orderRecord(t, order.orderId);
    expect(row.status).toBe('Rejected');
    expect(row.failure_reason).toMatch(/declined/i);
    expect(await ownership(t, t.other.userId, courseId)).toEqual({ enrolments: 0, paid: 0 });
  });

  it('a round takes a bounded batch, least recently looked at first, so every order gets its turn', async () => {
    const courseId = await publishedCourse(t.instructor, 499, 'Many abandoned');
    const buyers = [t.student, t.lead, t.other];
    const orders = [];
    for (const buyer of buyers) orders.push(await buyNow(buyer, courseId));
    for (const o of orders) await age(t, o.orderId, 30);
    const { services } = t.app;
    const small = new OrderReconciler(services.orders.repo, services.payments, services.orders, { batchSize: 2 });
    const first = await small.runOnce(t.url);
    expect(Object.values(first).reduce((n, k) => n + k, 0)).toBe(2);
    // Looked at just now: the next round (within the recheck period) takes what was left.
    const looked = async () =>
      (
        await t.query<{ id: string }>(
          sql`select id from orders where course_id = ${courseId} and updated_at > now() - interval '1 minute'`,
        )
      ).map((r) => r.id);
    expect(await looked()).toHaveLength(2);
    await small.runOnce(t.url);
    expect((await looked()).sort()).toEqual(orders.map((o) => o.orderId).sort());
  });

  it('the checkout page path of a reconciled order shows it closed to the buyer', async () => {
    const order = await approvedNotCaptured(t.lead, 'Page after reconcile');
    await age(t, order.orderId, 5);
    await round();
    const page = await t.lead.client.get(sandboxPath(order.paymentId));
    expect(page.status).toBe(200);
    expectErrorShape(await pressSandboxButton(t.lead.client, order.paymentId, 'approve'), 409, 'ORDER_CLOSED');
  });
});

/** Rounds racing each other and the buyer for one order: on PostgreSQL they really run side by side. */
describe.each(databaseDrivers)('reconciling sandbox orders: concurrent rounds (%s)', (driver) => {
  const t = startSandboxSuite(driver);

  const { round, approvedNotCaptured } = sandboxSteps(t);

  it('two rounds at once (two app processes): paid, enrolled and mailed once', async () => {
    const order = await approvedNotCaptured(t.student, 'Two rounds at once');
    await age(t, order.orderId, 5);
    const { services } = t.app;
    // A second process's reconciler; it even looks again at orders the first just claimed.
    const eager = new OrderReconciler(services.orders.repo, services.payments, services.orders, { recheckMs: 0 });
    const results = await Promise.all([round(), eager.runOnce(t.url), eager.runOnce(t.url)]);
    expect(results.reduce((n, r) => n + r.completed, 0)).toBe(1);
    expect((await orderRecord(t, order.orderId)).status).toBe('Approval');
    expect(await ownership(t, t.student.userId, order.courseId)).toEqual({ enrolments: 1, paid: 1 });
    expect(await receipts(t, t.student.creds.email, 'Two rounds at once')).toHaveLength(1);
  });

  it('a round while the buyer returns: the buyer gets the enrolment, one receipt', async () => {
    const order = await approvedNotCaptured(t.other, 'Round meets the buyer');
    await age(t, order.orderId, 5);
    const [, res] = await Promise.all([
      round(),
      capture(t.other, { paymentId: order.paymentId, payerId: order.payerId, orderId: order.orderId }),
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(PAYMENT_MSG.paymentSuccessful);
    expect((await orderRecord(t, order.orderId)).status).toBe('Approval');
    expect(await ownership(t, t.other.userId, order.courseId)).toEqual({ enrolments: 1, paid: 1 });
    expect(await receipts(t, t.other.creds.email, 'Round meets the buyer')).toHaveLength(1);
  });
});

describe.each(appDrivers)('reconciling PayPal orders (%s)', (driver) => {
  const { s, t } = buyingThroughPayPal(driver, NO_BACKGROUND_ROUNDS);
  afterEach(() => {
    s.mode = 'up';
  });

  const round = () => t.app.services.reconcile.runOnce(t.url);

  async function buyAtPayPal(buyer: TestUser, title: string) {
    const courseId = await publishedCourse(t.instructor, 499, title);
    const res = await createOrder(buyer, { courseId });
    expect(res.status, res.text).toBe(201);
    const orderId = res.body.orderId as string;
    return { courseId, orderId, paymentId: s.orderFor(orderId)!.id };
  }
  const lookups = (paymentId: string) => s.requestsTo('GET', new RegExp(`^/v2/checkout/orders/${paymentId}$`));
  const captures = (paymentId: string) =>
    s.requestsTo('POST', new RegExp(`^/v2/checkout/orders/${paymentId}/capture$`));

  it('approved at PayPal, never captured: a round looks, captures with the order id as request id, completes', async () => {
    const order = await buyAtPayPal(t.student, 'PayPal approved then crashed');
    const payerId = s.approve(order.paymentId);
    await age(t, order.orderId, 5);
    await round();
    expect(lookups(order.paymentId)).toHaveLength(1);
    expect(captures(order.paymentId).map((r) => r.headers['paypal-request-id'])).toEqual([order.orderId]);
    const row = await orderRecord(t, order.orderId);
    expect(row).toMatchObject({ status: 'Approval', payer_id: payerId });
    expect(row.capture_id).toBe(s.orders.get(order.paymentId)!.capture.id);
    expect(await ownership(t, t.student.userId, order.courseId)).toEqual({ enrolments: 1, paid: 1 });
    expect(await receipts(t, t.student.creds.email, 'PayPal approved then crashed')).toHaveLength(1);
  });

  it('captured at PayPal, our commit lost: a round completes the order with that capture', async () => {
    const order = await buyAtPayPal(t.lead, 'PayPal captured then crashed');
    s.approve(order.paymentId);
    const captured = s.captureBehindTheBack(order.paymentId);
    await age(t, order.orderId, 5);
    await round();
    const row = await orderRecord(t, order.orderId);
    expect(row.status).toBe('Approval');
    expect(row.capture_id).toBe(captured.purchase_units[0].payments.captures[0].id);
    expect(await ownership(t, t.lead.userId, order.courseId)).toEqual({ enrolments: 1, paid: 1 });
    expect(await receipts(t, t.lead.creds.email, 'PayPal captured then crashed')).toHaveLength(1);
  });

  it('not approved: only looked at, never captured (a capture is for the buyer), Pending until the checkout expires', async () => {
    const order = await buyAtPayPal(t.student, 'PayPal never approved');
    await age(t, order.orderId, 30);
    await round();
    expect(lookups(order.paymentId)).toHaveLength(1);
    expect(captures(order.paymentId)).toHaveLength(0);
    expect((await orderRecord(t, order.orderId)).status).toBe('Pending');

    await age(t, order.orderId, 4 * 60);
    await round();
    expect(captures(order.paymentId)).toHaveLength(0);
    expect(await orderRecord(t, order.orderId)).toMatchObject({ status: 'Cancelled', failure_reason: REASON.expired });
    expect(await ownership(t, t.student.userId, order.courseId)).toEqual({ enrolments: 0, paid: 0 });
  });

  it('PayPal unreachable: the order stays Pending; the next round after it is back completes it', async () => {
    const order = await buyAtPayPal(t.lead, 'PayPal down at the round');
    s.approve(order.paymentId);
    await age(t, order.orderId, 4 * 60);
    s.mode = 'down';
    const down = await round();
    expect(down.unavailable).toBeGreaterThanOrEqual(1);
    expect((await orderRecord(t, order.orderId)).status).toBe('Pending');

    s.mode = 'up';
    await age(t, order.orderId, 4 * 60);
    await round();
    expect((await orderRecord(t, order.orderId)).status).toBe('Approval');
    expect(await ownership(t, t.lead.userId, order.courseId)).toEqual({ enrolments: 1, paid: 1 });
  });
});

describe('PayPal lookup against the stand-in', () => {
  let s: PayPalStandIn;
  startedFor('all tests', async () => (s = await startPayPalStandIn()));

  it('tells awaiting approval, approved, captured, unknown (closed) and unreachable apart', async () => {
    const p = new PayPalProvider({
      clientId: s.clientId,
      clientSecret: s.clientSecret,
      mode: 'sandbox',
      baseUrl: s.url,
    });
    const { paymentId } = await p.createPayment({
      orderId: '7b0e8f0e-9d7e-4d4c-8d36-3f0f3b1d2a10',
      amountPaise: 49_900,
      currency: 'INR',
      description: 'Lookup',
      returnUrl: 'http://127.0.0.1:3000/student/payment-return',
      cancelUrl: 'http://127.0.0.1:3000/student/payment-return?cancelled=1',
    });
    expect(await p.lookup(paymentId)).toEqual({ status: 'awaiting_approval' });
    s.approve(paymentId);
    expect(await p.lookup(paymentId)).toEqual({ status: 'approved' });
    s.captureBehindTheBack(paymentId);
    expect(await p.lookup(paymentId)).toEqual({ status: 'captured' });
    expect(await p.lookup('NOSUCHORDER')).toMatchObject({ status: 'closed', reason: expect.stringMatching(/404/) });
    s.mode = 'down';
    expect(await p.lookup(paymentId)).toMatchObject({ status: 'unavailable' });
    s.mode = 'up';
    s.failNext = 1;
    expect(await p.lookup(paymentId)).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/503/) });
    // Looking never captures.
    expect(s.requestsTo('POST', /\/capture$/)).toHaveLength(0);
  });
});

describe.each(appDrivers)('reconciling in the app (%s)', (driver) => {
  it('at start: an app started over an order paid just before a crash completes it; then periodically', async () => {
    const first = await startApp(driver);
    const instructor = await createUser(first, 'Instructor', BUYING_CAST.instructor[1]);
    const student = await createUser(first, 'Student', BUYING_CAST.student[1]);
    const courseId = await publishedCourse(instructor, 499, 'Paid before the crash');
    const laterCourseId = await publishedCourse(instructor, 499, 'Paid while running');
    const order = await buyNow(student, courseId);
    // The buyer approved; the app died before the return page captured.
    returnOf(await pressSandboxButton(student.client, order.paymentId, 'approve'));
    await age(first, order.orderId, 10);
    await first.close({ keepData: true });

    const second = await startApp(driver, {
      dataDir: first.dataDir,
      databaseUrl: first.databaseUrl,
      env: { RECONCILE_INTERVAL_MS: '1000' },
    });
    try {
      const status = async (orderId: string) => (await orderRecord(second, orderId)).status;
      const settled = { timeout: 20_000, interval: 100 };
      await vi.waitFor(async () => expect(await status(order.orderId)).toBe('Approval'), settled);
      expect(await ownership(second, student.userId, courseId)).toEqual({ enrolments: 1, paid: 1 });
      const mails = await receipts(second, student.creds.email, 'Paid before the crash');
      expect(mails).toHaveLength(1);
      // No PUBLIC_URL: the link points to the address the app listens on.
      expect(mails[0]!.text_body).toContain(`${second.url}/student/mycourses`);

      // Later, another order caught the same way is completed by a periodic round.
      const buyer = { ...student, client: second.client() };
      expect((await signIn(buyer.client, student.creds.email, student.creds.password)).status).toBe(200);
      const later = await buyNow(buyer, laterCourseId);
      returnOf(await pressSandboxButton(buyer.client, later.paymentId, 'approve'));
      await age(second, later.orderId, 10);
      await vi.waitFor(async () => expect(await status(later.orderId)).toBe('Approval'), settled);
      expect(await receipts(second, student.creds.email, 'Paid while running')).toHaveLength(1);

      // The same rounds resume a refund left processing (an approval the app stopped on).
      await second.query(sql`insert into refunds (order_id, requested_by, reason, status, amount_paise, decided_at)
        values (${order.orderId}, ${student.userId}, 'Stopped mid-approval', 'processing', 49900, now() - interval '5 minutes')`);
      await vi.waitFor(async () => expect(await status(order.orderId)).toBe('Refunded'), settled);
    } finally {
      await second.close();
      await fs.rm(first.dataDir, { recursive: true, force: true });
    }
  });
});
