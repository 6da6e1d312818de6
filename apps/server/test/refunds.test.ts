/**
 * Refunds (issue 21 item 4) and the buyer's purchases (item 5): the buyer's request and each refusal,
 * the admins' list, approval (the sandbox refunds, the order is Refunded, the enrolment ends, the
 * earning leaves the balance, a credit note, one mail), rejection with a note, an admin's outright
 * refund, the provider's other answers (refused, unavailable, pending then its webhook), withdrawals
 * refused while the balance is negative, and a refund done once under 10 concurrent approvals and a
 * concurrent provider confirmation (both drivers).
 */
import {
  REFUND_API,
  REFUND_MSG,
  WITHDRAWAL_API,
  WITHDRAWAL_MSG,
  orderRefundPath,
  refundApprovePath,
  refundRejectPath,
  refundRequestPath,
  type Purchase,
  type Purchases,
  type RefundRow,
} from '@cms/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appDrivers, databaseDrivers, sql, type TestApp } from './helpers/app.js';
import { createCourse } from './helpers/courses.js';
import { enrolmentPath } from './helpers/learning.js';
import { buyAndCapture, buyNow, publishedCourse } from './helpers/orders.js';
import { orderRecord, sandboxPayment } from './helpers/order-records.js';
import { usualCast } from './helpers/people.js';
import { DECIDING_ADMINS } from './helpers/sales.js';
import { suiteWithUsers } from './helpers/suite.js';
import { createUser, expectErrorShape, type TestUser } from './helpers/users.js';
import type { PaymentProvider } from '../src/payments/provider.js';

const REASON = 'The course is not what I expected, sorry.';

/** A new student who bought the course through the sandbox; the order, payment and enrolment. */
async function paidBuyer(t: TestApp, courseId: string, name = 'Bela Buyer') {
  const buyer = await createUser(t, 'Student', name);
  const bought = await buyAndCapture(buyer, courseId);
  return { buyer, ...bought };
}

const askRefund = (buyer: TestUser, orderId: string, reason: unknown = REASON) =>
  buyer.client.post(refundRequestPath(orderId), { reason });

async function requestedRefund(buyer: TestUser, orderId: string): Promise<RefundRow> {
  const res = await askRefund(buyer, orderId);
  expect(res.status, res.text).toBe(201);
  return res.body.refund as RefundRow;
}

async function purchasesOf(buyer: TestUser): Promise<Purchases> {
  const res = await buyer.client.get(REFUND_API.purchases);
  expect(res.status, res.text).toBe(200);
  return res.body as Purchases;
}

const purchaseOf = async (buyer: TestUser, orderId: string): Promise<Purchase> =>
  (await purchasesOf(buyer)).purchases.find((p) => p.id === orderId)!;

/** Marks the first `n` lessons of the course completed by the user. */
async function complete(t: TestApp, userId: string, courseId: string, n: number) {
  await t.query(sql`insert into lesson_progress (user_id, course_id, lesson_id, position_seconds, furthest_seconds, completed_at)
    select ${userId}, ${courseId}, l.id, 1, 1, now() from lessons l where l.course_id = ${courseId}
    order by l.position limit ${n}
    on conflict (user_id, lesson_id) do update set completed_at = now()`);
}

async function counts(t: TestApp, orderId: string, userId: string, courseId: string) {
  const [row] = await t.query<{
    credit_notes: number;
    enrolments: number;
    mails: number;
    completed: number;
  }>(sql`select
    (select count(*)::int from credit_notes c join refunds r on r.id = c.refund_id where r.order_id = ${orderId}) as credit_notes,
    (select count(*)::int from enrolments where user_id = ${userId} and course_id = ${courseId}) as enrolments,
    (select count(*)::int from mail_outbox m join users u on u.email = m.to_address
      where u.id = ${userId} and m.kind = 'refund-decision') as mails,
    (select count(*)::int from audit_log a join refunds r on r.id = a.entity_id
      where r.order_id = ${orderId} and a.action = 'refund.completed') as completed`);
  return row!;
}

