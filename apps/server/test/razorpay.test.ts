/**
 * The Razorpay provider against a local stand-in that speaks Razorpay's JSON (orders, payments,
 * captures, refunds), and Razorpay's two signatures (Checkout's payment signature, the webhook
 * signature over the raw body) as the stand-in makes and sends them. No app: the checkout wiring
 * is tested where it is built.
 */
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError, type PaymentProvider } from '../src/payments/provider.js';
import type { RazorpayConfig } from '../src/config/index.js';
import { RazorpayProvider } from '../src/payments/razorpay.js';
import { paymentSignatureValid, webhookSignatureValid } from '../src/payments/razorpay-signatures.js';
import { paymentInput } from './helpers/payment-input.js';
import { RazorpayStandIn, startRazorpayStandIn, type SentWebhook } from './helpers/razorpay-standin.js';
import { startedFor } from './helpers/servers.js';

const configFor = (s: RazorpayStandIn, overrides: Partial<RazorpayConfig> = {}): RazorpayConfig => ({
  keyId: s.keyId,
  keySecret: s.keySecret,
  webhookSecret: s.webhookSecret,
  baseUrl: s.url,
  ...overrides,
});

/** Asks `p` to refund `amountPaise` of a payment (on Razorpay the capture is the payment), with a fresh request id unless told. */
const refundOf = (p: RazorpayProvider, paymentId: string, amountPaise: number, requestId: string = randomUUID()) =>
  p.refund({ paymentId, captureId: paymentId, amountPaise, requestId });

const hex = (message: string, secret: string) => createHmac('sha256', secret).update(message).digest('hex');

describe('Razorpay payment signature', () => {
  const secret = 'key-secret-0123456789';
  const good = hex('order_ABC123|pay_XYZ789', secret);

  it('is the hex HMAC-SHA256 of "order_id|payment_id" with the key secret', () => {
    expect(paymentSignatureValid('order_ABC123', 'pay_XYZ789', good, secret)).toBe(true);
    expect(paymentSignatureValid('order_ABC123', 'pay_XYZ789', good.toUpperCase(), secret)).toBe(true);
  });

  it('a forged one fails: another secret, other ids, ids swapped, one digit changed', () => {
    expect(paymentSignatureValid('order_ABC123', 'pay_XYZ789', hex('order_ABC123|pay_XYZ789', 'other'), secret)).toBe(
      false,
    );
    expect(paymentSignatureValid('order_ABC123', 'pay_OTHER1', good, secret)).toBe(false);
    expect(paymentSignatureValid('order_OTHER1', 'pay_XYZ789', good, secret)).toBe(false);
    expect(paymentSignatureValid('pay_XYZ789', 'order_ABC123', good, secret)).toBe(false);
    const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    expect(paymentSignatureValid('order_ABC123', 'pay_XYZ789', flipped, secret)).toBe(false);
  });

  it('malformed input is false, never an exception', () => {
    const cases: [unknown, unknown, unknown, unknown][] = [
      ['order_ABC123', 'pay_XYZ789', good.slice(0, 62), secret],
      ['order_ABC123', 'pay_XYZ789', `${good}00`, secret],
      ['order_ABC123', 'pay_XYZ789', `zz${good.slice(2)}`, secret],
      ['order_ABC123', 'pay_XYZ789', '', secret],
      ['order_ABC123', 'pay_XYZ789', undefined, secret],
      ['order_ABC123', 'pay_XYZ789', 42, secret],
      ['order_ABC123', 'pay_XYZ789', { length: 64 }, secret],
      ['order_ABC123', 'pay_XYZ789', good, ''],
      ['order_ABC123', 'pay_XYZ789', good, undefined],
      ['', 'pay_XYZ789', hex('|pay_XYZ789', secret), secret],
      ['order_ABC123', null, good, secret],
      [['order_ABC123'], 'pay_XYZ789', good, secret],
    ];
    for (const [orderId, paymentId, signature, key] of cases) {
      expect(paymentSignatureValid(orderId, paymentId, signature, key)).toBe(false);
    }
  });
});

