/**
 * Orders: buying a course through the configured payment provider (spec 3 "Order", 4 "Order
 * statuses" / "Payment flow"). The server decides everything but the course: buyer, instructor,
 * title, price, currency and status. Capture is idempotent: however often and however
 * concurrently an order is captured, it ends with one Approval and one enrolment.
 */
import {
  CURRENCY,
  MY_COURSES_PATH,
  PAYMENT_CHOICE_LABELS,
  PAYMENT_MSG,
  PAYMENT_RETURN_PATH,
  VIEW_PAGE_PATH,
  gstStateCodeOf,
  type CancelOrderInput,
  type CaptureInput,
  type CaptureResponse,
  type CreateOrderInput,
  type CreateOrderResponse,
  type Order,
  type Quote,
  type QuoteInput,
  type SessionUser,
} from '@cms/contract';
import type { Handle } from '../../../db/repository.js';
import { iso, isoOrNull } from '../../../dates/iso.js';
import type { MailQueue } from '../../../mail/queue.js';
import { receiptMail } from '../../../mail/templates/receipt.js';
import type { InvoiceIssuer, IssuedDocument } from '../../invoices/issuer.js';
import type { PaymentProvider } from '../../../payments/provider.js';
import type { PaymentProviders } from '../../../payments/registry.js';
import { orderErrors } from '../errors.js';
import type { AppliedCoupon, CouponBook } from './coupon-book.js';
import { newOrder } from './new-order.js';
import { priceOf, type Price, type SellerTaxes } from './pricing.js';
import { OrderRepository, type OrderRow } from '../repository.js';

export interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
const silent: Log = { warn: () => undefined, error: () => undefined };

/** Buyers are Students and Leads (the routes admit no one else). */
export type Buyer = SessionUser & { role: keyof typeof PAYMENT_RETURN_PATH };

export const REASON = {
  replaced: 'Replaced by a newer order for the same course',
  cancelledByBuyer: 'Cancelled by the buyer at checkout',
  providerFailed: (detail: string) => `The payment provider could not create the payment: ${detail}`,
  declined: (detail: string) => `Payment declined: ${detail}`,
  amountMismatch: (paid: string, expected: string) => `Paid amount ${paid} does not match the order's ${expected}`,
  lateCapture: 'Captured after the order was closed: refund due',
  expired: 'Not paid in time: the checkout expired',
} as const;

/** What capturing a Pending order came to (the buyer's return answers each with its status). */
export type Settlement =
  /** `paidHere`: this call made it Approval (and queued the receipt); false when it already was. */
  | { outcome: 'paid'; enrolmentId: string; paidHere: boolean }
  /** The provider could not be reached: the order stays Pending. */
  | { outcome: 'unavailable' }
  /** The buyer has not approved the payment: the order stays Pending. */
  | { outcome: 'not_approved' }
  /** Refused: the order is Rejected. */
  | { outcome: 'declined' }
  /** Paid another amount: the order is Rejected (capture kept for a refund). */
  | { outcome: 'amount_mismatch' }
  /** The order is not Pending (or not this provider's) any more. */
  | { outcome: 'closed' };

/** The provider name of an order paid in full by a coupon (no payment). */
export const FREE_PROVIDER = 'free';

/** Whom a receipt goes to: the buyer's name, address and area. */
export interface Recipient {
  name: string;
  email: string;
  role: string;
}

/** The buyer's My courses page; a buyer whose role changed since gets the student one. */
const myCoursesPath = (role: string) =>
  role in MY_COURSES_PATH ? MY_COURSES_PATH[role as keyof typeof MY_COURSES_PATH] : MY_COURSES_PATH.Student;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    userId: row.userId,
    userEmail: row.userEmail,
    orderStatus: row.status as Order['orderStatus'],
    paymentMethod: 'paypal',
    provider: row.provider as Order['provider'],
    orderDate: iso(row.createdAt),
    paymentId: row.paymentId,
    payerId: row.payerId,
    instructorId: row.instructorId,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    coursePricePaise: row.pricePaise,
    listPricePaise: row.listPricePaise,
    discountPaise: row.discountPaise,
    couponCode: row.couponCode,
    taxPaise: row.cgstPaise + row.sgstPaise + row.igstPaise,
    currency: 'INR',
    capturedAt: isoOrNull(row.capturedAt),
  };
}

