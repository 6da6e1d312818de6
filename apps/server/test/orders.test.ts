/**
 * Orders with the sandbox provider, over HTTP like the browser: Buy Now (server prices, refusals),
 * the sandbox checkout page and its buttons, capture (ownership, idempotency, concurrency,
 * declines, amount checks), cancel, and the buyer's orders.
 */
import { randomUUID } from 'node:crypto';
import { COURSE_API, ORDER_API, PAYMENT_MSG, SANDBOX_PAYER_PREFIX, SANDBOX_PAYMENT_PREFIX } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { databaseDrivers, sql } from './helpers/app.js';
import { createCourse, enrol, pathOf } from './helpers/courses.js';
import { BUYING_CAST, buyAndCapture, buyNow, capture, createOrder, publishedCourse } from './helpers/orders.js';
import { orderRecord, ownership, sandboxPayment } from './helpers/order-records.js';
import { pressSandboxButton, returnOf, sandboxPath } from './helpers/sandbox-checkout.js';
import { createUser, expectErrorShape } from './helpers/users.js';
import { suiteWithUsers } from './helpers/suite.js';

describe.each(databaseDrivers)('orders with the sandbox provider (%s)', (driver) => {
  const t = suiteWithUsers(driver, BUYING_CAST);

  const orderCount = async () => (await t.query<{ n: number }>(sql`select count(*)::int as n from orders`))[0]!.n;

  describe('Buy Now', () => {
    it('takes only the course id: price, buyer, status and the rest come from the server', async () => {
      const courseId = await publishedCourse(t.instructor, 499, 'Priced by the server');
      const res = await createOrder(t.student, {
        courseId,
        price: 1,
        coursePrice: { $numberDecimal: '1.00' },
        pricePaise: 100,
        orderStatus: 'Approval',
        userId: t.other.userId,
        userEmail: t.other.creds.email,
        instructorId: t.student.userId,
        courseTitle: 'Cheap',
        paymentMethod: 'cash',
      });
      expect(res.status, res.text).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['approvalUrl', 'orderId', 'success']);
      expect(res.body.success).toBe(true);
      const paymentId = decodeURIComponent((res.body.approvalUrl as string).split('/').pop()!);
      expect(paymentId.startsWith(SANDBOX_PAYMENT_PREFIX)).toBe(true);
      expect(res.body.approvalUrl).toBe(sandboxPath(paymentId));

      const [row] = await t.query<Record<string, unknown>>(sql`select * from orders where id = ${res.body.orderId}`);
      expect(row).toMatchObject({
        user_id: t.student.userId,
        user_email: t.student.creds.email,
        instructor_id: t.instructor.userId,
        course_id: courseId,
        course_title: 'Priced by the server',
        price_paise: 49_900,
        currency: 'INR',
        payment_method: 'paypal',
        provider: 'sandbox',
        status: 'Pending',
        payment_id: paymentId,
        payer_id: null,
        capture_id: null,
      });
      expect(await sandboxPayment(t, paymentId)).toMatchObject({ status: 'CREATED', amount_paise: 49_900 });
      const [urls] = await t.query<{ return_url: string; cancel_url: string }>(
        sql`select return_url, cancel_url from sandbox_payments where id = ${paymentId}`,
      );
      expect(urls).toEqual({
        return_url: `${t.url}/student/payment-return`,
        cancel_url: `${t.url}/student/payment-return?cancelled=1`,
      });
    });

    it('a lead returns to the lead area', async () => {
      const courseId = await publishedCourse(t.instructor);
      const { paymentId } = await buyNow(t.lead, courseId);
      const [urls] = await t.query<{ return_url: string }>(
        sql`select return_url from sandbox_payments where id = ${paymentId}`,
      );
      expect(urls!.return_url).toBe(`${t.url}/lead/payment-return`);
    });

    it('refuses courses that are not for sale: missing, draft, deleted; nothing saved', async () => {
      const draft = (await createCourse(t.instructor.client, { lessons: 1 })).id;
      const deleted = await publishedCourse(t.instructor);
      const del = await t.instructor.client.request('PUT', pathOf(COURSE_API.deleteCourse, deleted));
      expect(del.status, del.text).toBe(200);
      const before = await orderCount();
      for (const courseId of [randomUUID(), draft, deleted]) {
        const res = await createOrder(t.student, { courseId });
        expectErrorShape(res, 404, 'COURSE_NOT_FOR_SALE');
        expect(res.body.error.message).toBe(PAYMENT_MSG.courseNotForSale);
      }
      expectErrorShape(await createOrder(t.student, { courseId: 'not-a-uuid' }), 400, 'BAD_REQUEST');
      expectErrorShape(await createOrder(t.student, {}), 400, 'BAD_REQUEST');
      expect(await orderCount()).toBe(before);
    });

    it('refuses a course the buyer already owns', async () => {
      const courseId = await publishedCourse(t.instructor);
      await enrol(t, t.other.userId, courseId);
      const res = await createOrder(t.other, { courseId });
      expectErrorShape(res, 409, 'ALREADY_OWNED');
      expect(res.body.error.message).toBe(PAYMENT_MSG.alreadyOwned);
    });

    it("refuses the buyer's own course", async () => {
      // A teacher who became a student keeps their course: they cannot buy it.
      const teacher = await createUser(t, 'Instructor', 'Tara Teacher');
      const courseId = await publishedCourse(teacher);
      await t.query(sql`update users set role = 'Student' where id = ${teacher.userId}`);
      const before = await orderCount();
      const res = await createOrder(teacher, { courseId });
      expectErrorShape(res, 409, 'OWN_COURSE');
      expect(res.body.error.message).toBe(PAYMENT_MSG.ownCourse);
      expect(await orderCount()).toBe(before);
    });

    it("a new order cancels the buyer's older Pending order for the course and its payment", async () => {
      const courseId = await publishedCourse(t.instructor);
      const first = await buyNow(t.student, courseId);
      const second = await buyNow(t.student, courseId);
      expect(second.orderId).not.toBe(first.orderId);
      const old = await orderRecord(t, first.orderId);
      expect(old.status).toBe('Cancelled');
      expect(old.failure_reason).toMatch(/newer order/);
      expect((await sandboxPayment(t, first.paymentId))!.status).toBe('CANCELLED');
      expect((await orderRecord(t, second.orderId)).status).toBe('Pending');
      // The old checkout can no longer be approved or captured.
      expectErrorShape(await pressSandboxButton(t.student.client, first.paymentId, 'approve'), 409, 'ORDER_CLOSED');
      const late = await capture(t.student, { orderId: first.orderId, paymentId: first.paymentId, payerId: 'X' });
      expectErrorShape(late, 409, 'ORDER_CLOSED');
      // Another buyer's orders are untouched.
      const theirs = await buyNow(t.other, courseId);
      await buyNow(t.student, courseId);
      expect((await orderRecord(t, theirs.orderId)).status).toBe('Pending');
    });
  });

  describe('capture', () => {
    it('marks the order Approval and enrols the buyer; the course page knows the enrolment', async () => {
      const courseId = await publishedCourse(t.instructor);
      const order = await buyNow(t.student, courseId);
      const back = returnOf(await pressSandboxButton(t.student.client, order.paymentId, 'approve'));
      const res = await capture(t.student, {
        paymentId: back.paymentId,
        payerId: back.payerId,
        orderId: order.orderId,
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: PAYMENT_MSG.paymentSuccessful,
        orderId: order.orderId,
        courseId,
        enrolmentId: expect.any(String),
      });
      const row = await orderRecord(t, order.orderId);
      expect(row).toMatchObject({ status: 'Approval', payer_id: back.payerId, failure_reason: null });
      expect(row.capture_id).toMatch(/^SBXCAP-/);
      expect(row.captured_at).not.toBeNull();
      expect((await sandboxPayment(t, order.paymentId))!.status).toBe('CAPTURED');
      const [enrolment] = await t.query<{ id: string }>(
        sql`select id from enrolments where user_id = ${t.student.userId} and course_id = ${courseId}`,
      );
      expect(enrolment!.id).toBe(res.body.enrolmentId);
      const detail = await t.student.client.get(pathOf(COURSE_API.course, courseId));
      expect(detail.body.viewer).toMatchObject({ enrolled: true, enrolmentId: res.body.enrolmentId, canWatch: true });
      // Bought once: Buy Now is refused from now on.
      expectErrorShape(await createOrder(t.student, { courseId }), 409, 'ALREADY_OWNED');
    });

    it('a lead buys too, and the return page may send only the payment id', async () => {
      const courseId = await publishedCourse(t.instructor);
      const order = await buyNow(t.lead, courseId);
      const back = returnOf(await pressSandboxButton(t.lead.client, order.paymentId, 'approve'));
      expect(back.path).toBe('/lead/payment-return');
      const res = await capture(t.lead, { paymentId: back.paymentId, payerId: back.payerId });
      expect(res.status, res.text).toBe(200);
      expect(res.body.orderId).toBe(order.orderId);
      expect(await ownership(t, t.lead.userId, courseId)).toEqual({ enrolments: 1, paid: 1 });
    });

    it('a replayed capture answers the same enrolment and changes nothing', async () => {
      const courseId = await publishedCourse(t.instructor);
      const bought = await buyAndCapture(t.student, courseId);
      const before = await orderRecord(t, bought.orderId);
      for (const body of [
        { paymentId: bought.paymentId, payerId: bought.payerId, orderId: bought.orderId },
        { paymentId: bought.paymentId, payerId: bought.payerId },
      ]) {
        const res = await capture(t.student, body);
        expect(res.status, res.text).toBe(200);
        expect(res.body.enrolmentId).toBe(bought.enrolmentId);
        expect(res.body.message).toBe(PAYMENT_MSG.paymentSuccessful);
      }
      expect(await orderRecord(t, bought.orderId)).toEqual(before);
      expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 1, paid: 1 });
    });

    it('50 concurrent captures of one order: all succeed with one enrolment and one Approval', async () => {
      const courseId = await publishedCourse(t.instructor);
      const order = await buyNow(t.other, courseId);
      const back = returnOf(await pressSandboxButton(t.other.client, order.paymentId, 'approve'));
      const body = { paymentId: back.paymentId, payerId: back.payerId, orderId: order.orderId };
      const results = await Promise.all(Array.from({ length: 50 }, () => capture(t.other, body)));
      expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
      expect(new Set(results.map((r) => r.body.enrolmentId)).size).toBe(1);
      expect(await ownership(t, t.other.userId, courseId)).toEqual({ enrolments: 1, paid: 1 });
      const [orders] = await t.query<{ n: number; approval: number }>(
        sql`select count(*)::int as n, count(*) filter (where status = 'Approval')::int as approval
            from orders where user_id = ${t.other.userId} and course_id = ${courseId}`,
      );
      expect(orders).toEqual({ n: 1, approval: 1 });
    });

    it("another user's order is refused (by order id and by payment id) and stays Pending", async () => {
      const courseId = await publishedCourse(t.instructor);
      const order = await buyNow(t.student, courseId);
      const back = returnOf(await pressSandboxButton(t.student.client, order.paymentId, 'approve'));
      const stolen = { paymentId: back.paymentId, payerId: back.payerId };
      for (const body of [{ ...stolen, orderId: order.orderId }, stolen]) {
        const res = await capture(t.other, body);
        expectErrorShape(res, 403, 'NOT_YOUR_ORDER');
        expect(res.body.error.message).toBe(PAYMENT_MSG.notYourOrder);
      }
      expect((await orderRecord(t, order.orderId)).status).toBe('Pending');
      expect(await ownership(t, t.other.userId, courseId)).toEqual({ enrolments: 0, paid: 0 });
      // The buyer still can.
      expect((await capture(t.student, { ...stolen, orderId: order.orderId })).status).toBe(200);
    });

    it("a payment id that is not the order's is refused; unknown orders are 404", async () => {
      const a = await buyNow(t.student, await publishedCourse(t.instructor));
      const b = await buyNow(t.student, await publishedCourse(t.instructor));
      returnOf(await pressSandboxButton(t.student.client, b.paymentId, 'approve'));
      const res = await capture(t.student, { orderId: a.orderId, paymentId: b.paymentId, payerId: 'P' });
      expectErrorShape(res, 409, 'PAYMENT_MISMATCH');
      expect((await orderRecord(t, a.orderId)).status).toBe('Pending');
      expect((await orderRecord(t, b.orderId)).status).toBe('Pending');
      expectErrorShape(await capture(t.student, { paymentId: 'SBX-UNKNOWN', payerId: 'P' }), 404, 'ORDER_NOT_FOUND');
      const unknown = await capture(t.student, { orderId: randomUUID(), paymentId: b.paymentId, payerId: 'P' });
      expectErrorShape(unknown, 404, 'ORDER_NOT_FOUND');
      const missing = await capture(t.student, { paymentId: ' ', payerId: '' });
      expectErrorShape(missing, 400, 'BAD_REQUEST');
      expect(missing.body.error.message).toBe(PAYMENT_MSG.missingPaymentDetails);
    });

    it('before approval: 409 not approved, the order stays Pending and can be paid later', async () => {
      const courseId = await publishedCourse(t.instructor);
      const order = await buyNow(t.student, courseId);
      const early = await capture(t.student, { paymentId: order.paymentId, payerId: 'P', orderId: order.orderId });
      expectErrorShape(early, 409, 'NOT_APPROVED');
      expect(early.body.error.message).toBe(PAYMENT_MSG.notApproved);
      expect((await orderRecord(t, order.orderId)).status).toBe('Pending');
      const back = returnOf(await pressSandboxButton(t.student.client, order.paymentId, 'approve'));
      const res = await capture(t.student, {
        paymentId: back.paymentId,
        payerId: back.payerId,
        orderId: order.orderId,
      });
      expect(res.status).toBe(200);
    });

    it('a declined payment rejects the order, enrols nobody, and the buyer may try again', async () => {
      const courseId = await publishedCourse(t.instructor);
      const order = await buyNow(t.student, courseId);
      const back = returnOf(await pressSandboxButton(t.student.client, order.paymentId, 'decline'));
      expect(back.path).toBe('/student/payment-return');
      expect(back.paymentId).toBe(order.paymentId);
      expect(back.payerId).toMatch(new RegExp(`^${SANDBOX_PAYER_PREFIX}`));
      const body = { paymentId: back.paymentId, payerId: back.payerId, orderId: order.orderId };
      const res = await capture(t.student, body);
      expectErrorShape(res, 402, 'PAYMENT_DECLINED');
      expect(res.body.error.message).toBe(PAYMENT_MSG.declined);
      const row = await orderRecord(t, order.orderId);
      expect(row.status).toBe('Rejected');
      expect(row.failure_reason).toMatch(/declined/i);
      expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 0, paid: 0 });
      expectErrorShape(await capture(t.student, body), 409, 'ORDER_CLOSED');
      // A new attempt is a new order.
      const retry = await buyAndCapture(t.student, courseId);
      expect(retry.orderId).not.toBe(order.orderId);
      expect((await orderRecord(t, order.orderId)).status).toBe('Rejected');
    });

    it('an amount that is not the order price rejects the order', async () => {
      const courseId = await publishedCourse(t.instructor);
      const order = await buyNow(t.student, courseId);
      const back = returnOf(await pressSandboxButton(t.student.client, order.paymentId, 'approve'));
      // The provider reports another amount than the order's (as a tampered checkout would).
      await t.query(sql`update sandbox_payments set amount_paise = 100 where id = ${order.paymentId}`);
      const res = await capture(t.student, {
        paymentId: back.paymentId,
        payerId: back.payerId,
        orderId: order.orderId,
      });
      expectErrorShape(res, 409, 'AMOUNT_MISMATCH');
      expect(res.body.error.message).toBe(PAYMENT_MSG.amountMismatch);
      const row = await orderRecord(t, order.orderId);
      expect(row.status).toBe('Rejected');
      expect(row.failure_reason).toMatch(/100 INR.*49900 INR/);
      expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 0, paid: 0 });
    });
  });

  describe('cancel', () => {
    it('Cancel on the checkout page cancels payment and order and returns with cancelled=1', async () => {
      const courseId = await publishedCourse(t.instructor);
      const order = await buyNow(t.student, courseId);
      const back = returnOf(await pressSandboxButton(t.student.client, order.paymentId, 'cancel'));
      expect(`${back.url.origin}${back.path}`).toBe(`${t.url}/student/payment-return`);
      expect(back.cancelled).toBe('1');
      expect(back.paymentId).toBe(order.paymentId);
      expect(back.payerId).toBeNull();
      expect((await sandboxPayment(t, order.paymentId))!.status).toBe('CANCELLED');
      expect((await orderRecord(t, order.orderId)).status).toBe('Cancelled');
      // The return page then tells the server; again and again it is the same answer.
      for (const body of [{ orderId: order.orderId, paymentId: order.paymentId }, { paymentId: order.paymentId }]) {
        const res = await t.student.client.post(ORDER_API.cancel, body);
        expect(res.status, res.text).toBe(200);
        expect(res.body).toEqual({ success: true, message: PAYMENT_MSG.cancelled, courseId });
      }
      expectErrorShape(
        await capture(t.student, { paymentId: order.paymentId, payerId: 'P', orderId: order.orderId }),
        409,
        'ORDER_CLOSED',
      );
      expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 0, paid: 0 });
      const page = await t.student.client.get(order.approvalUrl);
      expect(page.text).toContain('This payment was cancelled.');
      expect(page.text).not.toContain('<form');
    });

    it('cancelling through the API closes the checkout page too', async () => {
      const courseId = await publishedCourse(t.instructor);
      const order = await buyNow(t.lead, courseId);
      const res = await t.lead.client.post(ORDER_API.cancel, { orderId: order.orderId });
      expect(res.status, res.text).toBe(200);
      expect(res.body.courseId).toBe(courseId);
      const row = await orderRecord(t, order.orderId);
      expect(row.status).toBe('Cancelled');
      expect(row.failure_reason).toMatch(/cancelled by the buyer/i);
      expect((await sandboxPayment(t, order.paymentId))!.status).toBe('CANCELLED');
      expectErrorShape(await pressSandboxButton(t.lead.client, order.paymentId, 'approve'), 409, 'ORDER_CLOSED');
    });

    it("refuses another user's order, a paid order, and a request naming no order", async () => {
      const courseId = await publishedCourse(t.instructor);
      const order = await buyNow(t.student, courseId);
      expectErrorShape(await t.other.client.post(ORDER_API.cancel, { orderId: order.orderId }), 403, 'NOT_YOUR_ORDER');
      expectErrorShape(
        await t.other.client.post(ORDER_API.cancel, { paymentId: order.paymentId }),
        403,
        'NOT_YOUR_ORDER',
      );
      expect((await orderRecord(t, order.orderId)).status).toBe('Pending');
      expectErrorShape(await t.student.client.post(ORDER_API.cancel, {}), 400, 'BAD_REQUEST');
      expectErrorShape(
        await t.student.client.post(ORDER_API.cancel, { orderId: randomUUID() }),
        404,
        'ORDER_NOT_FOUND',
      );
      const paid = await buyAndCapture(t.student, courseId);
      expectErrorShape(await t.student.client.post(ORDER_API.cancel, { orderId: paid.orderId }), 409, 'ALREADY_OWNED');
      expect((await orderRecord(t, paid.orderId)).status).toBe('Approval');
    });
  });

  describe('my orders', () => {
    it("lists the caller's orders newest first, in the order shape", async () => {
      const buyer = await createUser(t, 'Lead', 'Lena Lister');
      const c1 = await publishedCourse(t.instructor, 499, 'First bought');
      const c2 = await publishedCourse(t.instructor, 999, 'Then tried');
      const paid = await buyAndCapture(buyer, c1);
      const pending = await buyNow(buyer, c2);
      await buyNow(t.other, c2);
      const res = await buyer.client.get(ORDER_API.mine);
      expect(res.status, res.text).toBe(200);
      const orders = res.body.orders as Record<string, unknown>[];
      expect(orders.map((o) => o.id)).toEqual([pending.orderId, paid.orderId]);
      expect(orders[1]).toEqual({
        id: paid.orderId,
        userId: buyer.userId,
        userEmail: buyer.creds.email,
        orderStatus: 'Approval',
        paymentMethod: 'paypal',
        provider: 'sandbox',
        orderDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        paymentId: paid.paymentId,
        payerId: paid.payerId,
        instructorId: t.instructor.userId,
        courseId: c1,
        courseTitle: 'First bought',
        coursePricePaise: 49_900,
        listPricePaise: 49_900,
        discountPaise: 0,
        couponCode: null,
        taxPaise: 0,
        currency: 'INR',
        capturedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(orders[0]).toMatchObject({ orderStatus: 'Pending', coursePricePaise: 99_900, capturedAt: null });
    });
  });
});