/** The counts of an order refunded once: one credit note, no enrolment left, one decision mail, one completion audited. */
const REFUNDED_ONCE = { credit_notes: 1, enrolments: 0, mails: 1, completed: 1 };

/** Counts the calls of the app's sandbox provider's refund (passing them through unless told otherwise). */
function spyOnRefunds(t: TestApp) {
  const provider = t.app.services.payments.get('sandbox') as PaymentProvider;
  return vi.spyOn(provider, 'refund');
}

describe.each(appDrivers)('refunds and purchases [%s]', (driver) => {
  const t = suiteWithUsers(driver, { ...usualCast('admin', 'instructor', 'student'), ...DECIDING_ADMINS });
  let courseId: string;
  const spies: { mockRestore(): void }[] = [];
  afterEach(() => {
    for (const s of spies.splice(0)) s.mockRestore();
  });

  beforeAll(async () => {
    const course = await createCourse(t.instructor.client, {
      lessons: 4,
      publish: true,
      overrides: { price: 499, title: 'Refundable course' },
    });
    courseId = course.id;
  });

  it('a buyer asks for a refund with a reason: requested, audited, in the admins’ list; a second ask is refused', async () => {
    const { buyer, orderId } = await paidBuyer(t, courseId, 'Asha Asker');
    const refund = await requestedRefund(buyer, orderId);
    expect(refund).toMatchObject({
      orderId,
      status: 'requested',
      reason: REASON,
      amountPaise: 49900,
      buyer: { id: buyer.userId, name: 'Asha Asker' },
      requestedBy: { id: buyer.userId, role: 'Student' },
      course: { id: courseId, title: 'Refundable course' },
      provider: 'sandbox',
      decidedBy: null,
      creditNote: null,
    });

    const again = await askRefund(buyer, orderId);
    expectErrorShape(again, 409, 'REFUND_ALREADY_ASKED');
    expect(again.body.error.message).toBe(REFUND_MSG.alreadyAsked);

    const list = await t.admin.client.get(`${REFUND_API.adminList}?status=requested`);
    expect(list.status, list.text).toBe(200);
    expect((list.body.refunds as RefundRow[]).map((r) => r.id)).toContain(refund.id);
    const approvedOnly = await t.admin.client.get(`${REFUND_API.adminList}?status=refunded`);
    expect((approvedOnly.body.refunds as RefundRow[]).map((r) => r.id)).not.toContain(refund.id);

    const [audit] = await t.query<{ action: string; actor_id: string }>(
      sql`select action, actor_id from audit_log where entity_id = ${refund.id}`,
    );
    expect(audit).toEqual({ action: 'refund.requested', actor_id: buyer.userId });
  });

  it('refuses each case with its own message: not the buyer, a short reason, not paid, free, window passed, too much watched', async () => {
    const { buyer, orderId } = await paidBuyer(t, courseId, 'Rita Refused');

    expectErrorShape(await askRefund(t.student, orderId), 403, 'NOT_YOUR_ORDER');
    const short = await askRefund(buyer, orderId, 'too short');
    expectErrorShape(short, 400);
    expect(short.body.error.fields.reason).toBe(REFUND_MSG.reasonLength);

    // Under 30 %: one lesson of four (25 %) still allows it; two (50 %) do not.
    await complete(t, buyer.userId, courseId, 1);
    expect((await purchaseOf(buyer, orderId)).refundable).toMatchObject({ allowed: true, refusal: null });
    await complete(t, buyer.userId, courseId, 2);
    const watched = await askRefund(buyer, orderId);
    expectErrorShape(watched, 409, 'TOO_MUCH_WATCHED');
    expect(watched.body.error.message).toBe(REFUND_MSG.tooMuchWatched(30));
    expect((await purchaseOf(buyer, orderId)).refundable).toMatchObject({
      allowed: false,
      refusal: 'too-much-watched',
      message: REFUND_MSG.tooMuchWatched(30),
    });

    const late = await paidBuyer(t, courseId, 'Lata Late');
    await t.query(sql`update orders set captured_at = now() - interval '7 days 1 minute' where id = ${late.orderId}`);
    const passed = await askRefund(late.buyer, late.orderId);
    expectErrorShape(passed, 409, 'REFUND_WINDOW_PASSED');
    expect(passed.body.error.message).toBe(REFUND_MSG.windowPassed(7));

    const pending = await createUser(t, 'Student', 'Pia Pending');
    const { orderId: pendingOrder } = await buyNow(pending, courseId);
    const notPaid = await askRefund(pending, pendingOrder);
    expectErrorShape(notPaid, 409, 'NOT_PAID');
    expect(notPaid.body.error.message).toBe(REFUND_MSG.notPaid);

    const free = await paidBuyer(t, courseId, 'Farah Free');
    await t.query(sql`update orders set provider = 'free' where id = ${free.orderId}`);
    const nothing = await askRefund(free.buyer, free.orderId);
    expectErrorShape(nothing, 409, 'NOTHING_PAID');
    expect(nothing.body.error.message).toBe(REFUND_MSG.free);

    const [{ refunds }] = (await t.query<{ refunds: number }>(
      sql`select count(*)::int as refunds from refunds where order_id in (${orderId}, ${late.orderId}, ${pendingOrder}, ${free.orderId})`,
    )) as [{ refunds: number }];
    expect(refunds).toBe(0);
  });

  it('approval refunds through the sandbox: order Refunded, enrolment and learning page gone, credit note, one mail, audited', async () => {
    const { buyer, orderId, paymentId, enrolmentId } = await paidBuyer(t, courseId, 'Ada Approved');
    const refund = await requestedRefund(buyer, orderId);
    const res = await t.admin.client.post(refundApprovePath(refund.id), {});
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(REFUND_MSG.refunded);
    expect(res.body.refund).toMatchObject({
      status: 'refunded',
      decidedBy: { id: t.admin.userId },
      providerRefundId: `SBXREF-${refund.id}`,
    });
    expect(res.body.refund.creditNote.number).toMatch(/^CN\//);
    expect((await orderRecord(t, orderId)).status).toBe('Refunded');
    expect((await sandboxPayment(t, paymentId))?.status).toBe('REFUNDED');
    expect(await counts(t, orderId, buyer.userId, courseId)).toEqual(REFUNDED_ONCE);
    expectErrorShape(await buyer.client.get(enrolmentPath(enrolmentId)), 404);
    // Approving again answers the refund as it is.
    const again = await t.secondAdmin.client.post(refundApprovePath(refund.id), {});
    expect(again.status, again.text).toBe(200);
    expect(again.body.refund.status).toBe('refunded');
    expect(await counts(t, orderId, buyer.userId, courseId)).toMatchObject({ credit_notes: 1, mails: 1 });
  });

  it('rejection with a note: mailed to the buyer, shown in purchases, decided once', async () => {
    const { buyer, orderId } = await paidBuyer(t, courseId, 'Ravi Rejected');
    const refund = await requestedRefund(buyer, orderId);
    const empty = await t.admin.client.post(refundRejectPath(refund.id), { note: '  ' });
    expectErrorShape(empty, 400);
    expect(empty.body.error.fields.note).toBe(REFUND_MSG.noteRequired);

    const res = await t.admin.client.post(refundRejectPath(refund.id), { note: 'You finished most of it offline.' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(REFUND_MSG.rejected);
    expect(res.body.refund).toMatchObject({ status: 'rejected', decisionNote: 'You finished most of it offline.' });

    const [mail] = await t.query<{ subject: string; text_body: string }>(
      sql`select subject, text_body from mail_outbox where to_address = ${buyer.creds.email} and kind = 'refund-decision'`,
    );
    expect(mail?.subject).toBe('Your refund request for Refundable course was not approved');
    expect(mail?.text_body).toContain('You finished most of it offline.');

    expectErrorShape(await t.admin.client.post(refundRejectPath(refund.id), { note: 'again' }), 409, 'ALREADY_DECIDED');
    expectErrorShape(await t.admin.client.post(refundApprovePath(refund.id), {}), 409, 'ALREADY_DECIDED');
    expect((await orderRecord(t, orderId)).status).toBe('Approval');
    const purchase = await purchaseOf(buyer, orderId);
    expect(purchase.refund).toMatchObject({ status: 'rejected', decisionNote: 'You finished most of it offline.' });
    expect(purchase.refundable).toMatchObject({ allowed: false, refusal: 'already-asked' });
  });

  it('an admin refunds any paid order outright with a reason; not twice, not an unpaid order', async () => {
    const { buyer, orderId } = await paidBuyer(t, courseId, 'Omar Outright');
    const noReason = await t.admin.client.post(orderRefundPath(orderId), { reason: '' });
    expectErrorShape(noReason, 400);
    expect(noReason.body.error.fields.reason).toBe(REFUND_MSG.adminReasonRequired);

    const res = await t.admin.client.post(orderRefundPath(orderId), { reason: 'Charged twice by mistake' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.refund).toMatchObject({
      status: 'refunded',
      reason: 'Charged twice by mistake',
      requestedBy: { id: t.admin.userId, role: 'Admin' },
      buyer: { id: buyer.userId },
    });
    expect((await orderRecord(t, orderId)).status).toBe('Refunded');
    expect(await counts(t, orderId, buyer.userId, courseId)).toMatchObject({ credit_notes: 1, enrolments: 0 });

    expectErrorShape(
      await t.admin.client.post(orderRefundPath(orderId), { reason: 'Again' }),
      409,
      'REFUND_ALREADY_ASKED',
    );
    const pending = await createUser(t, 'Student', 'Pablo Pending');
    const { orderId: pendingOrder } = await buyNow(pending, courseId);
    expectErrorShape(await t.admin.client.post(orderRefundPath(pendingOrder), { reason: 'No' }), 409, 'NOT_PAID');
  });

  it('the provider refuses (failed, tried again), is unavailable (requested again) or is pending (completed by its confirmation)', async () => {
    const { buyer, orderId, paymentId } = await paidBuyer(t, courseId, 'Pooja Provider');
    const refund = await requestedRefund(buyer, orderId);
    const spy = spyOnRefunds(t);
    spies.push(spy);

    spy.mockResolvedValueOnce({ status: 'refused', reason: 'Card account closed' });
    const refused = await t.admin.client.post(refundApprovePath(refund.id), {});
    expectErrorShape(refused, 409, 'REFUND_REFUSED');
    expect(refused.body.error.message).toBe(REFUND_MSG.providerRefused('Card account closed'));
    const [failed] = await t.query<{ status: string; failure_reason: string }>(
      sql`select status, failure_reason from refunds where id = ${refund.id}`,
    );
    expect(failed).toEqual({ status: 'failed', failure_reason: 'Card account closed' });

    spy.mockResolvedValueOnce({ status: 'unavailable', reason: 'timeout' });
    const unavailable = await t.admin.client.post(refundApprovePath(refund.id), {});
    expectErrorShape(unavailable, 502, 'PROVIDER_UNAVAILABLE');
    const [requested] = await t.query<{ status: string }>(sql`select status from refunds where id = ${refund.id}`);
    expect(requested?.status).toBe('requested');

    spy.mockResolvedValueOnce({ status: 'pending', refundId: 'PROVREF-1', amountPaise: 49900 });
    const pending = await t.admin.client.post(refundApprovePath(refund.id), {});
    expect(pending.status, pending.text).toBe(200);
    expect(pending.body.refund).toMatchObject({ status: 'processing', providerRefundId: 'PROVREF-1' });
    expect((await orderRecord(t, orderId)).status).toBe('Approval');
    expect(spy).toHaveBeenCalledTimes(3);
    // Every try asked with the refund's id: one refund at the provider whatever the retries.
    expect(spy.mock.calls.map(([input]) => input.requestId)).toEqual([refund.id, refund.id, refund.id]);
    expect(spy.mock.calls[0]![0]).toMatchObject({ paymentId, amountPaise: 49900 });

    const refunds = t.app.services.refunds;
    // A confirmation before the provider's id was saved finds the refund by our id it echoes.
    await t.query(sql`update refunds set provider_refund_id = null where id = ${refund.id}`);
    expect(await refunds.completeByProviderRefund('sandbox', 'PROVREF-1')).toBe('unknown');
    expect(await refunds.completeByProviderRefund('paypal', 'PROVREF-1', refund.id)).toBe('unknown');
    expect(await refunds.completeByProviderRefund('sandbox', 'PROVREF-1', 'not-a-uuid')).toBe('unknown');
    expect(await refunds.completeByProviderRefund('sandbox', 'PROVREF-1', refund.id)).toBe('completed');
    expect(await refunds.completeByProviderRefund('paypal', 'PROVREF-1')).toBe('unknown');
    expect(await refunds.completeByProviderRefund('sandbox', 'PROVREF-1')).toBe('already');
    expect((await orderRecord(t, orderId)).status).toBe('Refunded');
    expect(await counts(t, orderId, buyer.userId, courseId)).toEqual(REFUNDED_ONCE);
  });

  it('a refund left processing is asked about again after the grace period, with the same key, until the provider says processed', async () => {
    const { buyer, orderId, paymentId } = await paidBuyer(t, courseId, 'Rhea Resume');
    const refund = await requestedRefund(buyer, orderId);
    const spy = spyOnRefunds(t);
    spies.push(spy);
    const refunds = t.app.services.refunds;
    const none = { processed: 0, pending: 0, refused: 0, unavailable: 0 };
    const backdate = () =>
      t.query(sql`update refunds set decided_at = now() - interval '10 minutes',
        checked_at = case when checked_at is null then null else now() - interval '10 minutes' end
        where id = ${refund.id}`);

    spy.mockResolvedValueOnce({ status: 'pending', refundId: 'PROVREF-RESUME', amountPaise: 49900 });
    const pending = await t.admin.client.post(refundApprovePath(refund.id), {});
    expect(pending.body.refund).toMatchObject({ status: 'processing' });
    // Within the grace period the webhook may still come: not asked again.
    expect(await refunds.resumeStuck()).toEqual(none);

    await backdate();
    spy.mockResolvedValueOnce({ status: 'pending', refundId: 'PROVREF-RESUME', amountPaise: 49900 });
    expect(await refunds.resumeStuck()).toEqual({ ...none, pending: 1 });
    // Just asked: the next round leaves it until the grace period has passed again.
    expect(await refunds.resumeStuck()).toEqual(none);
    expect((await orderRecord(t, orderId)).status).toBe('Approval');

    await backdate();
    expect(await refunds.resumeStuck()).toEqual({ ...none, processed: 1 });
    expect((await orderRecord(t, orderId)).status).toBe('Refunded');
    expect((await sandboxPayment(t, paymentId))?.status).toBe('REFUNDED');
    expect(spy.mock.calls.map(([input]) => input.requestId)).toEqual([refund.id, refund.id, refund.id]);
    expect(await counts(t, orderId, buyer.userId, courseId)).toEqual(REFUNDED_ONCE);
    await backdate();
    expect(await refunds.resumeStuck(), 'a refunded refund is never asked again').toEqual(none);
  });

  it('a refund the app stopped on between the approval and the provider is completed by the next round', async () => {
    const { buyer, orderId } = await paidBuyer(t, courseId, 'Ravi Restart');
    // As an approval leaves it when the process dies before the provider answers: processing, no provider id.
    await t.query(sql`insert into refunds (order_id, requested_by, reason, status, amount_paise, decided_by, decided_at)
      values (${orderId}, ${buyer.userId}, ${REASON}, 'processing', 49900, ${t.admin.userId}, now() - interval '5 minutes')`);
    const result = await t.app.services.refunds.resumeStuck();
    expect(result.processed).toBeGreaterThanOrEqual(1);
    expect((await orderRecord(t, orderId)).status).toBe('Refunded');
    expect(await counts(t, orderId, buyer.userId, courseId)).toEqual(REFUNDED_ONCE);
  });

  it('purchases: every order of the caller, newest first, with documents, refund and whether one may be asked', async () => {
    const buyer = await createUser(t, 'Lead', 'Pari Purchaser');
    const other = await createUser(t, 'Instructor', 'Otto Other');
    const otherCourse = await publishedCourse(other, 299, 'Second course');
    const refunded = await buyAndCapture(buyer, courseId);
    const r = await requestedRefund(buyer, refunded.orderId);
    expect((await t.admin.client.post(refundApprovePath(r.id), {})).status).toBe(200);
    const paid = await buyAndCapture(buyer, otherCourse);
    const { orderId: pendingId } = await buyNow(buyer, courseId);

    const { purchases, policy } = await purchasesOf(buyer);
    expect(policy).toEqual({ refundDays: 7, maxProgressPercent: 30 });
    expect(purchases.map((p) => p.id)).toEqual([pendingId, paid.orderId, refunded.orderId]);
    const [pending, second, first] = purchases as [Purchase, Purchase, Purchase];
    expect(pending).toMatchObject({
      status: 'Pending',
      paidAt: null,
      invoice: null,
      creditNote: null,
      refund: null,
      refundable: { allowed: false, refusal: 'not-paid', message: REFUND_MSG.notPaid, until: null },
    });
    expect(second).toMatchObject({
      status: 'Approval',
      course: { id: otherCourse, title: 'Second course' },
      provider: 'sandbox',
      listPricePaise: 29900,
      discountPaise: 0,
      couponCode: null,
      taxPaise: 0,
      amountPaise: 29900,
      invoice: { kind: 'receipt' },
      creditNote: null,
      refund: null,
      refundable: { allowed: true, refusal: null, message: null },
    });
    const until = new Date(second.refundable.until!).getTime() - new Date(second.paidAt!).getTime();
    expect(until).toBe(7 * 24 * 3600 * 1000);
    expect(first).toMatchObject({
      status: 'Refunded',
      course: { id: courseId },
      amountPaise: 49900,
      refund: { id: r.id, status: 'refunded', reason: REASON, decisionNote: null, amountPaise: 49900 },
      refundable: { allowed: false, refusal: 'already-asked' },
    });
    expect(first.invoice?.number).toMatch(/^RCT\//);
    expect(first.creditNote?.number).toMatch(/^CN\//);
    expect(first.refund?.completedAt).not.toBeNull();
    // Only the caller's own orders.
    expect((await purchasesOf(t.student)).purchases.map((p) => p.id)).not.toContain(paid.orderId);
  });

  it('the earning leaves the balance, which may go negative; withdrawals are refused while it is', async () => {
    const seller = await createUser(t, 'Instructor', 'Neha Negative');
    const sellerCourse = await publishedCourse(seller, 499, 'Balance course');
    const { buyer, orderId } = await paidBuyer(t, sellerCourse, 'Bala Balance');
    const balance = async () => {
      const res = await seller.client.get(WITHDRAWAL_API.history);
      expect(res.status, res.text).toBe(200);
      return res.body.balance as { earnedPaise: number; availablePaise: number };
    };
    expect(await balance()).toMatchObject({ earnedPaise: 49900, availablePaise: 49900 });
    const asked = await seller.client.post(WITHDRAWAL_API.request, { amountPaise: 49900 });
    expect(asked.status, asked.text).toBe(201);

    const refund = await requestedRefund(buyer, orderId);
    expect((await t.admin.client.post(refundApprovePath(refund.id), {})).status).toBe(200);
    expect(await balance()).toMatchObject({ earnedPaise: 0, availablePaise: -49900 });

    const refused = await seller.client.post(WITHDRAWAL_API.request, { amountPaise: 100 });
    expectErrorShape(refused, 409, 'NEGATIVE_BALANCE');
    expect(refused.body.error.message).toBe(WITHDRAWAL_MSG.negativeBalance);

    // A later sale recovers it: withdrawals are possible again once it is above zero.
    await paidBuyer(t, sellerCourse, 'Lekha Later');
    await paidBuyer(t, sellerCourse, 'Mira More');
    expect(await balance()).toMatchObject({ earnedPaise: 99800, availablePaise: 49900 });
    expect((await seller.client.post(WITHDRAWAL_API.request, { amountPaise: 100 })).status).toBe(201);
  });
});

describe.each(databaseDrivers)('a refund happens once under concurrent approvals and confirmations [%s]', (driver) => {
  const t = suiteWithUsers(driver, { ...usualCast('admin', 'instructor'), ...DECIDING_ADMINS });

  it('10 concurrent approvals and a provider confirmation: one provider refund, one credit note, one mail', async () => {
    const courseId = await publishedCourse(t.instructor, 499, 'Raced course');
    const { buyer, orderId, paymentId, enrolmentId } = await paidBuyer(t, courseId, 'Rohan Race');
    const refund = await requestedRefund(buyer, orderId);
    const spy = spyOnRefunds(t);
    try {
      const admins = [t.admin, t.secondAdmin];
      const [confirmed, ...answers] = await Promise.all([
        t.app.services.refunds.completeByProviderRefund('sandbox', `SBXREF-${refund.id}`),
        ...Array.from({ length: 10 }, (_, i) => admins[i % 2]!.client.post(refundApprovePath(refund.id), {})),
      ]);
      for (const res of answers) {
        expect(res.status, res.text).toBe(200);
        expect(['processing', 'refunded']).toContain(res.body.refund.status);
      }
      expect(['completed', 'already', 'unknown']).toContain(confirmed);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(await t.app.services.refunds.completeByProviderRefund('sandbox', `SBXREF-${refund.id}`)).toBe('already');
    } finally {
      spy.mockRestore();
    }
    const [row] = await t.query<{ status: string }>(sql`select status from refunds where id = ${refund.id}`);
    expect(row?.status).toBe('refunded');
    expect((await orderRecord(t, orderId)).status).toBe('Refunded');
    expect((await sandboxPayment(t, paymentId))?.status).toBe('REFUNDED');
    expect(await counts(t, orderId, buyer.userId, courseId)).toEqual(REFUNDED_ONCE);
    expectErrorShape(await buyer.client.get(enrolmentPath(enrolmentId)), 404);
  });

  it('3 concurrent resume rounds over 4 stuck refunds: each asked once, each completed once', async () => {
    const courseId = await publishedCourse(t.instructor, 299, 'Resumed course');
    const bought = [];
    for (const name of ['Asha One', 'Bina Two', 'Chetan Three', 'Dev Four']) {
      const b = await paidBuyer(t, courseId, name);
      await t.query(sql`insert into refunds (order_id, requested_by, reason, status, amount_paise, decided_by, decided_at)
        values (${b.orderId}, ${b.buyer.userId}, ${REASON}, 'processing', 29900, ${t.admin.userId}, now() - interval '5 minutes')`);
      bought.push(b);
    }
    const spy = spyOnRefunds(t);
    try {
      const rounds = await Promise.all([1, 2, 3].map(() => t.app.services.refunds.resumeStuck()));
      expect(rounds.reduce((sum, r) => sum + r.processed, 0)).toBe(4);
      expect(spy).toHaveBeenCalledTimes(4);
    } finally {
      spy.mockRestore();
    }
    for (const b of bought) {
      expect((await orderRecord(t, b.orderId)).status).toBe('Refunded');
      expect(await counts(t, b.orderId, b.buyer.userId, courseId)).toMatchObject({ mails: 1, completed: 1 });
    }
  });
});
