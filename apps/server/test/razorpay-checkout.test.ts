/**
 * Razorpay wired into checkout (issue 21 item 1), against the local stand-in of Razorpay's API and
 * webhook sender: Buy Now with Razorpay, the checkout step's details, the browser's return with
 * Checkout's signature checked before anything is captured, the webhooks (signature over the raw
 * body, replays and out-of-order events harmless), and reconciliation of a Razorpay order whose
 * buyer never came back.
 */
import { RAZORPAY_API, RAZORPAY_MSG, orderRefundPath } from '@cms/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, databaseDrivers, sql, type Driver } from './helpers/app.js';
import { BUYING_CAST, capture, createOrder, publishedCourse } from './helpers/orders.js';
import { orderRecord, ownership } from './helpers/order-records.js';
import { RazorpayStandIn, razorpayEnv, type StandInRefund } from './helpers/razorpay-standin.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers, type Suite } from './helpers/suite.js';
import { expectErrorShape, type TestUser } from './helpers/users.js';

/** The describe's app offering Razorpay (through the stand-in) and PayPal-less, with the buying cast; no background rounds. */
function buyingThroughRazorpay(driver: Driver) {
  const s = new RazorpayStandIn();
  beforeAll(async () => {
    await s.start();
  });
  afterAll(async () => {
    await s.close();
  });
  const t = suiteWithUsers(driver, BUYING_CAST, () => ({ env: { ...razorpayEnv(s), RECONCILE_INTERVAL_MS: '0' } }));
  return { s, t };
}

function steps(s: RazorpayStandIn, t: Suite<'instructor'>) {
  const webhookUrl = () => `${t.url}${RAZORPAY_API.webhook}`;
  return {
    webhookUrl,
    /** Buy Now with Razorpay: our order and the Razorpay order the stand-in holds for it. */
    async buy(buyer: TestUser, title: string, price = 499) {
      const courseId = await publishedCourse(t.instructor, price, title);
      const res = await createOrder(buyer, { courseId, provider: 'razorpay' });
      expect(res.status, res.text).toBe(201);
      const orderId = res.body.orderId as string;
      const razorpayOrder = s.orderFor(orderId)!;
      return { courseId, orderId, approvalUrl: res.body.approvalUrl as string, razorpayOrderId: razorpayOrder.id };
    },
    /** The page's post after Checkout's success handler. */
    returnFromCheckout(
      buyer: TestUser,
      orderId: string,
      razorpayOrderId: string,
      paid: { paymentId: string; signature: string },
    ) {
      return capture(buyer, {
        orderId,
        paymentId: razorpayOrderId,
        payerId: paid.paymentId,
        signature: paid.signature,
      });
    },
    captureCalls: (paymentId: string) => s.requestsTo('POST', new RegExp(`^/v1/payments/${paymentId}/capture$`)),
    receipts: (email: string) =>
      t.query<{ n: number }>(
        sql`select count(*)::int as n from mail_outbox where kind = 'receipt' and to_address = ${email}`,
      ),
    events: (eventId: string) =>
      t.query<{ kind: string }>(
        sql`select kind from payment_events where provider = 'razorpay' and event_id = ${eventId}`,
      ),
  };
}

