/**
 * The payment provider interface: creates a payment the buyer approves somewhere else (the
 * sandbox checkout page or PayPal), then captures it. Providers know nothing of orders beyond the
 * id and amount they are given; the orders service decides what a result means for an order.
 */
import type { PaymentProviderName } from '@cms/contract';

export interface CreatePaymentInput {
  /** Our order id: PayPal's purchase unit reference_id and the create call's idempotency key. */
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  /** Shown to the buyer at checkout (the course title). */
  description: string;
  /** Where the buyer returns after approving. */
  returnUrl: string;
  /** Where the buyer returns after cancelling. */
  cancelUrl: string;
}

export interface CreatedPayment {
  /** The provider's id of the payment (SBX-… or the PayPal order id). */
  paymentId: string;
  /** Where the browser goes to approve the payment. */
  approvalUrl: string;
}

export interface CaptureInput {
  paymentId: string;
  /** Idempotency key: the same order always captures with the same key. */
  requestId: string;
}

/** What a capture attempt ended in. */
export type CaptureResult =
  /** Money taken (now or by an earlier attempt). */
  | {
      status: 'completed';
      captureId: string;
      payerId: string | null;
      amountPaise: number;
      currency: string;
    }
  /** The payment method was refused; nothing was taken and this payment will not succeed. */
  | { status: 'declined'; reason: string }
  /** The buyer has not approved the payment (yet). */
  | { status: 'not_approved'; reason: string }
  /** The provider could not be reached or failed; the outcome is unknown, try again later. */
  | { status: 'unavailable'; reason: string };

/**
 * Where a payment stands at the provider, read without changing it (the reconciler's look at a
 * Pending order whose buyer never came back).
 */
export type PaymentState =
  /** Created; the buyer has not approved it (yet). */
  | { status: 'awaiting_approval' }
  /** The buyer acted on it: a capture now tells the outcome (money taken, or a refused card). */
  | { status: 'approved' }
  /** Already captured (the answer may have been lost): a capture repeats its result. */
  | { status: 'captured' }
  /** It can no longer be paid: cancelled, voided, expired or unknown to the provider. */
  | { status: 'closed'; reason: string }
  /** The provider could not be reached or failed; ask again later. */
  | { status: 'unavailable'; reason: string };

export interface RefundInput {
  /** The provider's id of the payment (the order's paymentId). */
  paymentId: string;
  /** The provider's id of the capture that took the money (the order's captureId). */
  captureId: string;
  amountPaise: number;
  /** Idempotency key (our refund id): the same refund asked twice is one refund. */
  requestId: string;
}

/** What a refund request ended in. Never thrown: a refusal or an outage is a result. */
export type RefundResult =
  /** Accepted: `processed` (the money is on its way back) or `pending` (the provider finishes it later, and says so by webhook or lookup). */
  | { status: 'processed' | 'pending'; refundId: string; amountPaise: number }
  /** Refused (not captured, already refunded in full…); asking again will not help. */
  | { status: 'refused'; reason: string }
  /** The provider could not be reached or failed; ask again with the same request id. */
  | { status: 'unavailable'; reason: string };

/** Thrown by createPayment when no payment could be created. */
export class PaymentProviderError extends Error {}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates a payment for the buyer to approve. Throws PaymentProviderError when it cannot. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Captures an approved payment. Idempotent: repeating it never takes money twice. Never throws. */
  capture(input: CaptureInput): Promise<CaptureResult>;
  /** The buyer (or a newer order) abandoned the payment: it can no longer be approved. Best effort. */
  cancel(paymentId: string): Promise<void>;
  /** Where the payment stands, without changing it. Never throws. */
  lookup(paymentId: string): Promise<PaymentState>;
  /** Gives the captured money back (in full here). Idempotent by `requestId`. Never throws. */
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Whether the browser's return is this provider's word for the payment (Razorpay: Checkout's
   * signature of the order and payment ids), checked before anything is captured. Providers without
   * it (the sandbox, PayPal) need no proof: their capture asks the provider.
   */
  verifyReturn?(input: ReturnProof): boolean;
}

/** What the browser brings back from checkout: our stored payment id, the payer (payment) id it names, its signature. */
export interface ReturnProof {
  paymentId: string;
  payerId: string;
  signature: string | undefined;
}

/** Integer paise as the decimal string PayPal expects: 49900 → "499.00". */
export function paiseToDecimal(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** A decimal amount string as integer paise ("499.00" → 49900, "499.5" → 49950); null if malformed. */
export function decimalToPaise(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
