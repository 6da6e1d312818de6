/**
 * The PayPal Orders v2 provider against a local stand-in that speaks PayPal's JSON: first the
 * provider alone (token, create, capture, errors, idempotency keys), then the whole app started
 * with PAYMENT_PROVIDER=paypal, driven over HTTP like the browser and the payer.
 */
import { randomUUID } from 'node:crypto';
import { ORDER_API, PAYMENT_MSG } from '@cms/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { PayPalConfig } from '../src/config/index.js';
import { PayPalProvider } from '../src/payments/paypal.js';
import { PaymentProviderError, decimalToPaise, paiseToDecimal } from '../src/payments/provider.js';
import { appDrivers, databaseDrivers, sql } from './helpers/app.js';
import { buyingThroughPayPal, capture, createOrder, publishedCourse } from './helpers/orders.js';
import { orderRecord, ownership } from './helpers/order-records.js';
import { paymentInput } from './helpers/payment-input.js';
import { PayPalStandIn, startPayPalStandIn } from './helpers/paypal-standin.js';
import { startedFor } from './helpers/servers.js';
import { expectErrorShape, type TestUser } from './helpers/users.js';
import type { Suite } from './helpers/suite.js';

const configFor = (s: PayPalStandIn, overrides: Partial<PayPalConfig> = {}): PayPalConfig => ({
  clientId: s.clientId,
  clientSecret: s.clientSecret,
  mode: 'sandbox',
  baseUrl: s.url,
  ...overrides,
});

describe('amounts', () => {
  it('paise become PayPal decimal strings and back', () => {
    expect(paiseToDecimal(49_900)).toBe('499.00');
    expect(paiseToDecimal(123_456_789)).toBe('1234567.89');
    expect(paiseToDecimal(5)).toBe('0.05');
    expect(() => paiseToDecimal(1.5)).toThrow();
    expect(decimalToPaise('499.00')).toBe(49_900);
    expect(decimalToPaise('499.5')).toBe(49_950);
    expect(decimalToPaise('499')).toBe(49_900);
    for (const bad of ['4.999', '-1.00', 'abc', '', 499, null]) expect(decimalToPaise(bad)).toBeNull();
  });
});