describe.each(appDrivers)('buying through Razorpay (%s)', (driver) => {
  const { s, t } = buyingThroughRazorpay(driver);
  afterEach(() => {
    s.mode = 'up';
    s.failNext = 0;
  });
  const { buy, returnFromCheckout, captureCalls, receipts, events, webhookUrl } = steps(s, t);

  it('Buy Now offers Razorpay; its approval address is the app’s checkout step, whose details only the buyer gets', async () => {
    const quote = await t.student.client.post('/api/orders/quote', { courseId: await publishedCourse(t.instructor) });
    expect(quote.body.providers).toEqual([{ name: 'razorpay', label: 'UPI, cards, netbanking' }]);

    const { orderId, approvalUrl, razorpayOrderId, courseId } = await buy(t.student, 'Razorpay step', 799);
    expect(approvalUrl).toBe(`${t.url}/checkout/razorpay/${orderId}`);
    expect(s.orders.get(razorpayOrderId)).toMatchObject({ amount: 79_900, currency: 'INR', receipt: orderId });
    expect(await orderRecord(t, orderId)).toMatchObject({ status: 'Pending', payment_id: razorpayOrderId });

    const step = await t.student.client.get(RAZORPAY_API.checkout.replace(':id', orderId));
    expect(step.status, step.text).toBe(200);
    expect(step.body).toEqual({
      orderId,
      courseId,
      courseTitle: 'Razorpay step',
      amountPaise: 79_900,
      currency: 'INR',
      keyId: s.keyId,
      razorpayOrderId,
      scriptUrl: `${s.url}/v1/checkout.js`,
      buyer: { name: t.student.creds.name, email: t.student.creds.email },
    });
    expect(step.text).not.toContain(s.keySecret);
    expectErrorShape(await t.other.client.get(RAZORPAY_API.checkout.replace(':id', orderId)), 403, 'NOT_YOUR_ORDER');
  });

  it('pays by UPI, returns with a valid signature: captured once, Approval, one enrolment, a receipt; again the same', async () => {
    const { orderId, courseId, razorpayOrderId } = await buy(t.lead, 'Razorpay end to end');
    const paid = s.pay(razorpayOrderId, { method: 'upi' });
    const before = (await receipts(t.lead.creds.email))[0]!.n;

    const res = await returnFromCheckout(t.lead, orderId, razorpayOrderId, paid);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, orderId, courseId });
    const row = await orderRecord(t, orderId);
    expect(row).toMatchObject({ status: 'Approval', capture_id: paid.paymentId, payer_id: 'buyer@okicici' });
    expect(s.payments.get(paid.paymentId)!.status).toBe('captured');
    expect(captureCalls(paid.paymentId)).toHaveLength(1);
    expect(await ownership(t, t.lead.userId, courseId)).toEqual({ enrolments: 1, paid: 1 });
    expect((await receipts(t.lead.creds.email))[0]!.n).toBe(before + 1);

    const again = await returnFromCheckout(t.lead, orderId, razorpayOrderId, paid);
    expect(again.body.enrolmentId).toBe(res.body.enrolmentId);
    expect(captureCalls(paid.paymentId)).toHaveLength(1);
    // The step is over once paid.
    expectErrorShape(await t.lead.client.get(RAZORPAY_API.checkout.replace(':id', orderId)), 409, 'ALREADY_OWNED');
  });

  it('a forged or missing signature: 400 before Razorpay is asked, the order stays Pending', async () => {
    const { orderId, razorpayOrderId, courseId } = await buy(t.student, 'Razorpay forged');
    const paid = s.pay(razorpayOrderId);
    const elsewhere = await buy(t.student, 'Razorpay forged elsewhere');
    const otherPaid = s.pay(elsewhere.razorpayOrderId);
    const asked = s.requests.length;
    const forged = await returnFromCheckout(t.student, orderId, razorpayOrderId, {
      paymentId: paid.paymentId,
      signature: paid.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    });
    expectErrorShape(forged, 400, 'INVALID_SIGNATURE');
    expect(forged.body.error.message).toBe(RAZORPAY_MSG.signatureInvalid);
    // The signature of another payment (another order's) does not pay this one.
    expectErrorShape(
      await returnFromCheckout(t.student, orderId, razorpayOrderId, otherPaid),
      400,
      'INVALID_SIGNATURE',
    );
    // The plain return (no signature) does not capture a Razorpay order either.
    const bare = await capture(t.student, { orderId, paymentId: razorpayOrderId, payerId: paid.paymentId });
    expectErrorShape(bare, 400, 'INVALID_SIGNATURE');
    expect(s.requests.length).toBe(asked);
    expect(s.payments.get(paid.paymentId)!.status).toBe('authorized');
    expect((await orderRecord(t, orderId)).status).toBe('Pending');
    expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 0, paid: 0 });
  });

  it('a payment of another amount (a tampered checkout): Rejected, nobody enrolled', async () => {
    const { orderId, razorpayOrderId, courseId } = await buy(t.student, 'Razorpay tampered', 499);
    const paid = s.pay(razorpayOrderId, { amountPaise: 100 });
    expectErrorShape(await returnFromCheckout(t.student, orderId, razorpayOrderId, paid), 409, 'AMOUNT_MISMATCH');
    expect(await orderRecord(t, orderId)).toMatchObject({ status: 'Rejected', capture_id: paid.paymentId });
    expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 0, paid: 0 });
  });

  it('payment.captured before the browser returns: paid by the webhook; the return then answers the same enrolment', async () => {
    const { orderId, razorpayOrderId, courseId } = await buy(t.other, 'Razorpay webhook first');
    const paid = s.pay(razorpayOrderId, { outcome: 'captured', method: 'card' });
    const sent = await s.sendWebhook(webhookUrl(), 'payment.captured', s.payments.get(paid.paymentId)!);
    expect(sent.status, sent.responseBody).toBe(200);
    expect(JSON.parse(sent.responseBody)).toEqual({ received: true, duplicate: false });
    expect(await orderRecord(t, orderId)).toMatchObject({ status: 'Approval', capture_id: paid.paymentId });
    expect(await events(sent.eventId)).toEqual([{ kind: 'payment.captured' }]);

    const res = await returnFromCheckout(t.other, orderId, razorpayOrderId, paid);
    expect(res.status, res.text).toBe(200);
    expect(await ownership(t, t.other.userId, courseId)).toEqual({ enrolments: 1, paid: 1 });
    expect(captureCalls(paid.paymentId)).toHaveLength(0);
  });

  it('a replayed webhook answers 200 and does nothing more: one capture, one receipt', async () => {
    const { orderId, razorpayOrderId } = await buy(t.lead, 'Razorpay replayed');
    const paid = s.pay(razorpayOrderId, { outcome: 'captured' });
    const first = await s.sendWebhook(webhookUrl(), 'payment.captured', s.payments.get(paid.paymentId)!);
    expect(first.status, first.responseBody).toBe(200);
    const receiptsAfter = (await receipts(t.lead.creds.email))[0]!.n;
    const asked = s.requests.length;
    const replay = await s.resend(webhookUrl(), first);
    expect(replay.status, replay.responseBody).toBe(200);
    expect(JSON.parse(replay.responseBody)).toEqual({ received: true, duplicate: true });
    expect(s.requests.length).toBe(asked);
    expect((await receipts(t.lead.creds.email))[0]!.n).toBe(receiptsAfter);
    expect((await orderRecord(t, orderId)).status).toBe('Approval');
  });

  it('a forged webhook is refused with 400 and nothing is done or recorded; a foreign Origin does not matter', async () => {
    const { orderId, razorpayOrderId } = await buy(t.student, 'Razorpay forged webhook');
    const paid = s.pay(razorpayOrderId, { outcome: 'captured' });
    const forged = await s.sendWebhook(webhookUrl(), 'payment.captured', s.payments.get(paid.paymentId)!, {
      forge: true,
    });
    expect(forged.status, forged.responseBody).toBe(400);
    expect(JSON.parse(forged.responseBody).error.code).toBe('INVALID_SIGNATURE');
    expect(await events(forged.eventId)).toEqual([]);
    expect((await orderRecord(t, orderId)).status).toBe('Pending');

    // Signed right, sent with another site's Origin (the webhook is exempt from the Origin check).
    const body = forged.rawBody;
    const { razorpaySignature } = await import('../src/payments/razorpay-signatures.js');
    const res = await fetch(webhookUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://razorpay.example',
        'x-razorpay-signature': razorpaySignature(body, s.webhookSecret),
        'x-razorpay-event-id': `${forged.eventId}x`,
      },
      body,
    });
    expect(res.status, await res.text()).toBe(200);
    expect((await orderRecord(t, orderId)).status).toBe('Approval');
  });

  it('payment.failed leaves the order Pending (the buyer may try again); a later payment still pays it', async () => {
    const { orderId, razorpayOrderId } = await buy(t.student, 'Razorpay failed first');
    const failed = s.pay(razorpayOrderId, { outcome: 'failed' });
    const sent = await s.sendWebhook(webhookUrl(), 'payment.failed', s.payments.get(failed.paymentId)!);
    expect(sent.status, sent.responseBody).toBe(200);
    expect((await orderRecord(t, orderId)).status).toBe('Pending');
    const paid = s.pay(razorpayOrderId);
    expect((await returnFromCheckout(t.student, orderId, razorpayOrderId, paid)).status).toBe(200);
    expect((await orderRecord(t, orderId)).status).toBe('Approval');
  });

  it('refund.processed for a refund we do not know, and payment.captured for an order not ours: 200, ignored', async () => {
    const { razorpayOrderId } = await buy(t.lead, 'Razorpay stray events');
    const paid = s.pay(razorpayOrderId, { outcome: 'captured' });
    const stray = { ...s.payments.get(paid.paymentId)!, order_id: 'order_NotOurs000001' };
    expect((await s.sendWebhook(webhookUrl(), 'payment.captured', stray)).status).toBe(200);
    const refund: StandInRefund = {
      id: 'rfnd_Unknown0000001',
      entity: 'refund',
      amount: 49_900,
      currency: 'INR',
      payment_id: paid.paymentId,
      notes: [],
      receipt: null,
      acquirer_data: { arn: null },
      created_at: 0,
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    expect((await s.sendWebhook(webhookUrl(), 'refund.processed', refund)).status).toBe(200);
  });

  it('Razorpay down when payment.captured arrives: 502 and the event is not kept, so its retry pays the order', async () => {
    const { orderId, razorpayOrderId } = await buy(t.other, 'Razorpay down at webhook');
    const paid = s.pay(razorpayOrderId, { outcome: 'captured' });
    s.failNext = 1;
    const first = await s.sendWebhook(webhookUrl(), 'payment.captured', s.payments.get(paid.paymentId)!);
    expect(first.status, first.responseBody).toBe(502);
    expect(await events(first.eventId)).toEqual([]);
    expect((await orderRecord(t, orderId)).status).toBe('Pending');
    const retry = await s.resend(webhookUrl(), first);
    expect(retry.status, retry.responseBody).toBe(200);
    expect((await orderRecord(t, orderId)).status).toBe('Approval');
  });

  it('reconciliation completes a Razorpay order whose buyer paid and never came back', async () => {
    const { orderId, razorpayOrderId, courseId } = await buy(t.student, 'Razorpay never returned');
    const paid = s.pay(razorpayOrderId);
    await t.query(sql`update orders set created_at = now() - interval '5 minutes',
      updated_at = now() - interval '5 minutes' where id = ${orderId}`);
    const result = await t.app.services.reconcile.runOnce(t.url);
    expect(result.completed).toBeGreaterThanOrEqual(1);
    expect(await orderRecord(t, orderId)).toMatchObject({ status: 'Approval', capture_id: paid.paymentId });
    expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 1, paid: 1 });
  });
});

