/**
 * A local stand-in for PayPal's REST API (OAuth token + Orders v2), on 127.0.0.1 and a random
 * port, answering with the JSON shapes PayPal documents
 * (https://developer.paypal.com/docs/api/orders/v2/). It checks the client's Basic credentials
 * and bearer tokens, records every request, replays the stored answer of a successful call
 * repeated with the same PayPal-Request-Id, and lets a test act as the payer (approve) or make
 * PayPal decline, report an earlier capture, pay another amount, fail or hang.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackStandIn } from './loopback-server.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, the urlencoded form as an object, or null. */
  body: any;
}

interface StandInOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  request: any;
  createTime: string;
  payerId: string | null;
  capture: any | null;
  /** The next capture answers 422 INSTRUMENT_DECLINED. */
  decline: boolean;
  /** The capture reports this amount instead of the order's. */
  paidValue: string | null;
}

export interface StandInOptions {
  clientId?: string;
  clientSecret?: string;
  /** expires_in of the tokens handed out (seconds). */
  tokenLifetimeSeconds?: number;
}

const id = (n: number) =>
  randomBytes(n)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .padEnd(n, '7')
    .slice(0, n);
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

const ISSUE_TEXT: Record<string, string> = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url " +
    'returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in ' +
    'the request.',
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded.',
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
};

export class PayPalStandIn extends LoopbackStandIn {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly requests: RecordedRequest[] = [];
  readonly orders = new Map<string, StandInOrder>();
  /** Refunds made, by PayPal's refund id. */
  readonly refunds = new Map<string, any>();
  tokenLifetimeSeconds: number;
  /** 'down': every connection is cut without an answer. */
  mode: 'up' | 'down' = 'up';
  /** Answer the next N API calls (not token calls) with 503. */
  failNext = 0;
  /** Wait this long before answering API calls. */
  delayMs = 0;
  private readonly tokens = new Map<string, number>();
  /** Stored answers of successful calls, by method + path + PayPal-Request-Id. */
  private readonly replies = new Map<string, { status: number; body: unknown }>();

  constructor(options: StandInOptions = {}) {
    super();
    this.clientId = options.clientId ?? `client-${id(8)}`;
    this.clientSecret = options.clientSecret ?? `secret-${id(12)}`;
    this.tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 32_400;
  }

  protected failure(err: unknown) {
    return { name: 'INTERNAL_SERVER_ERROR', message: String(err) };
  }

  // ---- what the test does ------------------------------------------------------------------

  /** The payer approves the order at PayPal. */
  approve(orderId: string, payerId = `PAYER${id(8)}`): string {
    const order = this.order(orderId);
    order.status = 'APPROVED';
    order.payerId = payerId;
    return payerId;
  }

  /** The payer's card will be refused at capture. */
  declineCapture(orderId: string): void {
    this.order(orderId).decline = true;
  }

  /** The capture will report this amount (e.g. "1.00") instead of the order's. */
  payAmount(orderId: string, value: string): void {
    this.order(orderId).paidValue = value;
  }

  /** Captures the order as an earlier request would have whose answer the app never saw. */
  captureBehindTheBack(orderId: string): any {
    return this.doCapture(this.order(orderId));
  }

  /** Every token handed out becomes invalid (as when PayPal revokes them). */
  revokeTokens(): void {
    this.tokens.clear();
  }