/** Where the buyer comes back from checkout: the area's payment-return page on `origin`. */
export function returnUrls(origin: string, role: Buyer['role']) {
  const returnUrl = `${origin}${PAYMENT_RETURN_PATH[role]}`;
  return { returnUrl, cancelUrl: `${returnUrl}?cancelled=1` };
}

/** What checkout works with beside its repository, providers and mail (the other modules' ports). */
export interface OrderServiceParts {
  /** The seller's GST for pricing (the invoices module). */
  taxes: SellerTaxes;
  /** Null: no coupons (a code is refused as not valid). */
  coupons?: CouponBook | null;
  /** Issues the paid order's tax invoice or receipt (the invoices module); null: no documents. */
  invoices?: InvoiceIssuer | null;
  log?: Log;
}

export class OrderService {
  readonly repo: OrderRepository;
  private readonly taxes: SellerTaxes;
  private readonly coupons: CouponBook | null;
  private readonly invoices: InvoiceIssuer | null;
  private readonly log: Log;

  constructor(
    repo: OrderRepository,
    private readonly providers: PaymentProviders,
    private readonly mail: MailQueue,
    parts: OrderServiceParts,
  ) {
    this.repo = repo;
    this.taxes = parts.taxes;
    this.coupons = parts.coupons ?? null;
    this.invoices = parts.invoices ?? null;
    this.log = parts.log ?? silent;
  }

  /** The provider that made the order's payment, if still offered. */
  private providerOf(order: { provider: string }): PaymentProvider | undefined {
    return this.providers.get(order.provider);
  }

  // ---- create ------------------------------------------------------------------------------

  /**
   * What the course costs this buyer with these choices, before paying (the Buy Now dialog):
   * coupon checked without being used, GST split by the billing state, the providers offered.
   */
  async quote(buyer: Buyer, input: QuoteInput): Promise<Quote> {
    const course = await this.saleCourse(buyer, input.courseId);
    const coupon = input.couponCode
      ? await this.couponBook().preview(this.couponRequest(buyer, course, input.couponCode))
      : null;
    const tax = await this.taxes.sellerTax();
    const price = priceOf({
      listPricePaise: course.pricePaise,
      discountPaise: coupon?.discountPaise ?? 0,
      tax,
      buyerStateCode: this.billing(input, false).stateCode,
    });
    return {
      courseId: course.id,
      listPricePaise: price.listPricePaise,
      discountPaise: price.discountPaise,
      pricePaise: price.pricePaise,
      coupon: coupon ? { code: coupon.code, description: coupon.description } : null,
      tax: price.gst && {
        ratePercent: price.gst.ratePercent,
        supply: input.billingState ? price.gst.supply : null,
        taxablePaise: price.gst.taxablePaise,
        cgstPaise: price.gst.cgstPaise,
        sgstPaise: price.gst.sgstPaise,
        igstPaise: price.gst.igstPaise,
      },
      billingStateRequired: tax !== null,
      providers: this.providers.offered.map((p) => ({ name: p.name, label: PAYMENT_CHOICE_LABELS[p.name] })),
    };
  }