describe.each(databaseDrivers)('Razorpay: a webhook racing its replay and the browser (%s)', (driver) => {
  const { s, t } = buyingThroughRazorpay(driver);
  const { buy, returnFromCheckout, receipts, webhookUrl } = steps(s, t);

  it('the webhook, its replay and the return at once: one Approval, one enrolment, one receipt', async () => {
    const { orderId, razorpayOrderId, courseId } = await buy(t.student, 'Razorpay race');
    const paid = s.pay(razorpayOrderId);
    s.captureBehindTheBack(paid.paymentId);
    const before = (await receipts(t.student.creds.email))[0]!.n;
    const eventId = 'evt_race_000001';
    const payment = s.payments.get(paid.paymentId)!;
    const answers = await Promise.all([
      s.sendWebhook(webhookUrl(), 'payment.captured', payment, { eventId }),
      s.sendWebhook(webhookUrl(), 'payment.captured', payment, { eventId }),
      returnFromCheckout(t.student, orderId, razorpayOrderId, paid),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await orderRecord(t, orderId)).status).toBe('Approval');
    expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 1, paid: 1 });
    expect((await receipts(t.student.creds.email))[0]!.n).toBe(before + 1);
  });
});

describe.each(appDrivers)('refunding a Razorpay payment (%s)', (driver) => {
  const s = new RazorpayStandIn();
  beforeAll(async () => {
    await s.start();
  });
  afterAll(async () => {
    await s.close();
  });
  const t = suiteWithUsers(driver, { ...BUYING_CAST, ...usualCast('admin') }, () => ({
    env: { ...razorpayEnv(s), RECONCILE_INTERVAL_MS: '0' },
  }));
  const { buy, returnFromCheckout, webhookUrl } = steps(s, t);
  afterEach(() => {
    s.refundStatus = 'processed';
  });

  /** A paid Razorpay order, refunded outright by the admin while Razorpay answers "pending". */
  async function pendingRefund(buyer: TestUser, title: string) {
    const { orderId, razorpayOrderId } = await buy(buyer, title);
    const paid = s.pay(razorpayOrderId);
    expect((await returnFromCheckout(buyer, orderId, razorpayOrderId, paid)).status).toBe(200);
    s.refundStatus = 'pending';
    const res = await t.admin.client.post(orderRefundPath(orderId), { reason: 'Paid for the wrong course.' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.refund.status).toBe('processing');
    const refund = [...s.refunds.values()].find((r) => r.payment_id === paid.paymentId)!;
    expect(refund, 'one refund at Razorpay').toBeDefined();
    return { orderId, ourRefundId: res.body.refund.id as string, refund };
  }

  const documents = (orderId: string) =>
    t.query<{ credit_notes: number; mails: number }>(sql`select
      (select count(*)::int from credit_notes c join refunds r on r.id = c.refund_id where r.order_id = ${orderId}) as credit_notes,
      (select count(*)::int from mail_outbox m join orders o on o.user_email = m.to_address
        where o.id = ${orderId} and m.kind = 'refund-decision') as mails`);

  it('pending at Razorpay, then refund.processed: Refunded with its credit note and mail; the replay changes nothing', async () => {
    const { orderId, refund } = await pendingRefund(t.student, 'Razorpay refunded later');
    expect((await orderRecord(t, orderId)).status).toBe('Approval');
    refund.status = 'processed';
    const sent = await s.sendWebhook(webhookUrl(), 'refund.processed', refund);
    expect(sent.status, sent.responseBody).toBe(200);
    expect((await orderRecord(t, orderId)).status).toBe('Refunded');
    expect(await documents(orderId)).toEqual([{ credit_notes: 1, mails: 1 }]);
    const replay = await s.resend(webhookUrl(), sent);
    expect(JSON.parse(replay.responseBody)).toEqual({ received: true, duplicate: true });
    expect(await documents(orderId)).toEqual([{ credit_notes: 1, mails: 1 }]);
  });

  it('refund.processed before the approval saved Razorpay’s refund id: found by our id it echoes, completed once', async () => {
    const { orderId, ourRefundId, refund } = await pendingRefund(t.lead, 'Razorpay refund raced');
    // As if the webhook came between Razorpay's answer and our saving of its refund id.
    await t.query(sql`update refunds set provider_refund_id = null where id = ${ourRefundId}`);
    refund.status = 'processed';
    const sent = await s.sendWebhook(webhookUrl(), 'refund.processed', refund);
    expect(sent.status, sent.responseBody).toBe(200);
    expect((await orderRecord(t, orderId)).status).toBe('Refunded');
    const [row] = await t.query<{ status: string; provider_refund_id: string }>(
      sql`select status, provider_refund_id from refunds where id = ${ourRefundId}`,
    );
    expect(row).toEqual({ status: 'refunded', provider_refund_id: refund.id });
    expect(await documents(orderId)).toEqual([{ credit_notes: 1, mails: 1 }]);
  });
});

describe.each(appDrivers)('Razorpay not configured (%s)', (driver) => {
  const t = suiteWithUsers(driver, BUYING_CAST);
  it('Buy Now cannot choose it, and its step and webhook are not there', async () => {
    const courseId = await publishedCourse(t.instructor);
    expectErrorShape(await createOrder(t.student, { courseId, provider: 'razorpay' }), 400, 'BAD_REQUEST');
    const res = await fetch(`${t.url}${RAZORPAY_API.webhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': '0'.repeat(64) },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});