  requestsTo(method: string, pathPattern: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && pathPattern.test(r.path));
  }

  get tokenRequests(): RecordedRequest[] {
    return this.requestsTo('POST', /^\/v1\/oauth2\/token$/);
  }

  /** The PayPal order created for our order id (purchase unit reference_id). */
  orderFor(referenceId: string): StandInOrder | undefined {
    return [...this.orders.values()].find((o) => o.request?.purchase_units?.[0]?.reference_id === referenceId);
  }

  private order(orderId: string): StandInOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`stand-in has no order ${orderId}`);
    return order;
  }

  // ---- HTTP --------------------------------------------------------------------------------

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const type = req.headers['content-type'] ?? '';
    let body: any = null;
    if (raw && type.includes('application/json')) body = JSON.parse(raw);
    else if (raw && type.includes('application/x-www-form-urlencoded'))
      body = Object.fromEntries(new URLSearchParams(raw));
    const path = (req.url ?? '/').split('?')[0]!;
    const method = req.method ?? 'GET';
    this.requests.push({ method, path, headers: req.headers, body });

    if (this.mode === 'down') {
      req.socket.destroy();
      return;
    }
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': id(13).toLowerCase() });
      res.end(JSON.stringify(payload));
    };

    if (method === 'POST' && path === '/v1/oauth2/token') return this.token(req, body, send);

    const auth = req.headers.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    const expiry = this.tokens.get(token);
    if (expiry === undefined || expiry < Date.now()) {
      return send(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
    }
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.failNext > 0) {
      this.failNext--;
      return send(503, {
        name: 'SERVICE_UNAVAILABLE',
        message: 'Service Unavailable.',
        debug_id: id(13).toLowerCase(),
        links: [
          { href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link', method: 'GET' },
        ],
      });
    }

    const requestId = req.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' ? `${method} ${path} ${requestId}` : null;
    const stored = replayKey ? this.replies.get(replayKey) : undefined;
    if (stored) return send(stored.status, stored.body);
    const answer = this.route(method, path, body);
    if (replayKey && answer.status < 300) this.replies.set(replayKey, answer);
    return send(answer.status, answer.body);
  }

  private token(req: IncomingMessage, body: any, send: (status: number, payload: unknown) => void) {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (body?.grant_type !== 'client_credentials') {
      return send(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const value = `A21AA${id(40)}`;
    this.tokens.set(value, Date.now() + this.tokenLifetimeSeconds * 1000);
    return send(200, {
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
      access_token: value,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: this.tokenLifetimeSeconds,
      nonce: `${now()}${id(20)}`,
    });
  }

  private route(method: string, path: string, body: any): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v2/checkout/orders') return this.create(body);
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) return this.refund(decodeURIComponent(refund[1]!), body);
    const m = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = m ? this.orders.get(decodeURIComponent(m[1]!)) : undefined;
    if (m && !order) {
      return {
        status: 404,
        body: {
          name: 'RESOURCE_NOT_FOUND',
          details: [
            {
              field: 'order_id',
              value: decodeURIComponent(m[1]!),
              location: 'path',
              issue: 'INVALID_RESOURCE_ID',
              description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
            },
          ],
          message: 'The specified resource does not exist.',
          debug_id: id(13).toLowerCase(),
        },
      };
    }
    if (order && method === 'GET' && !m![2]) return { status: 200, body: this.view(order) };
    if (order && method === 'POST' && m![2]) {
      if (order.status === 'COMPLETED') return this.unprocessable('ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED') return this.unprocessable('ORDER_NOT_APPROVED');
      if (order.decline) return this.unprocessable('INSTRUMENT_DECLINED');
      return { status: 201, body: this.doCapture(order) };
    }
    return { status: 404, body: { name: 'NOT_FOUND', message: `No route ${method} ${path}` } };
  }

  /**
   * Payments v2 capture refund: the whole capture (or `amount`) given back, COMPLETED at once. A
   * capture already refunded answers 422 CAPTURE_FULLY_REFUNDED; an unknown capture 404. (The same
   * PayPal-Request-Id repeated gets the stored answer, before this is reached.)
   */
  private refund(captureId: string, body: any): { status: number; body: unknown } {
    const order = [...this.orders.values()].find((o) => o.capture?.id === captureId);
    if (!order) {
      return {
        status: 404,
        body: {
          name: 'RESOURCE_NOT_FOUND',
          details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }],
          message: 'The specified resource does not exist.',
          debug_id: id(13).toLowerCase(),
        },
      };
    }
    if (order.capture.status === 'REFUNDED') return this.unprocessable('CAPTURE_FULLY_REFUNDED');
    const amount = body?.amount ?? order.capture.amount;
    const refundId = id(17);
    order.capture.status = 'REFUNDED';
    const answer = {
      id: refundId,
      status: 'COMPLETED',
      amount,
      invoice_id: body?.invoice_id,
      links: [
        { href: `${this.url}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    };
    this.refunds.set(refundId, { captureId, ...answer });
    return { status: 201, body: answer };
  }

  private unprocessable(issue: string) {
    return {
      status: 422,
      body: {
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue, description: ISSUE_TEXT[issue] ?? issue }],
        message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
        debug_id: id(13).toLowerCase(),
        links: [
          {
            href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
            rel: 'information_link',
            method: 'GET',
          },
        ],
      },
    };
  }

  private create(body: any): { status: number; body: unknown } {
    const unit = body?.purchase_units?.[0];
    if (body?.intent !== 'CAPTURE' || !unit?.amount?.currency_code || !unit?.amount?.value) {
      return {
        status: 400,
        body: {
          name: 'INVALID_REQUEST',
          message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
          details: [{ issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field / parameter is missing.' }],
          debug_id: id(13).toLowerCase(),
        },
      };
    }
    const order: StandInOrder = {
      id: id(17),
      status: 'PAYER_ACTION_REQUIRED',
      request: body,
      createTime: now(),
      payerId: null,
      capture: null,
      decline: false,
      paidValue: null,
    };
    this.orders.set(order.id, order);
    return {
      status: 200,
      body: {
        id: order.id,
        status: order.status,
        payment_source: { paypal: {} },
        links: [
          { href: `${this.url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
          { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' },
        ],
      },
    };
  }

  private doCapture(order: StandInOrder): any {
    const amount = order.request.purchase_units[0].amount;
    const paid = { currency_code: amount.currency_code, value: order.paidValue ?? amount.value };
    order.payerId ??= `PAYER${id(8)}`;
    order.status = 'COMPLETED';
    const captureId = id(17);
    order.capture = {
      id: captureId,
      status: 'COMPLETED',
      amount: paid,
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
      seller_receivable_breakdown: {
        gross_amount: paid,
        paypal_fee: { currency_code: paid.currency_code, value: '0.00' },
        net_amount: paid,
      },
      links: [
        { href: `${this.url}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${captureId}/refund`, rel: 'refund', method: 'POST' },
        { href: `${this.url}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
      create_time: now(),
      update_time: now(),
    };
    return this.view(order);
  }

  /** The order as GET /v2/checkout/orders/{id} and a capture answer show it. */
  private view(order: StandInOrder): any {
    const unit = order.request.purchase_units[0];
    const payer = order.payerId
      ? {
          name: { given_name: 'Test', surname: 'Buyer' },
          email_address: 'buyer@example.com',
          payer_id: order.payerId,
          address: { country_code: 'IN' },
        }
      : undefined;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      payment_source: payer
        ? {
            paypal: {
              email_address: payer.email_address,
              account_id: payer.payer_id,
              account_status: 'VERIFIED',
              name: payer.name,
              address: payer.address,
            },
          }
        : { paypal: {} },
      purchase_units: [
        {
          reference_id: unit.reference_id,
          amount: unit.amount,
          payee: { email_address: 'merchant@example.com', merchant_id: 'MERCHANT0001' },
          description: unit.description,
          custom_id: unit.custom_id,
          ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
        },
      ],
      ...(payer ? { payer } : {}),
      create_time: order.createTime,
      update_time: now(),
      links: [{ href: `${this.url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }],
    };
  }
}

export const startPayPalStandIn = (options?: StandInOptions) => new PayPalStandIn(options).start();