  /**
   * A Pending order for a published course the buyer neither owns nor teaches, priced by the
   * server (list price less the coupon's discount), replacing the buyer's older Pending orders for
   * it; then the chosen provider's payment. A 100 % coupon enrols at once, without a provider.
   * `origin` is the app's public origin, for the return addresses.
   */
  async create(buyer: Buyer, input: CreateOrderInput, origin: string): Promise<CreateOrderResponse> {
    const provider = input.provider ? this.providers.get(input.provider) : this.providers.preferred;
    if (!provider) throw orderErrors.providerNotOffered();
    const { order, replaced } = await this.repo.transaction(async (tx) => {
      const course = await this.saleCourse(buyer, input.courseId, tx);
      await this.repo.lockUser(tx, buyer.userId);
      // Owned first: buying a course again is refused as owned, whatever else the request lacks.
      if (await this.repo.enrolmentId(buyer.userId, course.id, tx)) throw orderErrors.alreadyOwned();
      const tax = await this.taxes.sellerTax(tx);
      const billing = this.billing(input, tax !== null);
      // Before the coupon is counted: the replaced orders' uses are given back.
      const replaced = await this.repo.cancelPending(tx, buyer.userId, course.id, REASON.replaced);
      const coupon = input.couponCode
        ? await this.couponBook().redeem(tx, this.couponRequest(buyer, course, input.couponCode))
        : null;
      const price = priceOf({
        listPricePaise: course.pricePaise,
        discountPaise: coupon?.discountPaise ?? 0,
        tax,
        buyerStateCode: billing.stateCode,
      });
      const order = await this.repo.insert(tx, {
        ...newOrder(buyer, course),
        ...this.priced(price, coupon),
        billingState: billing.stateCode,
        buyerGstin: billing.gstin,
        provider: price.pricePaise === 0 ? FREE_PROVIDER : provider.name,
        status: 'Pending',
      });
      return { order, replaced };
    });
    for (const old of replaced) {
      const oldProvider = old.paymentId ? this.providerOf(old) : undefined;
      if (oldProvider) await this.cancelAtProvider(oldProvider, old.paymentId!);
    }
    if (order.pricePaise === 0) return this.enrolFree(order, buyer, origin);

    let payment;
    try {
      payment = await provider.createPayment({
        orderId: order.id,
        amountPaise: order.pricePaise,
        currency: CURRENCY,
        description: order.courseTitle,
        ...returnUrls(origin, buyer.role),
      });
    } catch (err) {
      const detail = (err as Error).message;
      this.log.warn({ orderId: order.id, err: detail }, 'payment provider could not create the payment');
      await this.repo.closePending(order.id, 'Rejected', REASON.providerFailed(detail));
      throw orderErrors.providerUnavailable();
    }
    await this.repo.setPaymentId(order.id, payment.paymentId);
    return { success: true, orderId: order.id, approvalUrl: payment.approvalUrl };
  }

  /** A course on sale to this buyer: published, not deleted, not the buyer's own. */
  private async saleCourse(buyer: Buyer, courseId: string, db?: Handle) {
    const course = await this.repo.course(courseId, db);
    if (!course || course.deletedAt !== null || !course.isPublished) throw orderErrors.courseNotForSale();
    if (course.instructorId === buyer.userId) throw orderErrors.ownCourse();
    return course;
  }

  /**
   * The buyer's billing state (as a GST state code) and GSTIN: the state is required when the
   * seller charges GST; a GSTIN must be registered in the billing state.
   */
  private billing(input: Pick<QuoteInput, 'billingState' | 'buyerGstin'>, stateRequired: boolean) {
    const stateCode = input.billingState ? (gstStateCodeOf(input.billingState) ?? null) : null;
    if (stateRequired && !stateCode) throw orderErrors.billingStateRequired();
    const gstin = input.buyerGstin ?? null;
    if (gstin && gstin.slice(0, 2) !== stateCode) throw orderErrors.gstinStateMismatch();
    return { stateCode, gstin };
  }

  private couponBook(): CouponBook {
    if (!this.coupons) throw orderErrors.couponNotFound();
    return this.coupons;
  }

  private couponRequest(buyer: Buyer, course: { id: string; instructorId: string; pricePaise: number }, code: string) {
    return {
      code,
      buyerId: buyer.userId,
      course: { id: course.id, instructorId: course.instructorId, pricePaise: course.pricePaise },
    };
  }

  /** The order's price columns (taxes are written when it is paid: the invoice's tax point). */
  private priced(price: Price, coupon: AppliedCoupon | null) {
    return {
      listPricePaise: price.listPricePaise,
      discountPaise: price.discountPaise,
      pricePaise: price.pricePaise,
      couponId: coupon?.couponId ?? null,
      couponCode: coupon?.code ?? null,
    };
  }

  /** A free order (a 100 % coupon): paid at once, without a provider; the learning page is next. */
  private async enrolFree(order: OrderRow, buyer: Buyer, origin: string): Promise<CreateOrderResponse> {
    const settled = await this.complete(order, { payerId: null, captureId: `FREE-${order.id}` }, buyer, origin);
    if (settled.outcome !== 'paid') throw orderErrors.orderClosed();
    return {
      success: true,
      orderId: order.id,
      approvalUrl: `${origin}${VIEW_PAGE_PATH[buyer.role]}${settled.enrolmentId}`,
      enrolmentId: settled.enrolmentId,
    };
  }

