/**
 * PayPal Orders v2 over HTTPS with global fetch: an OAuth client-credentials token (cached until
 * shortly before it expires), create order (intent CAPTURE, the buyer approves at the payer-action
 * link), capture, and a look at an order (GET, for the reconciler). Every state-changing call
 * carries a PayPal-Request-Id so a retry never creates or captures twice.
 * https://developer.paypal.com/docs/api/orders/v2/
 */
import { PRODUCT_NAME } from '@cms/contract';
import type { PayPalConfig } from '../config/index.js';
import { PaymentProviderError, decimalToPaise, paiseToDecimal } from './provider.js';
import type * as Payment from './provider.js';
import { PROVIDER_TIMEOUT_MS, callProvider, Unreachable, type Answer } from './provider-http.js';

export interface PayPalOptions {
  /** Per-request timeout (default 15 s). */
  timeoutMs?: number;
  /** Renew the token this long before PayPal says it expires (default 60 s). */
  tokenMarginMs?: number;
  brandName?: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
/** A PayPal error's first issue (422 details) or its name. */
const issueOf = (body: any): string => body?.details?.[0]?.issue ?? body?.name ?? 'UNKNOWN';
const summary = (a: Answer) => `PayPal answered ${a.status} ${issueOf(a.body)} (debug_id ${a.body?.debug_id ?? '-'})`;

/** 422 issues that mean the payer's instrument refused the payment. */
const DECLINED_ISSUES = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED', 'PAYER_CANNOT_PAY']);
/** 422 issues that mean the payer has not approved the order yet. */
const NOT_APPROVED_ISSUES = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED']);

export class PayPalProvider implements Payment.PaymentProvider {
  readonly name = 'paypal' as const;
  private token: { value: string; renewAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  private readonly timeoutMs: number;
  private readonly tokenMarginMs: number;
  private readonly brandName: string;

  constructor(
    private readonly config: PayPalConfig,
    options: PayPalOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
    this.tokenMarginMs = options.tokenMarginMs ?? 60_000;
    this.brandName = options.brandName ?? PRODUCT_NAME;
  }

  // ---- HTTP --------------------------------------------------------------------------------

  private send(path: string, init: RequestInit): Promise<Answer> {
    return callProvider('PayPal', `${this.config.baseUrl}${path}`, init, this.timeoutMs);
  }

  /** A valid access token: the cached one, or one new request shared by every caller waiting for it. */
  private accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const answer = await this.send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const value = answer.body?.access_token;
    if (answer.status !== 200 || typeof value !== 'string') {
      throw new Unreachable(`PayPal token refused: ${answer.status} ${answer.body?.error ?? ''}`.trim());
    }
    const lifetimeMs = Number(answer.body.expires_in ?? 0) * 1000;
    // Renew a margin before expiry; short-lived tokens are renewed half-way.
    const margin = Math.min(this.tokenMarginMs, lifetimeMs / 2);
    this.token = { value, renewAt: Date.now() + lifetimeMs - margin };
    return value;
  }

