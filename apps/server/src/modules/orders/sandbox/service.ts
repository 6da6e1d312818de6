/**
 * The sandbox checkout: what the buyer sees and the three buttons (Approve, Cancel, Decline).
 * Only the buyer may see or act on a payment; anyone else gets 404, as if it did not exist.
 */
import { MY_COURSES_PATH } from '@cms/contract';
import { OPEN_SANDBOX_STATUSES, type SandboxProvider, type SandboxStatus } from '../../../payments/sandbox.js';
import type { SandboxPageData } from '../../../payments/sandbox-page.js';
import { REASON, type Buyer } from '../checkout/service.js';
import { orderErrors } from '../errors.js';
import type { OrderRepository } from '../repository.js';
import type { SandboxCheckoutRepository, SandboxCheckoutRow } from './repository.js';

/** `url` with the query parameters added (kept when it already has some, e.g. ?cancelled=1). */
export function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export class SandboxCheckoutService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly checkouts: SandboxCheckoutRepository,
    private readonly sandbox: SandboxProvider,
  ) {}

  private async buyersPayment(buyer: Buyer, paymentId: string): Promise<SandboxCheckoutRow> {
    const row = await this.checkouts.checkout(paymentId);
    if (!row || row.buyerId !== buyer.userId) throw orderErrors.orderNotFound();
    return row;
  }

  /** An open payment of an open order; otherwise 409 (the page then shows why). */
  private async openPayment(buyer: Buyer, paymentId: string): Promise<SandboxCheckoutRow> {
    const row = await this.buyersPayment(buyer, paymentId);
    const open = OPEN_SANDBOX_STATUSES.includes(row.paymentStatus as SandboxStatus);
    if (!open || row.orderStatus !== 'Pending') throw orderErrors.orderClosed();
    return row;
  }

  async page(buyer: Buyer, paymentId: string): Promise<SandboxPageData> {
    const row = await this.buyersPayment(buyer, paymentId);
    const open = OPEN_SANDBOX_STATUSES.includes(row.paymentStatus as SandboxStatus) && row.orderStatus === 'Pending';
    return {
      paymentId: row.paymentId,
      status: row.paymentStatus as SandboxStatus,
      open,
      courseTitle: row.courseTitle,
      amountPaise: row.amountPaise,
      buyerName: row.buyerName,
      buyerEmail: row.buyerEmail,
      myCoursesPath: MY_COURSES_PATH[buyer.role],
    };
  }

  /** Approve: APPROVED with a payer id; back to the return page with paymentId and PayerID. */
  async approve(buyer: Buyer, paymentId: string): Promise<string> {
    const row = await this.openPayment(buyer, paymentId);
    const payment = await this.sandbox.approve(paymentId);
    if (!payment) throw orderErrors.orderClosed();
    return withParams(row.returnUrl, { paymentId, PayerID: payment.payerId! });
  }

  /** Decline: DECLINED; the same return as Approve, and the capture then declines. */
  async decline(buyer: Buyer, paymentId: string): Promise<string> {
    const row = await this.openPayment(buyer, paymentId);
    const payment = await this.sandbox.decline(paymentId);
    if (!payment) throw orderErrors.orderClosed();
    return withParams(row.returnUrl, { paymentId, PayerID: payment.payerId! });
  }

  /** Cancel: the payment CANCELLED and the order Cancelled together; back with ?cancelled=1. */
  async cancel(buyer: Buyer, paymentId: string): Promise<string> {
    const row = await this.openPayment(buyer, paymentId);
    await this.orders.transaction(async (tx) => {
      if (!(await this.sandbox.transition(paymentId, 'CANCELLED', tx))) throw orderErrors.orderClosed();
      await this.orders.closePending(row.orderId, 'Cancelled', REASON.cancelledByBuyer, {}, tx);
    });
    return withParams(row.cancelUrl, { paymentId });
  }
}