  private async cancelAtProvider(provider: PaymentProvider, paymentId: string) {
    try {
      await provider.cancel(paymentId);
    } catch (err) {
      this.log.warn({ paymentId, err: (err as Error).message }, 'payment not cancelled at the provider');
    }
  }

  // ---- finding the caller's order ----------------------------------------------------------

  /** The order by id, or else by payment id; refused when it is another buyer's. */
  private async callersOrder(buyer: Buyer, ids: { orderId?: string; paymentId?: string }): Promise<OrderRow> {
    let order: OrderRow | undefined;
    if (ids.orderId) order = await this.repo.byId(ids.orderId);
    else if (ids.paymentId) order = await this.repo.byPaymentId(ids.paymentId);
    else throw orderErrors.missingPaymentDetails();
    if (!order) throw orderErrors.orderNotFound();
    if (order.userId !== buyer.userId) throw orderErrors.notYourOrder();
    if (ids.paymentId && order.paymentId !== ids.paymentId) throw orderErrors.paymentMismatch();
    return order;
  }

  // ---- capture -----------------------------------------------------------------------------

  /** `appUrl`: the app's public origin, for the link in the receipt mail. */
  async capture(buyer: Buyer, input: CaptureInput, appUrl: string): Promise<CaptureResponse> {
    const order = await this.callersOrder(buyer, input);
    this.verifyReturn(order, input);
    // Already paid: the same answer again, without asking the provider.
    const settled =
      order.status === 'Approval'
        ? await this.complete(order, null, buyer, appUrl)
        : await this.settle(order, appUrl, { buyer, payerId: input.payerId });
    switch (settled.outcome) {
      case 'paid':
        return {
          success: true,
          message: PAYMENT_MSG.paymentSuccessful,
          orderId: order.id,
          courseId: order.courseId,
          enrolmentId: settled.enrolmentId,
        };
      case 'unavailable':
        throw orderErrors.providerUnavailable();
      case 'not_approved':
        throw orderErrors.notApproved();
      case 'declined':
        throw orderErrors.declined();
      case 'amount_mismatch':
        throw orderErrors.amountMismatch();
      case 'closed':
        throw orderErrors.orderClosed();
    }
  }

  /**
   * Before anything is captured: the return must be the provider's word for this order's payment
   * (Razorpay: the signature of our stored Razorpay order id and the payment id). Refused: nothing changes.
   */
  private verifyReturn(order: OrderRow, input: CaptureInput): void {
    const provider = this.providerOf(order);
    if (!provider?.verifyReturn) return;
    const proof = { paymentId: order.paymentId ?? '', payerId: input.payerId, signature: input.signature };
    if (!provider.verifyReturn(proof)) throw orderErrors.signatureInvalid();
  }

  /**
   * Captures a Pending order's payment (idempotent: the order id is the request id) and records
   * what came of it: paid (Approval, enrolment, receipt), declined or wrong amount (Rejected), or
   * nothing yet. The buyer's return page and the reconciler both come here. `buyer`: the signed-in
   * buyer when there is one (the receipt's recipient; otherwise read from the database);
   * `payerId`: the payer the return address named, kept when the provider names none.
   */
  async settle(order: OrderRow, appUrl: string, from: { buyer?: Buyer; payerId?: string } = {}): Promise<Settlement> {
    const provider = this.providerOf(order);
    if (order.status !== 'Pending' || !provider || !order.paymentId) {
      return { outcome: 'closed' };
    }
    // Outside any transaction: no row stays locked while the provider is asked.
    const result = await provider.capture({ paymentId: order.paymentId, requestId: order.id });
    switch (result.status) {
      case 'unavailable':
        this.log.warn({ orderId: order.id, reason: result.reason }, 'capture: payment provider unavailable');
        return { outcome: 'unavailable' };
      case 'not_approved':
        return { outcome: 'not_approved' };
      case 'declined':
        await this.repo.closePending(order.id, 'Rejected', REASON.declined(result.reason));
        return { outcome: 'declined' };
      case 'completed': {
        if (result.currency !== order.currency || result.amountPaise !== order.pricePaise) {
          const reason = REASON.amountMismatch(
            `${result.amountPaise} ${result.currency}`,
            `${order.pricePaise} ${order.currency}`,
          );
          this.log.error({ orderId: order.id, captureId: result.captureId, reason }, 'capture: amount mismatch');
          await this.repo.closePending(order.id, 'Rejected', reason, { captureId: result.captureId });
          return { outcome: 'amount_mismatch' };
        }
        const captured = { payerId: result.payerId ?? from.payerId ?? null, captureId: result.captureId };
        return this.complete(order, captured, from.buyer ?? null, appUrl);
      }
    }
  }

