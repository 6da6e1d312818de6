/**
 * Razorpay over HTTPS with global fetch and Basic auth (key_id:key_secret): the Orders API creates
 * an order the buyer pays in Razorpay Checkout (UPI, cards, netbanking), opened by the app's own
 * checkout step; capture reads the order's payments and captures an authorised one; lookup reads
 * the order (for the reconciler); refunds go through the Refunds API with an idempotency key.
 * Amounts are integer paise both ways. https://razorpay.com/docs/api/orders/
 *
 * Our payment id is the Razorpay order id (order_…); the capture id is the Razorpay payment id
 * (pay_…) that took the money, which is what a refund names.
 */
import { PaymentProviderError } from './provider.js';
import type * as Payment from './provider.js';
import { paymentSignatureValid, webhookSignatureValid } from './razorpay-signatures.js';
import { PROVIDER_TIMEOUT_MS, callProvider, type Answer } from './provider-http.js';
import { RAZORPAY_CHECKOUT_SCRIPT, type RazorpayConfig } from '../config/index.js';

export interface RazorpayOptions {
  /** Per-request timeout (default 15 s). */
  timeoutMs?: number;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
const summary = (a: Answer) =>
  `Razorpay answered ${a.status} ${a.body?.error?.code ?? 'UNKNOWN'}: ${a.body?.error?.description ?? '-'}`;

/** Razorpay answers an id it does not know with 400 "The id provided does not exist" (404 on unknown paths). */
const unknownId = (a: Answer) =>
  a.status === 404 || (a.status === 400 && /does not exist/i.test(String(a.body?.error?.description ?? '')));

const isAmount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A payment that took the money: captured (and possibly refunded since). */
const wasCaptured = (p: any) => p?.status === 'captured' || (p?.status === 'refunded' && p?.captured === true);

export class RazorpayProvider implements Payment.PaymentProvider {
  readonly name = 'razorpay' as const;
  private readonly timeoutMs: number;
  private readonly authorization: string;

  constructor(
    private readonly config: RazorpayConfig,
    options: RazorpayOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
    this.authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  }

  /** The public key Razorpay Checkout is opened with in the browser (never the secret). */
  get keyId(): string {
    return this.config.keyId;
  }

  /** The Checkout script the checkout step loads. */
  get checkoutUrl(): string {
    return this.config.checkoutUrl ?? RAZORPAY_CHECKOUT_SCRIPT;
  }

  // ---- HTTP --------------------------------------------------------------------------------

