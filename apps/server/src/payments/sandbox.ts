/**
 * The sandbox provider: payments live in the app's own `sandbox_payments` table and the buyer
 * approves them on the app's sandbox checkout page. No money moves. It behaves like PayPal where
 * it matters: approval before capture, idempotent capture, declined and cancelled payments.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_API, SANDBOX_PAYER_PREFIX, SANDBOX_PAYMENT_PREFIX } from '@cms/contract';
import type { Db, Tx } from '../db/client.js';
import { sandboxPayments } from '../db/schema/index.js';
import { PaymentProviderError } from './provider.js';
import type * as Payment from './provider.js';

export const SANDBOX_STATUSES = ['CREATED', 'APPROVED', 'CAPTURED', 'CANCELLED', 'DECLINED', 'REFUNDED'] as const;
export type SandboxStatus = (typeof SANDBOX_STATUSES)[number];
export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/** The buyer may still act on the checkout page in these states. */
export const OPEN_SANDBOX_STATUSES: readonly SandboxStatus[] = ['CREATED', 'APPROVED'];

const token = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

export const sandboxCheckoutPath = (paymentId: string) =>
  ORDER_API.sandboxCheckout.replace(':paymentId', encodeURIComponent(paymentId));

export class SandboxProvider implements Payment.PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly db: Db) {}

  async createPayment(input: Payment.CreatePaymentInput): Promise<Payment.CreatedPayment> {
    const paymentId = `${SANDBOX_PAYMENT_PREFIX}${token(10)}`;
    try {
      await this.db.insert(sandboxPayments).values({
        id: paymentId,
        orderId: input.orderId,
        amountPaise: input.amountPaise,
        currency: input.currency,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
      });
    } catch (err) {
      throw new PaymentProviderError(`sandbox payment not stored: ${(err as Error).message}`);
    }
    return { paymentId, approvalUrl: sandboxCheckoutPath(paymentId) };
  }

  /** One atomic update: an approved payment becomes CAPTURED; a captured one answers the same again. */
  async capture({ paymentId }: Payment.CaptureInput): Promise<Payment.CaptureResult> {
    try {
      const [captured] = await this.db
        .update(sandboxPayments)
        .set({
          status: 'CAPTURED',
          captureId: sql`coalesce(${sandboxPayments.captureId}, ${`SBXCAP-${token(8)}`})`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(sandboxPayments.id, paymentId), inArray(sandboxPayments.status, ['APPROVED', 'CAPTURED'])))
        .returning();
      if (captured) {
        return {
          status: 'completed',
          captureId: captured.captureId!,
          payerId: captured.payerId,
          amountPaise: captured.amountPaise,
          currency: captured.currency,
        };
      }
      const payment = await this.find(paymentId);
      if (!payment) return { status: 'unavailable', reason: `sandbox payment ${paymentId} does not exist` };
      if (payment.status === 'DECLINED') return { status: 'declined', reason: 'The sandbox card was declined' };
      if (payment.status === 'CANCELLED') return { status: 'declined', reason: 'The sandbox payment was cancelled' };
      return { status: 'not_approved', reason: 'The sandbox payment has not been approved' };
    } catch (err) {
      return { status: 'unavailable', reason: `sandbox capture failed: ${(err as Error).message}` };
    }
  }

  async cancel(paymentId: string, db: Db | Tx = this.db): Promise<void> {
    await this.transition(paymentId, 'CANCELLED', db);
  }

  async lookup(paymentId: string): Promise<Payment.PaymentState> {
    let payment: SandboxPayment | undefined;
    try {
      payment = await this.find(paymentId);
    } catch (err) {
      return { status: 'unavailable', reason: `sandbox lookup failed: ${(err as Error).message}` };
    }
    if (!payment) return { status: 'closed', reason: `sandbox payment ${paymentId} does not exist` };
    switch (payment.status as SandboxStatus) {
      case 'CREATED':
        return { status: 'awaiting_approval' };
      // A declined card is the buyer's act too: the capture reports it as declined.
      case 'APPROVED':
      case 'DECLINED':
        return { status: 'approved' };
      case 'CAPTURED':
      case 'REFUNDED':
        return { status: 'captured' };
      case 'CANCELLED':
        return { status: 'closed', reason: 'The sandbox payment was cancelled' };
    }
  }

  /** One atomic update: a captured payment becomes REFUNDED; a refunded one answers the same again. */
  async refund({ paymentId, amountPaise, requestId }: Payment.RefundInput): Promise<Payment.RefundResult> {
    try {
      const [row] = await this.db
        .update(sandboxPayments)
        .set({ status: 'REFUNDED', updatedAt: sql`now()` })
        .where(and(eq(sandboxPayments.id, paymentId), inArray(sandboxPayments.status, ['CAPTURED', 'REFUNDED'])))
        .returning();
      if (!row) return { status: 'refused', reason: `sandbox payment ${paymentId} was not captured` };
      if (amountPaise > row.amountPaise) {
        return { status: 'refused', reason: `sandbox payment ${paymentId} took less than ${amountPaise} paise` };
      }
      return { status: 'processed', refundId: `SBXREF-${requestId}`, amountPaise };
    } catch (err) {
      return { status: 'unavailable', reason: `sandbox refund failed: ${(err as Error).message}` };
    }
  }

  find(paymentId: string, db: Db | Tx = this.db): Promise<SandboxPayment | undefined> {
    return db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paymentId))
      .then((rows) => rows[0]);
  }

  /** The buyer pressed Approve: APPROVED with a payer id (kept when approved twice). */
  approve(paymentId: string): Promise<SandboxPayment | undefined> {
    return this.transition(paymentId, 'APPROVED');
  }

  /** The buyer tested a refused card: DECLINED (capture then declines). */
  decline(paymentId: string): Promise<SandboxPayment | undefined> {
    return this.transition(paymentId, 'DECLINED');
  }

  /** Moves an open payment (CREATED or APPROVED) to `status`; undefined when it was not open. */
  async transition(paymentId: string, status: SandboxStatus, db: Db | Tx = this.db) {
    const [row] = await db
      .update(sandboxPayments)
      .set({
        status,
        // Approving or declining identifies a payer (as PayPal's PayerID); cancelling does not.
        payerId:
          status === 'CANCELLED'
            ? sql`${sandboxPayments.payerId}`
            : sql`coalesce(${sandboxPayments.payerId}, ${`${SANDBOX_PAYER_PREFIX}${token(5)}`})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(sandboxPayments.id, paymentId), inArray(sandboxPayments.status, [...OPEN_SANDBOX_STATUSES])))
      .returning();
    return row;
  }
}