  /**
   * One transaction: the order row locked; a Pending order becomes Approval with the capture;
   * the enrolment is created unless it exists. `capture` is null for an order already paid. The
   * buyer's receipt is queued in the same transaction, only when the order becomes paid here.
   */
  private async complete(
    order: OrderRow,
    capture: { payerId: string | null; captureId: string } | null,
    buyer: Buyer | null,
    appUrl: string,
  ): Promise<Settlement> {
    const outcome = await this.repo.transaction(async (tx) => {
      const locked = await this.repo.lock(tx, order.id);
      if (!locked) throw orderErrors.orderNotFound();
      const paidHere = locked.status === 'Pending' && capture !== null;
      if (paidHere) {
        await this.repo.markApproved(tx, order.id, capture);
        // The tax invoice (the order's tax lines written) or receipt, numbered in this transaction.
        const document = (await this.invoices?.issue(tx, order.id)) ?? null;
        const to = buyer ?? (await this.repo.recipient(tx, order.userId));
        await this.mail.enqueue(tx, this.receipt(order, to, appUrl, document));
      } else if (locked.status !== 'Approval') {
        // Closed (replaced or cancelled) while the provider captured it: keep the capture for a refund.
        if (capture) await this.repo.noteLateCapture(tx, order.id, capture.captureId, REASON.lateCapture);
        return { closed: true as const, captureId: capture?.captureId };
      }
      return { closed: false as const, paidHere, enrolmentId: await this.repo.enrol(tx, order.userId, order.courseId) };
    });
    if (outcome.closed) {
      this.log.error({ orderId: order.id, captureId: outcome.captureId }, 'capture of a closed order: refund due');
      return { outcome: 'closed' };
    }
    return { outcome: 'paid', enrolmentId: outcome.enrolmentId, paidHere: outcome.paidHere };
  }

  private receipt(order: OrderRow, buyer: Recipient, appUrl: string, document: IssuedDocument | null) {
    return receiptMail({
      to: { name: buyer.name, email: buyer.email },
      courseTitle: order.courseTitle,
      amountPaise: order.pricePaise,
      orderId: order.id,
      paidAt: new Date(),
      timeZone: this.mail.timeZone,
      myCoursesUrl: `${appUrl}${myCoursesPath(buyer.role)}`,
      document,
    });
  }

  // ---- cancel ------------------------------------------------------------------------------

  /** The buyer left checkout: the Pending order is Cancelled (again: the same answer). */
  async cancel(buyer: Buyer, input: CancelOrderInput) {
    const order = await this.callersOrder(buyer, input);
    if (order.status === 'Approval') throw orderErrors.alreadyOwned();
    if (order.status === 'Pending') {
      const cancelled = await this.repo.closePending(order.id, 'Cancelled', REASON.cancelledByBuyer);
      // Paid in the meantime (a capture from another tab won the race).
      if (!cancelled && (await this.repo.byId(order.id))?.status === 'Approval') throw orderErrors.alreadyOwned();
      const provider = order.paymentId ? this.providerOf(order) : undefined;
      if (provider) await this.cancelAtProvider(provider, order.paymentId!);
    }
    return { success: true as const, message: PAYMENT_MSG.cancelled, courseId: order.courseId };
  }

  /**
   * Nobody paid the order in time (the reconciler found it unapproved long after Buy Now): it is
   * Cancelled and its payment cancelled at the provider. False when it was no longer Pending.
   */
  async expire(order: OrderRow): Promise<boolean> {
    const expired = await this.repo.closePending(order.id, 'Cancelled', REASON.expired);
    const provider = order.paymentId ? this.providerOf(order) : undefined;
    if (expired && provider) await this.cancelAtProvider(provider, order.paymentId!);
    return expired !== undefined;
  }

  // ---- lists -------------------------------------------------------------------------------

  async mine(userId: string): Promise<{ orders: Order[] }> {
    return { orders: (await this.repo.mine(userId)).map(toOrder) };
  }
}