/** A local receiver of the stand-in's webhooks: the exact bytes and headers that arrived. */
function webhookReceiver() {
  const received: { raw: Buffer; headers: http.IncomingHttpHeaders }[] = [];
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ raw: Buffer.concat(chunks), headers: req.headers });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/razorpay/webhook`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { received, url: () => url };
}

describe('Razorpay webhook signature, over the bytes the stand-in sends', () => {
  let s: RazorpayStandIn;
  const receiver = webhookReceiver();
  startedFor('all tests', async () => (s = await startRazorpayStandIn()));

  /** A captured payment of a fresh order, and the webhook announcing it as it arrived. */
  async function capturedWebhook(options: { forge?: boolean } = {}) {
    const p = new RazorpayProvider(configFor(s));
    const { paymentId: orderId } = await p.createPayment(paymentInput());
    const { paymentId } = s.pay(orderId, { outcome: 'captured' });
    const sent = await s.sendWebhook(receiver.url(), 'payment.captured', s.payments.get(paymentId)!, options);
    const arrived = receiver.received.at(-1)!;
    return { p, sent, arrived, paymentId, orderId };
  }

  it('a webhook as Razorpay sends it: its signature checks out over the raw body', async () => {
    const { p, sent, arrived, paymentId, orderId } = await capturedWebhook();
    expect(sent.status).toBe(200);
    expect(arrived.raw.toString('utf8')).toBe(sent.rawBody);
    expect(arrived.headers['x-razorpay-event-id']).toBe(sent.eventId);
    const event = JSON.parse(arrived.raw.toString('utf8'));
    expect(event).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured', amount: 49_900 } } },
    });
    expect(typeof event.created_at).toBe('number');
    const signature = arrived.headers['x-razorpay-signature'];
    expect(webhookSignatureValid(arrived.raw, signature, s.webhookSecret)).toBe(true);
    expect(webhookSignatureValid(arrived.raw.toString('utf8'), signature, s.webhookSecret)).toBe(true);
    expect(p.verifyWebhookSignature(arrived.raw, signature)).toBe(true);
  });

  it('a forged signature fails; so does the body changed by one byte or re-serialised', async () => {
    const forged = await capturedWebhook({ forge: true });
    expect(
      webhookSignatureValid(forged.arrived.raw, forged.arrived.headers['x-razorpay-signature'], s.webhookSecret),
    ).toBe(false);
    expect(forged.p.verifyWebhookSignature(forged.arrived.raw, forged.arrived.headers['x-razorpay-signature'])).toBe(
      false,
    );

    const { arrived } = await capturedWebhook();
    const signature = arrived.headers['x-razorpay-signature'];
    const changed = Buffer.from(arrived.raw);
    const at = changed.indexOf('49900');
    changed[at] = '5'.charCodeAt(0); // 49900 → 59900
    expect(webhookSignatureValid(changed, signature, s.webhookSecret)).toBe(false);
    const pretty = JSON.stringify(JSON.parse(arrived.raw.toString('utf8')), null, 1);
    expect(webhookSignatureValid(pretty, signature, s.webhookSecret)).toBe(false);
    expect(webhookSignatureValid(arrived.raw, signature, 'another-secret')).toBe(false);
  });

  it('malformed input is false, never an exception', async () => {
    const { arrived } = await capturedWebhook();
    const signature = arrived.headers['x-razorpay-signature'] as string;
    for (const [body, sig, secret] of [
      [arrived.raw, undefined, s.webhookSecret],
      [arrived.raw, ['a', 'b'], s.webhookSecret],
      [arrived.raw, 'not hex at all', s.webhookSecret],
      [arrived.raw, signature.slice(1), s.webhookSecret],
      [arrived.raw, signature, ''],
      [null, signature, s.webhookSecret],
      [JSON.parse(arrived.raw.toString('utf8')), signature, s.webhookSecret],
    ] as [unknown, unknown, unknown][]) {
      expect(webhookSignatureValid(body, sig, secret)).toBe(false);
    }
  });

  it('a replay sends the same bytes, event id and signature again; refund.processed carries the refund and payment', async () => {
    const { p, sent, paymentId } = await capturedWebhook();
    const count = receiver.received.length;
    const again: SentWebhook = await s.resend(receiver.url(), sent);
    expect(receiver.received).toHaveLength(count + 1);
    expect(receiver.received.at(-1)!.raw.toString('utf8')).toBe(sent.rawBody);
    expect(again.headers).toEqual(sent.headers);

    const refunded = await refundOf(p, paymentId, 49_900);
    expect(refunded.status).toBe('processed');
    const refund = s.refunds.get((refunded as { refundId: string }).refundId)!;
    await s.sendWebhook(receiver.url(), 'refund.processed', refund);
    const arrived = receiver.received.at(-1)!;
    expect(webhookSignatureValid(arrived.raw, arrived.headers['x-razorpay-signature'], s.webhookSecret)).toBe(true);
    expect(JSON.parse(arrived.raw.toString('utf8'))).toMatchObject({
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: refund.id, payment_id: paymentId, amount: 49_900, status: 'processed' } },
        payment: { entity: { id: paymentId, status: 'refunded', amount_refunded: 49_900 } },
      },
    });
  });
});

describe('Razorpay provider against the stand-in', () => {
  let s: RazorpayStandIn;
  startedFor('each test', async () => (s = await startRazorpayStandIn()));

  const captureRequests = () => s.requestsTo('POST', /^\/v1\/payments\/[^/]+\/capture$/);

  it('creates an order: amount in paise, INR, our order id as receipt and note, Basic auth; checkout is our page', async () => {
    const p = new RazorpayProvider(configFor(s));
    const input = paymentInput(randomUUID(), 129_950);
    const created = await p.createPayment(input);
    expect(created.paymentId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(created.approvalUrl).toBe(`http://127.0.0.1:3000/checkout/razorpay/${input.orderId}`);
    const [req] = s.requestsTo('POST', /^\/v1\/orders$/);
    expect(req!.headers.authorization).toBe(`Basic ${Buffer.from(`${s.keyId}:${s.keySecret}`).toString('base64')}`);
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toEqual({
      amount: 129_950,
      currency: 'INR',
      receipt: input.orderId,
      notes: { orderId: input.orderId },
    });
    expect(s.orderFor(input.orderId)).toMatchObject({ id: created.paymentId, amount: 129_950, status: 'created' });
    expect(p.name).toBe('razorpay');
    expect(p.keyId).toBe(s.keyId);
  });

  it('the checkout address escapes the order id and keeps only the return address origin', async () => {
    const p = new RazorpayProvider(configFor(s));
    const created = await p.createPayment({
      ...paymentInput('a b/c'),
      returnUrl: 'https://cms.example.in/lead/payment-return?x=1',
    });
    expect(created.approvalUrl).toBe('https://cms.example.in/checkout/razorpay/a%20b%2Fc');
  });

  it('create fails with PaymentProviderError: wrong key, refused amount, Razorpay down', async () => {
    const wrong = new RazorpayProvider(configFor(s, { keySecret: 'wrong' }));
    await expect(wrong.createPayment(paymentInput())).rejects.toThrow(/401 BAD_REQUEST_ERROR: Authentication failed/);
    const p = new RazorpayProvider(configFor(s));
    await expect(p.createPayment(paymentInput(randomUUID(), 50))).rejects.toThrow(/amount must be atleast/);
    s.failNext = 1;
    await expect(p.createPayment(paymentInput())).rejects.toThrow(/500 SERVER_ERROR/);
    s.mode = 'down';
    await expect(p.createPayment(paymentInput())).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('captures an authorised UPI payment for its amount; a repeat is the same result without a second capture', async () => {
    const p = new RazorpayProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    const paid = s.pay(paymentId, { method: 'upi', outcome: 'authorized' });
    const first = await p.capture({ paymentId, requestId: randomUUID() });
    expect(first).toEqual({
      status: 'completed',
      captureId: paid.paymentId,
      payerId: 'buyer@okicici',
      amountPaise: 49_900,
      currency: 'INR',
    });
    expect(captureRequests()).toHaveLength(1);
    expect(captureRequests()[0]!.path).toBe(`/v1/payments/${paid.paymentId}/capture`);
    expect(captureRequests()[0]!.body).toEqual({ amount: 49_900, currency: 'INR' });
    expect(s.payments.get(paid.paymentId)!.status).toBe('captured');

    const second = await p.capture({ paymentId, requestId: randomUUID() });
    expect(second).toEqual(first);
    expect(captureRequests()).toHaveLength(1);
  });

  it('a card payment Razorpay captured itself is completed without a capture call; the payer is the email', async () => {
    const p = new RazorpayProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    const paid = s.pay(paymentId, { method: 'card', outcome: 'captured' });
    expect(await p.capture({ paymentId, requestId: randomUUID() })).toEqual({
      status: 'completed',
      captureId: paid.paymentId,
      payerId: 'buyer@example.com',
      amountPaise: 49_900,
      currency: 'INR',
    });
    expect(captureRequests()).toHaveLength(0);
  });

  it('captured meanwhile by another request ("already been captured"): re-reads the payment and completes', async () => {
    const p = new RazorpayProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    const paid = s.pay(paymentId);
    s.onRequest = (r) => {
      if (r.method === 'POST' && r.path.endsWith('/capture')) s.captureBehindTheBack(paid.paymentId);
    };
    expect(await p.capture({ paymentId, requestId: randomUUID() })).toMatchObject({
      status: 'completed',
      captureId: paid.paymentId,
      amountPaise: 49_900,
    });
    expect(s.requestsTo('GET', new RegExp(`^/v1/payments/${paid.paymentId}$`))).toHaveLength(1);
  });

  it('concurrent captures all complete with the one payment, captured once', async () => {
    const p = new RazorpayProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    const paid = s.pay(paymentId);
    const results = await Promise.all(Array.from({ length: 5 }, () => p.capture({ paymentId, requestId: 'x' })));
    for (const result of results) {
      expect(result).toEqual({
        status: 'completed',
        captureId: paid.paymentId,
        payerId: 'buyer@okicici',
        amountPaise: 49_900,
        currency: 'INR',
      });
    }
    expect(s.payments.get(paid.paymentId)).toMatchObject({ status: 'captured', amount: 49_900 });
  });

  it('reports the amount Razorpay took exactly, even when it is not the order amount (the order service compares)', async () => {
    const p = new RazorpayProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    s.pay(paymentId, { amountPaise: 100 });
    expect(await p.capture({ paymentId, requestId: randomUUID() })).toMatchObject({
      status: 'completed',
      amountPaise: 100,
    });
    expect(captureRequests()[0]!.body).toEqual({ amount: 100, currency: 'INR' });
  });

  it("only failed payments: declined with Razorpay's reason; a later successful attempt still completes", async () => {
    const p = new RazorpayProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    s.pay(paymentId, { method: 'card', outcome: 'failed', errorDescription: 'Your card was declined by the bank.' });
    expect(await p.capture({ paymentId, requestId: randomUUID() })).toEqual({
      status: 'declined',
      reason: expect.stringContaining('Your card was declined by the bank.'),
    });
    expect(captureRequests()).toHaveLength(0);
    const retried = s.pay(paymentId, { method: 'upi' });
    expect(await p.capture({ paymentId, requestId: randomUUID() })).toMatchObject({
      status: 'completed',
      captureId: retried.paymentId,
    });
  });

  it('no payment yet: not approved', async () => {
    const p = new RazorpayProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    expect(await p.capture({ paymentId, requestId: randomUUID() })).toMatchObject({ status: 'not_approved' });
  });

  it('Razorpay failing, hanging, down or not knowing the order: unavailable, never an exception', async () => {
    const p = new RazorpayProvider(configFor(s), { timeoutMs: 300 });
    const { paymentId } = await p.createPayment(paymentInput());
    s.pay(paymentId);
    s.failNext = 1;
    expect(await p.capture({ paymentId, requestId: 'r' })).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('500'),
    });
    s.failNext = 0;
    expect(await p.capture({ paymentId: 'order_NoSuchOrder123', requestId: 'r' })).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('does not exist'),
    });
    s.delayMs = 2000;
    const started = Date.now();
    expect(await p.capture({ paymentId, requestId: 'r' })).toMatchObject({ status: 'unavailable' });
    expect(await p.lookup(paymentId)).toMatchObject({ status: 'unavailable' });
    expect(await refundOf(p, 'pay_X', 100)).toMatchObject({ status: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(1800);
    s.delayMs = 0;
    s.mode = 'down';
    expect(await p.capture({ paymentId, requestId: 'r' })).toMatchObject({ status: 'unavailable' });
    s.mode = 'up';
    const wrong = new RazorpayProvider(configFor(s, { keySecret: 'wrong' }));
    expect(await wrong.capture({ paymentId, requestId: 'r' })).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('401'),
    });
    expect(captureRequests()).toHaveLength(0);
    expect(s.paymentsOf(paymentId).map((x) => x.status)).toEqual(['authorized']);
  });

  it('lookup: created awaits approval, attempted is approved, paid is captured, an unknown order is closed', async () => {
    const p = new RazorpayProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    expect(await p.lookup(paymentId)).toEqual({ status: 'awaiting_approval' });
    s.pay(paymentId, { outcome: 'failed' });
    expect(await p.lookup(paymentId)).toEqual({ status: 'approved' });
    s.pay(paymentId, { outcome: 'captured' });
    expect(await p.lookup(paymentId)).toEqual({ status: 'captured' });
    expect(await p.lookup('order_NoSuchOrder123')).toEqual({
      status: 'closed',
      reason: expect.stringContaining('The id provided does not exist'),
    });
    s.mode = 'down';
    expect(await p.lookup(paymentId)).toMatchObject({ status: 'unavailable' });
  });

  it('cancel asks Razorpay nothing (its orders cannot be cancelled)', async () => {
    const p: PaymentProvider = new RazorpayProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    const before = s.requests.length;
    await p.cancel(paymentId);
    expect(s.requests).toHaveLength(before);
  });

  it('refunds a captured payment once per request id: repeated, the same refund; partial, then the rest', async () => {
    const p = new RazorpayProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    const paid = s.pay(paymentId, { outcome: 'captured' });
    const requestId = randomUUID();
    const first = await refundOf(p, paid.paymentId, 20_000, requestId);
    expect(first).toEqual({ status: 'processed', refundId: expect.stringMatching(/^rfnd_/), amountPaise: 20_000 });
    const [req] = s.requestsTo('POST', new RegExp(`^/v1/payments/${paid.paymentId}/refund$`));
    expect(req!.headers['x-refund-idempotency']).toBe(requestId);
    expect(req!.body).toEqual({ amount: 20_000, receipt: requestId, notes: { requestId } });

    expect(await refundOf(p, paid.paymentId, 20_000, requestId)).toEqual(first);
    expect(s.refunds.size).toBe(1);
    expect(s.payments.get(paid.paymentId)).toMatchObject({ amount_refunded: 20_000, refund_status: 'partial' });

    s.refundStatus = 'pending';
    const rest = await refundOf(p, paid.paymentId, 29_900);
    expect(rest).toMatchObject({ status: 'pending', amountPaise: 29_900 });
    expect(s.payments.get(paid.paymentId)).toMatchObject({ status: 'refunded', refund_status: 'full' });
    expect(s.refunds.size).toBe(2);
  });

  it('a refund Razorpay refuses is refused: more than is left, an uncaptured payment, an unknown payment', async () => {
    const p = new RazorpayProvider(configFor(s));
    const { paymentId } = await p.createPayment(paymentInput());
    const captured = s.pay(paymentId, { outcome: 'captured' });
    expect(await refundOf(p, captured.paymentId, 50_000)).toEqual({
      status: 'refused',
      reason: expect.stringContaining('greater than amount captured'),
    });
    const other = await p.createPayment(paymentInput());
    const authorized = s.pay(other.paymentId);
    expect(await refundOf(p, authorized.paymentId, 100)).toMatchObject({ status: 'refused' });
    expect(await refundOf(p, 'pay_NoSuchPayment1', 100)).toMatchObject({ status: 'refused' });
    expect(s.refunds.size).toBe(0);
    s.failNext = 1;
    expect(await refundOf(p, captured.paymentId, 100)).toMatchObject({ status: 'unavailable' });
  });

  it('the payment signature Checkout hands the browser verifies with the key secret, and only for its order', async () => {
    const p = new RazorpayProvider(configFor(s));
    const a = await p.createPayment(paymentInput());
    const b = await p.createPayment(paymentInput());
    const paid = s.pay(a.paymentId);
    expect(paid.signature).toBe(hex(`${a.paymentId}|${paid.paymentId}`, s.keySecret));
    expect(p.verifyPaymentSignature(a.paymentId, paid.paymentId, paid.signature)).toBe(true);
    expect(p.verifyPaymentSignature(b.paymentId, paid.paymentId, paid.signature)).toBe(false);
    const other = new RazorpayProvider(configFor(s, { keySecret: 'another-secret' }));
    expect(other.verifyPaymentSignature(a.paymentId, paid.paymentId, paid.signature)).toBe(false);
  });
});
