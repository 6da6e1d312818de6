/**
 * Razorpay's webhooks (https://razorpay.com/docs/webhooks/): each checked by X-Razorpay-Signature over
 * the raw body before anything is read from it, handled once per X-Razorpay-Event-Id (a replay is
 * acknowledged and does nothing), in any order:
 * - payment.captured → the order of that Razorpay order is settled through the orders service's own
 *   capture path, which asks Razorpay (the webhook's amounts are not trusted): paid, or Rejected on
 *   an amount mismatch; an order already paid by the buyer's return stays as it is;
 * - payment.failed → nothing changes (the buyer may try again in Checkout); logged;
 * - refund.processed → the refunds module's RefundSettlement finishes that refund (unknown: ignored).
 * A settlement Razorpay could not answer is forgotten and answered 502, so that Razorpay retries.
 */
import type { RazorpayProvider } from '../../../payments/razorpay.js';
import type { Log, OrderService } from '../checkout/service.js';
import type { OrderRepository } from '../repository.js';
import { razorpayErrors } from './errors.js';
import type { PaymentEventRepository } from './payment-events.js';
import type { RefundSettlement } from './refund-settlement.js';
import { orderErrors } from '../errors.js';

/** A webhook as it arrived: the exact body and the two headers that matter. */
export interface RazorpayDelivery {
  rawBody: string;
  signature: string | undefined;
  eventId: string | undefined;
}

export interface WebhookAnswer {
  received: true;
  /** An event already handled (a replay): nothing was done. */
  duplicate: boolean;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

const EVENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

const silent: Log = { warn: () => undefined, error: () => undefined };

export class RazorpayWebhooks {
  constructor(
    private readonly provider: RazorpayProvider | null,
    private readonly events: PaymentEventRepository,
    private readonly repo: OrderRepository,
    private readonly orders: OrderService,
    /** Handles refund.processed (the refunds module); null: refund events are ignored. */
    private readonly refunds: RefundSettlement | null,
    private readonly log: Log = silent,
  ) {}

  /** `appUrl`: the app's public origin, for the receipt's link. */
  async receive(delivery: RazorpayDelivery, appUrl: string): Promise<WebhookAnswer> {
    const provider = this.provider;
    if (!provider) throw razorpayErrors.notConfigured();
    if (!provider.verifyWebhookSignature(delivery.rawBody, delivery.signature)) {
      throw razorpayErrors.webhookSignatureInvalid();
    }
    let event: any;
    try {
      event = JSON.parse(delivery.rawBody);
    } catch {
      throw razorpayErrors.webhookMalformed();
    }
    const kind = text(event?.event);
    const eventId = delivery.eventId;
    if (!kind || !eventId || !EVENT_ID.test(eventId)) throw razorpayErrors.webhookMalformed();

    if (!(await this.events.record(provider.name, eventId, kind))) return { received: true, duplicate: true };
    try {
      await this.handle(kind, event, eventId, appUrl);
    } catch (err) {
      await this.events.forget(provider.name, eventId);
      throw err;
    }
    return { received: true, duplicate: false };
  }

  private async handle(kind: string, event: any, eventId: string, appUrl: string): Promise<void> {
    const payment = event?.payload?.payment?.entity;
    switch (kind) {
      case 'payment.captured':
        return this.captured(text(payment?.order_id), eventId, appUrl);
      case 'payment.failed':
        this.log.warn(
          { eventId, razorpayOrderId: payment?.order_id, paymentId: payment?.id, reason: payment?.error_description },
          'razorpay: a payment failed (the order stays Pending: the buyer may try again)',
        );
        return;
      case 'refund.processed': {
        const refund = event?.payload?.refund?.entity;
        const refundId = text(refund?.id);
        // Our refund id: the notes and receipt of the refund call (RazorpayProvider.refund).
        const ours = text(refund?.notes?.requestId) ?? text(refund?.receipt);
        if (refundId && this.refunds) await this.refunds.completeByProviderRefund('razorpay', refundId, ours);
        return;
      }
      default:
        return;
    }
  }

  /** Settles the order of that Razorpay order as the buyer's return would (Razorpay asked again). */
  private async captured(razorpayOrderId: string | null, eventId: string, appUrl: string): Promise<void> {
    const order = razorpayOrderId ? await this.repo.byPaymentId(razorpayOrderId) : undefined;
    if (!order || order.provider !== 'razorpay') {
      this.log.warn({ eventId, razorpayOrderId }, 'razorpay: payment.captured for no order of ours');
      return;
    }
    const settled = await this.orders.settle(order, appUrl);
    if (settled.outcome === 'unavailable') throw orderErrors.providerUnavailable();
  }
}
