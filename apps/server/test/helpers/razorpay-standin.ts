/**
 * A local stand-in for Razorpay's API (Orders, Payments, Refunds) and its webhook sender, on
 * 127.0.0.1 and a random port, answering with the JSON Razorpay documents
 * (https://razorpay.com/docs/api/orders/, …/payments/, …/refunds/; errors as
 * `{ error: { code, description, source, step, reason, metadata } }`). It checks Basic auth
 * (key_id:key_secret), records every request, replays a refund repeated with the same
 * X-Refund-Idempotency key, and lets a test act as the buyer in Razorpay Checkout (`pay`: UPI or
 * card, authorised, captured or failed, for the order's amount or another), make Razorpay fail or
 * hang, and send webhooks signed as Razorpay signs them.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { razorpaySignature } from '../../src/payments/razorpay-signatures.js';
import { LoopbackStandIn } from './loopback-server.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or null. */
  body: any;
}

export interface StandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface StandInPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'upi' | 'card';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: null;
  wallet: null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface StandInRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

export interface PayOptions {
  method?: 'upi' | 'card';
  /** authorized: the buyer paid and the merchant captures; captured: auto-captured; failed: refused. */
  outcome?: 'authorized' | 'captured' | 'failed';
  /** The amount paid, when not the order's (what a tampered checkout would report). */
  amountPaise?: number;
  /** A failed payment's error_description. */
  errorDescription?: string;
}

export type WebhookEvent = 'payment.captured' | 'payment.failed' | 'refund.processed';

/** A webhook as sent: the exact bytes, headers and answer, to send again (a replay) with `resend`. */
export interface SentWebhook {
  rawBody: string;
  headers: Record<string, string>;
  eventId: string;
  status: number;
  responseBody: string;
}

export interface StandInOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
}

const id = (prefix: string) =>
  `${prefix}_${randomBytes(14)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(14, 'Q')
    .slice(0, 14)}`;
const unix = () => Math.floor(Date.now() / 1000);

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

/** Where the stand-in serves its Razorpay Checkout (RAZORPAY_CHECKOUT_URL of the apps it serves). */
export const CHECKOUT_SCRIPT_PATH = '/v1/checkout.js';
const CHECKOUT_PAY_PATH = '/v1/checkout/pay';

/**
 * A stand-in for Razorpay Checkout's script for browser journeys: `new Razorpay(options).open()`
 * shows a small dialog (as Checkout's own window) with "Pay by UPI" and "Cancel". Paying loads
 * CHECKOUT_PAY_PATH as a script (the app's CSP allows the Checkout origin's scripts, not its
 * fetches), which pays the order in the stand-in and calls back with Checkout's handler argument;
 * Cancel (or Escape) calls `modal.ondismiss`, as closing Checkout does.
 */