  private async api(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      authorization: this.authorization,
      accept: 'application/json',
      ...opts.headers,
    };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    return callProvider(
      'Razorpay',
      `${this.config.baseUrl}${path}`,
      { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) },
      this.timeoutMs,
    );
  }

  // ---- Payment.PaymentProvider ---------------------------------------------------------------------

  /**
   * POST /v1/orders with our order id as receipt and note. The buyer pays on the app's own checkout
   * step, which opens Razorpay Checkout for this order. Razorpay has no idempotency key for orders:
   * a repeated call makes a second Razorpay order, of which only the one stored with our order is paid.
   */
  async createPayment(input: Payment.CreatePaymentInput): Promise<Payment.CreatedPayment> {
    let answer: Answer;
    try {
      answer = await this.api('POST', '/v1/orders', {
        body: {
          amount: input.amountPaise,
          currency: input.currency,
          receipt: input.orderId,
          notes: { orderId: input.orderId },
        },
      });
    } catch (err) {
      throw new PaymentProviderError((err as Error).message);
    }
    if (answer.status !== 200) throw new PaymentProviderError(summary(answer));
    const id: unknown = answer.body?.id;
    if (typeof id !== 'string' || !id) throw new PaymentProviderError('Razorpay created an order without an id');
    if (answer.body?.amount !== input.amountPaise) {
      throw new PaymentProviderError(`Razorpay order ${id} is for ${answer.body?.amount}, not ${input.amountPaise}`);
    }
    const origin = new URL(input.returnUrl).origin;
    return { paymentId: id, approvalUrl: `${origin}/checkout/razorpay/${encodeURIComponent(input.orderId)}` };
  }

  /**
   * Reads the order's payments: a captured one is the result (repeat-safe); an authorised one is
   * captured for its own amount (Razorpay captures only the authorised amount; comparing it with the
   * price is the order service's check); only failed ones mean declined; none means not approved.
   * `requestId` is not needed: Razorpay captures a payment at most once and says so.
   */
  async capture({ paymentId }: Payment.CaptureInput): Promise<Payment.CaptureResult> {
    try {
      const listed = await this.api('GET', `/v1/orders/${encodeURIComponent(paymentId)}/payments`);
      if (listed.status !== 200) return { status: 'unavailable', reason: summary(listed) };
      const payments = (Array.isArray(listed.body?.items) ? listed.body.items : []) as any[];
      const captured = payments.find(wasCaptured);
      if (captured) return this.completed(captured);
      const authorized = payments.find((p) => p?.status === 'authorized');
      if (authorized) return await this.captureAuthorized(authorized);
      const failed = payments.filter((p) => p?.status === 'failed');
      if (failed.length > 0 && failed.length === payments.length) {
        const last = failed.reduce((a, b) => (Number(b?.created_at) >= Number(a?.created_at) ? b : a));
        return { status: 'declined', reason: this.failure(last) };
      }
      return { status: 'not_approved', reason: `Razorpay order ${paymentId} has no authorised or captured payment` };
    } catch (err) {
      return { status: 'unavailable', reason: (err as Error).message };
    }
  }

  /**
   * Razorpay orders cannot be cancelled (there is no such call): an unpaid order simply stays
   * `created`, and our order being Cancelled means a later payment of it is refused by the order
   * service (and refunded by the refunds flow). Nothing to call.
   */
  async cancel(): Promise<void> {}

  /** GET the order: created → awaiting approval, attempted → approved (a capture tells), paid → captured. */
  async lookup(paymentId: string): Promise<Payment.PaymentState> {
    try {
      const answer = await this.api('GET', `/v1/orders/${encodeURIComponent(paymentId)}`);
      if (unknownId(answer)) return { status: 'closed', reason: summary(answer) };
      if (answer.status !== 200) return { status: 'unavailable', reason: summary(answer) };
      const status: unknown = answer.body?.status;
      switch (status) {
        case 'created':
          return { status: 'awaiting_approval' };
        case 'attempted':
          return { status: 'approved' };
        case 'paid':
          return { status: 'captured' };
        default:
          return { status: 'unavailable', reason: `Razorpay order ${paymentId} has status ${String(status)}` };
      }
    } catch (err) {
      return { status: 'unavailable', reason: (err as Error).message };
    }
  }

  // ---- refunds -------------------------------------------------------------------------------

  /**
   * Refunds `amountPaise` of a captured payment (`captureId`, pay_…). `requestId` is Razorpay's
   * X-Refund-Idempotency key (10+ letters, digits, - or _; a UUID fits) and the refund's receipt: the
   * same request repeated returns the same refund, never a second one. Never throws.
   */
  async refund({ captureId, amountPaise, requestId }: Payment.RefundInput): Promise<Payment.RefundResult> {
    try {
      const answer = await this.api('POST', `/v1/payments/${encodeURIComponent(captureId)}/refund`, {
        body: { amount: amountPaise, receipt: requestId.slice(0, 40), notes: { requestId } },
        headers: { 'x-refund-idempotency': requestId },
      });
      if (answer.status === 200) {
        const { id, status, amount } = answer.body ?? {};
        if (typeof id !== 'string' || !isAmount(amount)) {
          return { status: 'unavailable', reason: `Razorpay refund of ${captureId} has no id or amount` };
        }
        if (status === 'processed' || status === 'pending') return { status, refundId: id, amountPaise: amount };
        return { status: 'refused', reason: `Razorpay refund ${id} is ${String(status)}` };
      }
      // 409: an earlier request with this key is still being processed; 429/5xx: try again.
      if (
        answer.status >= 400 &&
        answer.status < 500 &&
        answer.status !== 401 &&
        answer.status !== 409 &&
        answer.status !== 429
      ) {
        return { status: 'refused', reason: summary(answer) };
      }
      return { status: 'unavailable', reason: summary(answer) };
    } catch (err) {
      return { status: 'unavailable', reason: (err as Error).message };
    }
  }

  /** Whether the browser's razorpay_signature is Razorpay's for this order and payment. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return paymentSignatureValid(orderId, paymentId, signature, this.config.keySecret);
  }

  /** The return from Checkout: `paymentId` our stored Razorpay order id, `payerId` Checkout's razorpay_payment_id. */
  verifyReturn({ paymentId, payerId, signature }: Payment.ReturnProof): boolean {
    return this.verifyPaymentSignature(paymentId, payerId, signature ?? '');
  }

  /** Whether a webhook's X-Razorpay-Signature matches its raw body. */
  verifyWebhookSignature(rawBody: string | Uint8Array, signature: unknown): boolean {
    return webhookSignatureValid(rawBody, signature, this.config.webhookSecret);
  }

  // ---- reading answers -----------------------------------------------------------------------

  private async captureAuthorized(payment: any): Promise<Payment.CaptureResult> {
    const path = `/v1/payments/${encodeURIComponent(String(payment.id))}`;
    const answer = await this.api('POST', `${path}/capture`, {
      body: { amount: payment.amount, currency: payment.currency },
    });
    if (answer.status === 200) {
      if (wasCaptured(answer.body)) return this.completed(answer.body);
      return {
        status: 'unavailable',
        reason: `Razorpay payment ${payment.id} is ${answer.body?.status} after capture`,
      };
    }
    if (answer.status !== 400) return { status: 'unavailable', reason: summary(answer) };
    // "This payment has already been captured" (a concurrent or lost capture) or another refusal:
    // what the payment is now tells which.
    const now = await this.api('GET', path);
    if (now.status === 200 && wasCaptured(now.body)) return this.completed(now.body);
    if (now.status === 200 && now.body?.status === 'failed')
      return { status: 'declined', reason: this.failure(now.body) };
    return { status: 'unavailable', reason: summary(answer) };
  }

  /**
   * A captured payment as the result. payerId: the payer's UPI address (vpa) for UPI payments, else
   * the email they gave Checkout; null when Razorpay reports neither (Razorpay has no payer account id).
   */
  private completed(payment: any): Payment.CaptureResult {
    if (typeof payment?.id !== 'string' || !isAmount(payment?.amount)) {
      return { status: 'unavailable', reason: `Razorpay payment ${payment?.id} has no readable amount` };
    }
    const payer = [payment.vpa, payment.email].find((v): v is string => typeof v === 'string' && v.length > 0);
    return {
      status: 'completed',
      captureId: payment.id,
      payerId: payer ?? null,
      amountPaise: payment.amount,
      currency: String(payment.currency ?? ''),
    };
  }

  private failure(payment: any): string {
    const why = payment?.error_description ?? payment?.error_reason ?? 'payment failed';
    return `Razorpay payment ${payment?.id} failed: ${String(why)}`;
  }
}