describe('PayPal provider against the stand-in', () => {
  let s: PayPalStandIn;
  startedFor('each test', async () => (s = await startPayPalStandIn()));

  it('asks for a token once (Basic auth, client credentials) and reuses it', async () => {
    const p = new PayPalProvider(configFor(s));
    const created = await Promise.all([p.createPayment(paymentInput()), p.createPayment(paymentInput())]);
    await p.createPayment(paymentInput());
    expect(s.tokenRequests).toHaveLength(1);
    const [tokenRequest] = s.tokenRequests;
    expect(tokenRequest!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${s.clientId}:${s.clientSecret}`).toString('base64')}`,
    );
    expect(tokenRequest!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest!.body).toEqual({ grant_type: 'client_credentials' });
    const creates = s.requestsTo('POST', /^\/v2\/checkout\/orders$/);
    expect(creates).toHaveLength(3);
    expect(new Set(creates.map((r) => r.headers.authorization)).size).toBe(1);
    expect(creates[0]!.headers.authorization).toMatch(/^Bearer A21AA/);
    await p.capture({ paymentId: created[0].paymentId, requestId: randomUUID() });
    expect(s.tokenRequests).toHaveLength(1);
  });

  it('renews the token before it expires, and once more when PayPal refuses it', async () => {
    s.tokenLifetimeSeconds = 2;
    const p = new PayPalProvider(configFor(s), { tokenMarginMs: 60_000 }); // a 2 s token is renewed after 1 s
    await p.createPayment(paymentInput());
    await p.createPayment(paymentInput());
    expect(s.tokenRequests).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1100));
    await p.createPayment(paymentInput());
    expect(s.tokenRequests).toHaveLength(2);

    s.tokenLifetimeSeconds = 3600;
    const q = new PayPalProvider(configFor(s));
    await q.createPayment(paymentInput());
    s.revokeTokens();
    const after = await q.createPayment(paymentInput());
    expect(after.paymentId).toMatch(/^[A-Z0-9]{17}$/);
    expect(s.tokenRequests).toHaveLength(4);
  });

  it('creates an order: intent CAPTURE, our order id, the amount from paise, the return addresses', async () => {
    const p = new PayPalProvider(configFor(s), { brandName: 'CMS' });
    const input = paymentInput(randomUUID(), 129_950);
    const created = await p.createPayment(input);
    expect(created.approvalUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${created.paymentId}`);
    const [req] = s.requestsTo('POST', /^\/v2\/checkout\/orders$/);
    expect(req!.headers['paypal-request-id']).toBe(`create-${input.orderId}`);
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.orderId,
          custom_id: input.orderId,
          description: input.description,
          amount: { currency_code: 'INR', value: '1299.50' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            brand_name: 'CMS',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
    // The same order again (a retried Buy Now request): PayPal answers the same order.
    const again = await p.createPayment(input);
    expect(again.paymentId).toBe(created.paymentId);
    expect(s.orders.size).toBe(1);
  });

  it('captures an approved order; a retry with the same request id gets the same capture', async () => {
    const p = new PayPalProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    const requestId = randomUUID();
    expect(await p.capture({ paymentId, requestId })).toMatchObject({ status: 'not_approved' });
    const payerId = s.approve(paymentId, 'PAYERAAAA1111');
    const first = await p.capture({ paymentId, requestId });
    expect(first).toEqual({
      status: 'completed',
      captureId: expect.stringMatching(/^[A-Z0-9]{17}$/),
      payerId,
      amountPaise: 49_900,
      currency: 'INR',
    });
    const second = await p.capture({ paymentId, requestId });
    expect(second).toEqual(first);
    const captures = s.requestsTo('POST', new RegExp(`^/v2/checkout/orders/${paymentId}/capture$`));
    expect(captures.map((r) => r.headers['paypal-request-id'])).toEqual([requestId, requestId, requestId]);
    expect(s.orders.get(paymentId)!.status).toBe('COMPLETED');
  });

  it('an order captured by an earlier, lost request: reads the order and reports its capture', async () => {
    const p = new PayPalProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    s.approve(paymentId);
    const earlier = s.captureBehindTheBack(paymentId);
    const result = await p.capture({ paymentId, requestId: randomUUID() });
    expect(result).toMatchObject({
      status: 'completed',
      captureId: earlier.purchase_units[0].payments.captures[0].id,
      amountPaise: 49_900,
    });
    expect(s.requestsTo('GET', new RegExp(`^/v2/checkout/orders/${paymentId}$`))).toHaveLength(1);
  });

  it('a refused card is declined; other failures are "unavailable", never an exception', async () => {
    const p = new PayPalProvider(configFor(s), { timeoutMs: 300 });
    const { paymentId } = await p.createPayment(paymentInput());
    s.approve(paymentId);
    s.declineCapture(paymentId);
    expect(await p.capture({ paymentId, requestId: randomUUID() })).toMatchObject({
      status: 'declined',
      reason: expect.stringContaining('INSTRUMENT_DECLINED'),
    });
    expect(await p.capture({ paymentId: 'NOSUCHORDER', requestId: randomUUID() })).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('404'),
    });
    s.failNext = 1;
    expect(await p.capture({ paymentId, requestId: randomUUID() })).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('503'),
    });
    s.delayMs = 2000;
    const started = Date.now();
    expect(await p.capture({ paymentId, requestId: randomUUID() })).toMatchObject({ status: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(1500);
    s.delayMs = 0;
    s.mode = 'down';
    expect(await p.capture({ paymentId, requestId: randomUUID() })).toMatchObject({ status: 'unavailable' });
    await expect(p.createPayment(paymentInput())).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('refunds a capture once per request id (PayPal-Request-Id): repeated, the same refund; again under another id, refused', async () => {
    const p = new PayPalProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput(randomUUID(), 49_900));
    s.approve(paymentId);
    const captured = await p.capture({ paymentId, requestId: randomUUID() });
    if (captured.status !== 'completed') throw new Error(`not captured: ${captured.status}`);
    const requestId = randomUUID();
    const input = { paymentId, captureId: captured.captureId, amountPaise: 49_900, requestId };

    const first = await p.refund(input);
    expect(first).toMatchObject({ status: 'processed', amountPaise: 49_900 });
    const [req] = s.requestsTo('POST', new RegExp(`^/v2/payments/captures/${captured.captureId}/refund$`));
    expect(req!.headers['paypal-request-id']).toBe(requestId);
    expect(req!.body).toMatchObject({ amount: { value: '499.00', currency_code: 'INR' }, invoice_id: requestId });
    expect(await p.refund(input)).toEqual(first);
    expect(s.refunds.size).toBe(1);

    const twice = await p.refund({ ...input, requestId: randomUUID() });
    expect(twice).toMatchObject({ status: 'refused' });
    expect((twice as { reason: string }).reason).toContain('CAPTURE_FULLY_REFUNDED');
    expect(await p.refund({ ...input, captureId: 'NOSUCHCAPTURE0000', requestId: randomUUID() })).toMatchObject({
      status: 'refused',
    });
    s.mode = 'down';
    expect(await p.refund({ ...input, requestId: randomUUID() })).toMatchObject({ status: 'unavailable' });
    s.mode = 'up';
  });

  it('wrong credentials or a closed port: create throws, capture is unavailable', async () => {
    const wrong = new PayPalProvider(configFor(s, { clientSecret: 'wrong' }));
    await expect(wrong.createPayment(paymentInput())).rejects.toThrow(/token refused: 401/);
    expect(await wrong.capture({ paymentId: 'X', requestId: 'Y' })).toMatchObject({ status: 'unavailable' });
    const url = s.url;
    await s.close();
    const gone = new PayPalProvider(configFor(s, { baseUrl: url }));
    await expect(gone.createPayment(paymentInput())).rejects.toBeInstanceOf(PaymentProviderError);
    expect(await gone.capture({ paymentId: 'X', requestId: 'Y' })).toMatchObject({ status: 'unavailable' });
  });
});

/** What the PayPal suites' tests do with their stand-in. */
function payPalSteps(s: PayPalStandIn, t: Suite<'instructor'>) {
  const steps = {
    /** Buy Now through the app: the order, and the PayPal order the stand-in got. */
    async buyNow(buyer: TestUser, courseId: string) {
      const res = await createOrder(buyer, { courseId, price: 1, coursePrice: '1.00' });
      expect(res.status, res.text).toBe(201);
      const orderId = res.body.orderId as string;
      const paypal = s.orderFor(orderId)!;
      expect(paypal, 'PayPal order with our reference id').toBeDefined();
      expect(res.body.approvalUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${paypal.id}`);
      return { orderId, paymentId: paypal.id };
    },
    captureRequests: (paymentId: string) =>
      s.requestsTo('POST', new RegExp(`^/v2/checkout/orders/${paymentId}/capture$`)),
    /** A published course of the instructor, bought with Buy Now by `buyer` and approved at PayPal. */
    async approvedAtPayPal(buyer: TestUser) {
      const courseId = await publishedCourse(t.instructor);
      const { orderId, paymentId } = await steps.buyNow(buyer, courseId);
      return { courseId, orderId, paymentId, payerId: s.approve(paymentId) };
    },
  };
  return steps;
}