const FAKE_CHECKOUT_JS = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var calls = 0;
  function Razorpay(options) { this.options = options || {}; this.handlers = {}; }
  Razorpay.prototype.on = function (event, fn) { this.handlers[event] = fn; };
  Razorpay.prototype.open = function () {
    var o = this.options, self = this;
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Razorpay Checkout (stand-in)');
    box.style.cssText = 'position:fixed;inset:auto 0 0 0;margin:auto;max-width:22rem;top:20%;height:max-content;' +
      'padding:1rem;background:#fff;color:#111;border:1px solid #888;border-radius:8px;z-index:2147483647;font:16px sans-serif';
    var title = document.createElement('p');
    title.textContent = (o.name || 'Checkout') + ': ' + (o.description || '') + ' (' + (o.amount / 100).toFixed(2) + ' ' + o.currency + ')';
    var pay = document.createElement('button');
    pay.type = 'button';
    pay.textContent = 'Pay by UPI';
    var cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel';
    box.append(title, pay, cancel);
    document.body.appendChild(box);
    pay.focus();
    function close() { box.remove(); }
    cancel.onclick = function () { close(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); };
    box.onkeydown = function (e) { if (e.key === 'Escape') cancel.onclick(); };
    pay.onclick = function () {
      var name = '__razorpayStandIn' + (++calls);
      window[name] = function (answer) {
        delete window[name];
        close();
        if (answer.error) { if (self.handlers['payment.failed']) self.handlers['payment.failed']({ error: answer.error }); }
        else o.handler(answer);
      };
      var s = document.createElement('script');
      s.src = origin + '${'/v1/checkout/pay'}?key=' + encodeURIComponent(o.key) + '&order_id=' + encodeURIComponent(o.order_id) + '&callback=' + name;
      document.head.appendChild(s);
    };
  };
  window.Razorpay = Razorpay;
})();
`;

/** Razorpay's error shape. */
const error = (status: number, description: string, more: { field?: string; reason?: string; step?: string } = {}) => ({
  status,
  body: {
    error: {
      code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: status === 401 ? 'NA' : 'business',
      step: more.step ?? 'NA',
      reason: more.reason ?? (status === 401 ? 'NA' : 'input_validation_failed'),
      metadata: {},
      ...(more.field ? { field: more.field } : {}),
    },
  },
});

const DEFAULT_FAILURE =
  'Your payment could not be completed due to a temporary technical issue. To retry, go back and try again.';

export class RazorpayStandIn extends LoopbackStandIn {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  readonly requests: RecordedRequest[] = [];
  readonly orders = new Map<string, StandInOrder>();
  readonly payments = new Map<string, StandInPayment>();
  readonly refunds = new Map<string, StandInRefund>();
  /** 'down': every connection is cut without an answer. */
  mode: 'up' | 'down' = 'up';
  /** Answer the next N API calls with 500. */
  failNext = 0;
  /** Wait this long before answering API calls (a hanging Razorpay). */
  delayMs = 0;
  /** Called with every request as it arrives, before it is answered (e.g. to act behind the app's back). */
  onRequest: ((request: RecordedRequest) => void) | null = null;
  /** Status new refunds get. */
  refundStatus: 'processed' | 'pending' = 'processed';
  /** Refund answers by idempotency key, with the body that made them. */
  private readonly refundReplies = new Map<string, { body: string; answer: { status: number; body: unknown } }>();

  constructor(options: StandInOptions = {}) {
    super();
    this.keyId = options.keyId ?? id('rzp_test');
    this.keySecret = options.keySecret ?? randomBytes(18).toString('base64url');
    this.webhookSecret = options.webhookSecret ?? randomBytes(18).toString('base64url');
  }

  protected failure(err: unknown) {
    return error(500, String(err)).body;
  }

  // ---- what the test does ------------------------------------------------------------------

  /**
   * The buyer pays the order in Razorpay Checkout. Returns what Checkout hands the browser:
   * razorpay_payment_id and razorpay_signature (hex HMAC-SHA256 of "order_id|payment_id" with the key secret).
   */
  pay(orderId: string, options: PayOptions = {}): { paymentId: string; signature: string } {
    const order = this.order(orderId);
    const outcome = options.outcome ?? 'authorized';
    const method = options.method ?? 'upi';
    const failed = outcome === 'failed';
    const payment: StandInPayment = {
      id: id('pay'),
      entity: 'payment',
      amount: options.amountPaise ?? order.amount,
      currency: order.currency,
      status: failed ? 'failed' : 'authorized',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      card_id: method === 'card' ? id('card') : null,
      bank: null,
      wallet: null,
      vpa: method === 'upi' ? 'buyer@okicici' : null,
      email: 'buyer@example.com',
      contact: '+919000090000',
      notes: [],
      fee: null,
      tax: null,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? (options.errorDescription ?? DEFAULT_FAILURE) : null,
      error_source: failed ? (method === 'upi' ? 'customer' : 'bank') : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_failed' : null,
      acquirer_data: method === 'upi' ? { rrn: String(Date.now()).slice(-12) } : { auth_code: '123456' },
      created_at: unix(),
    };
    this.payments.set(payment.id, payment);
    order.attempts++;
    if (order.status === 'created') order.status = 'attempted';
    if (outcome === 'captured') this.doCapture(payment);
    return { paymentId: payment.id, signature: razorpaySignature(`${order.id}|${payment.id}`, this.keySecret) };
  }

  /** Captures an authorised payment as an earlier request would have whose answer the app never saw. */
  captureBehindTheBack(paymentId: string): StandInPayment {
    const payment = this.payment(paymentId);
    this.doCapture(payment);
    return payment;
  }

  /** The Razorpay order created with our order id as receipt. */
  orderFor(receipt: string): StandInOrder | undefined {
    return [...this.orders.values()].find((o) => o.receipt === receipt);
  }

  /** The payments of a Razorpay order, oldest first. */
  paymentsOf(orderId: string): StandInPayment[] {
    return [...this.payments.values()].filter((p) => p.order_id === orderId);
  }

  requestsTo(method: string, pathPattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pathPattern.test(r.path));
  }

  /**
   * POSTs a webhook as Razorpay does: `{ entity: 'event', account_id, event, contains, payload,
   * created_at }` with X-Razorpay-Signature over the exact bytes sent and X-Razorpay-Event-Id.
   * `entity`: the payment (payment.*) or the refund (refund.processed; its payment is added as
   * Razorpay does). `secret` signs instead of the webhook secret; `forge` signs with a wrong one.
   */
  async sendWebhook(
    url: string,
    event: WebhookEvent,
    entity: StandInPayment | StandInRefund,
    options: { secret?: string; forge?: boolean; eventId?: string } = {},
  ): Promise<SentWebhook> {
    const payload: Record<string, { entity: unknown }> = {};
    if (event === 'refund.processed') {
      payload.refund = { entity };
      const payment = this.payments.get((entity as StandInRefund).payment_id);
      if (payment) payload.payment = { entity: payment };
    } else {
      payload.payment = { entity };
    }
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_StandIn00000001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unix(),
    });
    const secret = options.forge
      ? `${options.secret ?? this.webhookSecret}-forged`
      : (options.secret ?? this.webhookSecret);
    const eventId = options.eventId ?? `${randomBytes(7).toString('hex')}`;
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': razorpaySignature(rawBody, secret),
      'x-razorpay-event-id': eventId,
      'user-agent': 'Razorpay-Webhook/v1',
    };
    return this.post(url, rawBody, headers, eventId);
  }

  /** Sends a webhook again, byte for byte (Razorpay retries until it gets a 2xx; an attacker may replay). */
  resend(url: string, sent: SentWebhook): Promise<SentWebhook> {
    return this.post(url, sent.rawBody, sent.headers, sent.eventId);
  }

  private async post(url: string, rawBody: string, headers: Record<string, string>, eventId: string) {
    const res = await fetch(url, { method: 'POST', headers, body: rawBody, signal: AbortSignal.timeout(10_000) });
    return { rawBody, headers, eventId, status: res.status, responseBody: await res.text() };
  }

  private order(orderId: string): StandInOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`stand-in has no order ${orderId}`);
    return order;
  }

  private payment(paymentId: string): StandInPayment {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`stand-in has no payment ${paymentId}`);
    return payment;
  }

  private doCapture(payment: StandInPayment): void {
    payment.status = 'captured';
    payment.captured = true;
    payment.fee = Math.round(payment.amount * 0.02);
    payment.tax = Math.round(payment.fee * 0.18);
    const order = this.order(payment.order_id);
    order.status = 'paid';
    order.amount_paid = payment.amount;
    order.amount_due = Math.max(0, order.amount - payment.amount);
  }

  // ---- HTTP --------------------------------------------------------------------------------

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: any = null;
    if (raw && (req.headers['content-type'] ?? '').includes('application/json')) body = JSON.parse(raw);
    const path = (req.url ?? '/').split('?')[0]!;
    const method = req.method ?? 'GET';
    const recorded = { method, path, headers: req.headers, body };
    this.requests.push(recorded);
    this.onRequest?.(recorded);

    if (this.mode === 'down') {
      req.socket.destroy();
      return;
    }
    // Razorpay Checkout in the browser (no API credentials there): the script, and its "payment".
    if (method === 'GET' && path === CHECKOUT_SCRIPT_PATH) return this.script(res, FAKE_CHECKOUT_JS);
    if (method === 'GET' && path === CHECKOUT_PAY_PATH) return this.checkoutPay(req, res);
    const send = ({ status, body: payload }: { status: number; body: unknown }) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return send(error(401, 'Authentication failed'));
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.failNext > 0) {
      this.failNext--;
      return send(error(500, 'The server encountered an error. The incident has been reported to admins.'));
    }

    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const key = req.headers['x-refund-idempotency'];
      if (typeof key === 'string') {
        if (!IDEMPOTENCY_KEY.test(key)) return send(error(400, 'The idempotency key is invalid'));
        const stored = this.refundReplies.get(key);
        if (stored && stored.body !== raw) {
          return send(error(400, 'Different request with the same idempotency key has already been processed.'));
        }
        if (stored) return send(stored.answer);
        const answer = this.refund(decodeURIComponent(refund[1]!), body);
        if (answer.status === 200) this.refundReplies.set(key, { body: raw, answer });
        return send(answer);
      }
      return send(this.refund(decodeURIComponent(refund[1]!), body));
    }
    return send(this.route(method, path, body));
  }

  private script(res: ServerResponse, source: string): void {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(source);
  }

  /**
   * The fake Checkout's payment: the buyer pays the order by UPI (`pay`) and the script answers the
   * page's callback with what Razorpay Checkout hands its handler (a valid signature). A wrong key
   * id or an unknown order answers the callback with an error instead.
   */
  private checkoutPay(req: IncomingMessage, res: ServerResponse): void {
    const query = new URL(req.url ?? '/', 'http://stand-in').searchParams;
    const callback = query.get('callback') ?? '';
    if (!/^[A-Za-z_$][\w$]{0,80}$/.test(callback)) return this.script(res, '/* no callback */');
    const orderId = query.get('order_id') ?? '';
    let answer: unknown;
    if (query.get('key') !== this.keyId)
      answer = { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid key id' } };
    else if (!this.orders.has(orderId))
      answer = { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid order id' } };
    else {
      const paid = this.pay(orderId, { method: 'upi' });
      answer = { razorpay_payment_id: paid.paymentId, razorpay_order_id: orderId, razorpay_signature: paid.signature };
    }
    this.script(res, `${callback}(${JSON.stringify(answer)});`);
  }

  private route(method: string, path: string, body: any): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/orders') return this.create(body);
    const order = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
    if (method === 'GET' && order) {
      const found = this.orders.get(decodeURIComponent(order[1]!));
      if (!found) return error(400, 'The id provided does not exist');
      if (!order[2]) return { status: 200, body: found };
      const items = this.paymentsOf(found.id);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    const payment = /^\/v1\/payments\/([^/]+)(\/capture)?$/.exec(path);
    if (payment) {
      const found = this.payments.get(decodeURIComponent(payment[1]!));
      if (!found) return error(400, 'The id provided does not exist');
      if (method === 'GET' && !payment[2]) return { status: 200, body: found };
      if (method === 'POST' && payment[2]) return this.capture(found, body);
    }
    return error(404, 'The requested URL was not found on the server.');
  }

  private create(body: any): { status: number; body: unknown } {
    if (!Number.isSafeInteger(body?.amount) || body.amount < 100) {
      return error(400, 'The amount must be atleast INR 1.00', { field: 'amount' });
    }
    if (body?.currency !== 'INR') return error(400, 'The currency provided is invalid.', { field: 'currency' });
    if (body?.receipt != null && (typeof body.receipt !== 'string' || body.receipt.length > 40)) {
      return error(400, 'The receipt may not be greater than 40 characters.', { field: 'receipt' });
    }
    const order: StandInOrder = {
      id: id('order'),
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: body.currency,
      receipt: body.receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: body.notes ?? [],
      created_at: unix(),
    };
    this.orders.set(order.id, order);
    return { status: 200, body: order };
  }

  private capture(payment: StandInPayment, body: any): { status: number; body: unknown } {
    if (payment.status === 'captured' || payment.status === 'refunded') {
      return error(400, 'This payment has already been captured', { step: 'payment_capture' });
    }
    if (payment.status !== 'authorized') {
      return error(400, 'Only payments which have been authorized and not yet captured can be captured', {
        step: 'payment_capture',
      });
    }
    if (body?.amount !== payment.amount) {
      return error(400, 'Capture amount must be equal to the amount authorized', { field: 'amount' });
    }
    if (body?.currency !== payment.currency) {
      return error(400, 'The currency provided is invalid.', { field: 'currency' });
    }
    this.doCapture(payment);
    return { status: 200, body: payment };
  }

  private refund(paymentId: string, body: any): { status: number; body: unknown } {
    const payment = this.payments.get(paymentId);
    if (!payment) return error(400, 'The id provided does not exist');
    if (!payment.captured) {
      return error(400, 'The payment has not been captured, so it cannot be refunded.', { step: 'refund' });
    }
    const left = payment.amount - payment.amount_refunded;
    if (left === 0) return error(400, 'The payment has been fully refunded already', { step: 'refund' });
    const amount = body?.amount ?? left;
    if (!Number.isSafeInteger(amount) || amount < 100) {
      return error(400, 'The amount must be atleast INR 1.00', { field: 'amount' });
    }
    if (amount > left) {
      return error(400, 'The refund amount provided is greater than amount captured', { field: 'amount' });
    }
    const refund: StandInRefund = {
      id: id('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: body?.notes ?? [],
      receipt: body?.receipt ?? null,
      acquirer_data: { arn: this.refundStatus === 'processed' ? String(Date.now()).padStart(14, '7') : null },
      created_at: unix(),
      batch_id: null,
      status: this.refundStatus,
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return { status: 200, body: refund };
  }
}

export const startRazorpayStandIn = (options?: StandInOptions) => new RazorpayStandIn(options).start();

/** The app settings that make it offer Razorpay through the stand-in `s` (its API and its Checkout script). */
export const razorpayEnv = (s: RazorpayStandIn) => ({
  RAZORPAY_KEY_ID: s.keyId,
  RAZORPAY_KEY_SECRET: s.keySecret,
  RAZORPAY_WEBHOOK_SECRET: s.webhookSecret,
  RAZORPAY_BASE_URL: s.url,
  RAZORPAY_CHECKOUT_URL: `${s.url}${CHECKOUT_SCRIPT_PATH}`,
});