  /** An authorised JSON call; a 401 (token revoked or expired early) is retried once with a new token. */
  private async api(method: 'GET' | 'POST', path: string, opts: { body?: unknown; requestId?: string } = {}) {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await this.accessToken()}`,
        accept: 'application/json',
      };
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      if (opts.requestId) headers['paypal-request-id'] = opts.requestId;
      const answer = await this.send(path, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      if (answer.status !== 401 || attempt > 0) return answer;
      this.token = null;
    }
  }

  // ---- Payment.PaymentProvider ---------------------------------------------------------------------

  /**
   * Refunds a capture (Payments v2: POST /v2/payments/captures/{id}/refund) with `requestId` as
   * PayPal-Request-Id, so that repeating it returns the same refund. COMPLETED → processed;
   * PENDING → pending (PayPal finishes it later). Never throws.
   */
  async refund({ captureId, amountPaise, requestId }: Payment.RefundInput): Promise<Payment.RefundResult> {
    try {
      const answer = await this.api('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        body: { amount: { value: paiseToDecimal(amountPaise), currency_code: 'INR' }, invoice_id: requestId },
        requestId,
      });
      if (answer.status === 200 || answer.status === 201) {
        const id = answer.body?.id;
        const status = answer.body?.status;
        if (typeof id !== 'string') return { status: 'unavailable', reason: 'PayPal refund answer has no id' };
        if (status === 'COMPLETED') return { status: 'processed', refundId: id, amountPaise };
        if (status === 'PENDING') return { status: 'pending', refundId: id, amountPaise };
        return { status: 'refused', reason: `PayPal refund ${id} is ${String(status)}` };
      }
      if (answer.status === 422 || answer.status === 404 || answer.status === 400) {
        const issue = answer.body?.details?.[0]?.issue ?? answer.body?.name ?? 'UNKNOWN';
        return { status: 'refused', reason: `PayPal refused the refund: ${answer.status} ${issue}` };
      }
      return { status: 'unavailable', reason: `PayPal answered ${answer.status}` };
    } catch (err) {
      return { status: 'unavailable', reason: (err as Error).message };
    }
  }

  async createPayment(input: Payment.CreatePaymentInput): Promise<Payment.CreatedPayment> {
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.orderId,
          custom_id: input.orderId,
          description: input.description.slice(0, 127),
          amount: { currency_code: input.currency, value: paiseToDecimal(input.amountPaise) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            brand_name: this.brandName,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    };
    let answer: Answer;
    try {
      answer = await this.api('POST', '/v2/checkout/orders', { body, requestId: `create-${input.orderId}` });
    } catch (err) {
      throw new PaymentProviderError((err as Error).message);
    }
    if (answer.status !== 200 && answer.status !== 201) throw new PaymentProviderError(summary(answer));
    const links = (answer.body?.links ?? []) as { rel?: string; href?: string }[];
    const approve = links.find((l) => l.rel === 'payer-action') ?? links.find((l) => l.rel === 'approve');
    const id = answer.body?.id;
    if (typeof id !== 'string' || !approve?.href) {
      throw new PaymentProviderError('PayPal created an order without an id or an approval link');
    }
    return { paymentId: id, approvalUrl: approve.href };
  }

  async capture({ paymentId, requestId }: Payment.CaptureInput): Promise<Payment.CaptureResult> {
    const path = `/v2/checkout/orders/${encodeURIComponent(paymentId)}`;
    try {
      const answer = await this.api('POST', `${path}/capture`, { body: {}, requestId });
      if (answer.status === 200 || answer.status === 201) return this.fromOrder(answer.body);
      if (answer.status === 422) {
        const issue = issueOf(answer.body);
        if (DECLINED_ISSUES.has(issue)) return { status: 'declined', reason: summary(answer) };
        if (NOT_APPROVED_ISSUES.has(issue)) return { status: 'not_approved', reason: summary(answer) };
        if (issue === 'ORDER_ALREADY_CAPTURED') {
          // An earlier attempt captured it (its answer was lost): read the order's capture.
          const order = await this.api('GET', path);
          if (order.status === 200) return this.fromOrder(order.body);
          return { status: 'unavailable', reason: summary(order) };
        }
      }
      return { status: 'unavailable', reason: summary(answer) };
    } catch (err) {
      return { status: 'unavailable', reason: (err as Error).message };
    }
  }

  /** PayPal orders expire by themselves when nobody approves them; nothing to call. */
  async cancel(): Promise<void> {}

  /** GET the order: its status says whether the payer approved it and whether it was captured. */
  async lookup(paymentId: string): Promise<Payment.PaymentState> {
    try {
      const answer = await this.api('GET', `/v2/checkout/orders/${encodeURIComponent(paymentId)}`);
      // An unknown id (or an order PayPal no longer keeps) can never be paid.
      if (answer.status === 404) return { status: 'closed', reason: summary(answer) };
      if (answer.status !== 200) return { status: 'unavailable', reason: summary(answer) };
      const status: unknown = answer.body?.status;
      switch (status) {
        case 'CREATED':
        case 'SAVED':
        case 'PAYER_ACTION_REQUIRED':
          return { status: 'awaiting_approval' };
        case 'APPROVED':
          return { status: 'approved' };
        case 'COMPLETED':
          return { status: 'captured' };
        case 'VOIDED':
          return { status: 'closed', reason: `PayPal order ${paymentId} is VOIDED` };
        default:
          return { status: 'unavailable', reason: `PayPal order ${paymentId} has status ${String(status)}` };
      }
    } catch (err) {
      return { status: 'unavailable', reason: (err as Error).message };
    }
  }

  /** The outcome written in an order body (capture answer or GET order). */
  private fromOrder(order: any): Payment.CaptureResult {
    const captures = ((order?.purchase_units ?? []) as any[]).flatMap((u) => (u?.payments?.captures ?? []) as any[]);
    const capture = captures.find((c) => c?.status === 'COMPLETED') ?? captures[0];
    if (!capture)
      return { status: 'unavailable', reason: `PayPal order ${order?.id} (${order?.status}) has no capture` };
    if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
      return { status: 'declined', reason: `PayPal capture ${capture.id} ${capture.status}` };
    }
    if (capture.status !== 'COMPLETED') {
      return { status: 'unavailable', reason: `PayPal capture ${capture.id} is ${capture.status}` };
    }
    const amountPaise = decimalToPaise(capture.amount?.value);
    if (amountPaise === null || typeof capture.id !== 'string') {
      return { status: 'unavailable', reason: `PayPal capture ${capture.id} has no readable amount` };
    }
    return {
      status: 'completed',
      captureId: capture.id,
      payerId: order?.payer?.payer_id ?? order?.payment_source?.paypal?.account_id ?? null,
      amountPaise,
      currency: String(capture.amount.currency_code ?? ''),
    };
  }
}