describe.each(appDrivers)('buying through PayPal (%s)', (driver) => {
  const { s, t } = buyingThroughPayPal(driver);
  afterEach(() => {
    s.mode = 'up';
    s.failNext = 0;
  });

  const { buyNow, captureRequests, approvedAtPayPal } = payPalSteps(s, t);

  it('Buy Now creates a PayPal order priced by the server, returning to the buyer area', async () => {
    const courseId = await publishedCourse(t.instructor, 499, 'PayPal course');
    const { orderId, paymentId } = await buyNow(t.student, courseId);
    const [req] = s
      .requestsTo('POST', /^\/v2\/checkout\/orders$/)
      .filter((r) => r.body.purchase_units[0].reference_id === orderId);
    expect(req!.body.purchase_units[0].amount).toEqual({ currency_code: 'INR', value: '499.00' });
    expect(req!.body.payment_source.paypal.experience_context).toMatchObject({
      return_url: `${t.url}/student/payment-return`,
      cancel_url: `${t.url}/student/payment-return?cancelled=1`,
      user_action: 'PAY_NOW',
      shipping_preference: 'NO_SHIPPING',
    });
    expect(req!.headers['paypal-request-id']).toBe(`create-${orderId}`);
    expect(await orderRecord(t, orderId)).toMatchObject({ status: 'Pending', payment_id: paymentId });
    const [row] = await t.query<{ provider: string; price_paise: number }>(
      sql`select provider, price_paise from orders where id = ${orderId}`,
    );
    expect(row).toEqual({ provider: 'paypal', price_paise: 49_900 });
    // No sandbox checkout while PayPal is the provider.
    expectErrorShape(await t.student.client.get(`/api/payments/sandbox/${paymentId}`), 404, 'NOT_FOUND');
  });

  it('the payer approves at PayPal, the return page captures: Approval and one enrolment', async () => {
    const courseId = await publishedCourse(t.instructor);
    const { orderId, paymentId } = await buyNow(t.lead, courseId);
    // Back before approving (e.g. the payer closed PayPal's window): not approved, still Pending.
    const early = await capture(t.lead, { paymentId, payerId: 'NOPAYER', orderId });
    expectErrorShape(early, 409, 'NOT_APPROVED');
    expect((await orderRecord(t, orderId)).status).toBe('Pending');

    const payerId = s.approve(paymentId);
    // PayPal returns with ?token={paypal order id}&PayerID=…; the page sends token as paymentId.
    const res = await capture(t.lead, { paymentId, payerId, orderId });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: PAYMENT_MSG.paymentSuccessful, orderId, courseId });
    const row = await orderRecord(t, orderId);
    expect(row).toMatchObject({ status: 'Approval', payer_id: payerId });
    expect(row.capture_id).toBe(s.orders.get(paymentId)!.capture.id);
    expect(captureRequests(paymentId).map((r) => r.headers['paypal-request-id'])).toEqual([orderId, orderId]);
    // Again: answered from our database, PayPal not asked.
    const again = await capture(t.lead, { paymentId, payerId });
    expect(again.body.enrolmentId).toBe(res.body.enrolmentId);
    expect(captureRequests(paymentId)).toHaveLength(2);
    expect(await ownership(t, t.lead.userId, courseId)).toEqual({ enrolments: 1, paid: 1 });
  });

  it('a declined card rejects the order and enrols nobody', async () => {
    const { courseId, orderId, paymentId, payerId } = await approvedAtPayPal(t.student);
    s.declineCapture(paymentId);
    const res = await capture(t.student, { paymentId, payerId, orderId });
    expectErrorShape(res, 402, 'PAYMENT_DECLINED');
    expect(res.body.error.message).toBe(PAYMENT_MSG.declined);
    const row = await orderRecord(t, orderId);
    expect(row.status).toBe('Rejected');
    expect(row.failure_reason).toContain('INSTRUMENT_DECLINED');
    expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 0, paid: 0 });
  });

  it('already captured at PayPal (the first answer was lost): success with one enrolment', async () => {
    const { courseId, orderId, paymentId, payerId } = await approvedAtPayPal(t.student);
    s.captureBehindTheBack(paymentId);
    const res = await capture(t.student, { paymentId, payerId, orderId });
    expect(res.status, res.text).toBe(200);
    expect(s.requestsTo('GET', new RegExp(`^/v2/checkout/orders/${paymentId}$`))).toHaveLength(1);
    expect((await orderRecord(t, orderId)).capture_id).toBe(s.orders.get(paymentId)!.capture.id);
    expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 1, paid: 1 });
  });

  it('PayPal down: 502 and the order stays Pending; once it is back, the capture succeeds', async () => {
    const { courseId, orderId, paymentId, payerId } = await approvedAtPayPal(t.student);
    s.mode = 'down';
    const res = await capture(t.student, { paymentId, payerId, orderId });
    expectErrorShape(res, 502, 'PROVIDER_UNAVAILABLE');
    expect(res.body.error.message).toBe(PAYMENT_MSG.providerUnavailable);
    s.mode = 'up';
    s.failNext = 1;
    expectErrorShape(await capture(t.student, { paymentId, payerId, orderId }), 502, 'PROVIDER_UNAVAILABLE');
    expect((await orderRecord(t, orderId)).status).toBe('Pending');
    expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 0, paid: 0 });
    expect((await capture(t.student, { paymentId, payerId, orderId })).status).toBe(200);
  });

  it('Buy Now while PayPal is down: 502, the order Rejected with the reason, nothing to pay', async () => {
    const courseId = await publishedCourse(t.instructor);
    s.mode = 'down';
    const res = await createOrder(t.student, { courseId });
    expectErrorShape(res, 502, 'PROVIDER_UNAVAILABLE');
    const [row] = await t.query<{ status: string; payment_id: string | null; failure_reason: string }>(
      sql`select status, payment_id, failure_reason from orders where user_id = ${t.student.userId}
          and course_id = ${courseId}`,
    );
    expect(row).toMatchObject({ status: 'Rejected', payment_id: null });
    expect(row!.failure_reason).toMatch(/could not create the payment/);
    s.mode = 'up';
    expect((await createOrder(t.student, { courseId })).status).toBe(201);
  });

  it('a captured amount other than the price rejects the order', async () => {
    const { courseId, orderId, paymentId, payerId } = await approvedAtPayPal(t.student);
    s.payAmount(paymentId, '1.00');
    const res = await capture(t.student, { paymentId, payerId, orderId });
    expectErrorShape(res, 409, 'AMOUNT_MISMATCH');
    expect((await orderRecord(t, orderId)).status).toBe('Rejected');
    expect(await ownership(t, t.student.userId, courseId)).toEqual({ enrolments: 0, paid: 0 });
  });

  it('another buyer cannot capture the order; cancel closes it without asking PayPal', async () => {
    const { orderId, paymentId, payerId } = await approvedAtPayPal(t.student);
    expectErrorShape(await capture(t.other, { paymentId, payerId }), 403, 'NOT_YOUR_ORDER');
    expect(captureRequests(paymentId)).toHaveLength(0);
    const before = s.requests.length;
    const cancelled = await t.student.client.post(ORDER_API.cancel, { paymentId });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(s.requests.length).toBe(before);
    expect((await orderRecord(t, orderId)).status).toBe('Cancelled');
    expectErrorShape(await capture(t.student, { paymentId, payerId, orderId }), 409, 'ORDER_CLOSED');
    expect(captureRequests(paymentId)).toHaveLength(0);
  });

  it('asked PayPal for one token in all of this', () => {
    expect(s.tokenRequests).toHaveLength(1);
  });
});

/** One capture request id and one enrolment under a race: on PostgreSQL the captures really run side by side. */
describe.each(databaseDrivers)('buying through PayPal: concurrent captures (%s)', (driver) => {
  const { s, t } = buyingThroughPayPal(driver);

  const { captureRequests, approvedAtPayPal } = payPalSteps(s, t);

  it('concurrent captures: PayPal is asked with one request id, one enrolment results', async () => {
    const { courseId, orderId, paymentId, payerId } = await approvedAtPayPal(t.other);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => capture(t.other, { paymentId, payerId, orderId })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.enrolmentId)).size).toBe(1);
    expect(new Set(captureRequests(paymentId).map((r) => r.headers['paypal-request-id']))).toEqual(new Set([orderId]));
    expect(await ownership(t, t.other.userId, courseId)).toEqual({ enrolments: 1, paid: 1 });
  });
});
