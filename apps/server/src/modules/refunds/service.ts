/**
 * Refunds (issue 21 item 4) and the buyer's purchases (item 5). A buyer asks for a refund of a paid
 * order (eligibility.ts); an admin rejects it with a note, or approves it; an admin may also refund
 * a paid order outright. A refund happens once: the approval locks the order row and moves the
 * refund requested → processing with a conditional update (a concurrent approval finds it
 * processing and answers it as it is); the provider is asked outside any transaction with the
 * refund's id as its idempotency key; a processed refund is completed in one transaction (the order
 * Refunded, the enrolment ended, the credit note issued, the buyer mailed, audited), as is one the
 * provider confirms later by webhook (`completeByProviderRefund`), each completing only a refund
 * still processing.
 */
import {
  PURCHASES_PATH,
  REFUND_MSG,
  type Purchase,
  type Purchases,
  type RefundList,
  type RefundListQuery,
  type RefundResponse,
  type RefundRow,
  type RefundStatus,
} from '@cms/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.js';
import { iso, isoOrNull } from '../../dates/iso.js';
import type { MailQueue } from '../../mail/queue.js';
import { refundDecisionMail, type RefundDecisionMailInput } from '../../mail/templates/refund-decision.js';
import type { PaymentProviders } from '../../payments/registry.js';
import type { RefundResult } from '../../payments/provider.js';
import type { AuditRepository, AuditWrite } from '../audit/repository.js';
import type { RefundSettlement } from '../orders/razorpay/refund-settlement.js';
import type { Ledger } from '../earnings/ledger.js';
import { refundable, type RefundPolicy } from './eligibility.js';
import { refundErrors } from './errors.js';
import type { ListedRefund, RefundPayment, RefundRecord, RefundRepository } from './repository.js';

/** What refunds need of invoices (a port): the credit note against the order's invoice, in the refund's transaction. */
export interface CreditNotes {
  issueCreditNote(
    tx: Tx,
    input: { invoiceId: string; refundId: string; reason: string },
  ): Promise<{ id: string; number: string }>;
}

export interface RefundOptions extends RefundPolicy {
  timeZone: string;
  /** The app's public origin, for the mail's link. */
  origin: () => string;
  log?: FastifyBaseLogger;
}

function toRefundRow(r: ListedRefund): RefundRow {
  const { refund } = r;
  return {
    id: refund.id,
    orderId: refund.orderId,
    status: refund.status as RefundStatus,
    reason: refund.reason,
    amountPaise: refund.amountPaise,
    buyer: { id: r.orderUserId, name: r.buyerName, email: r.buyerEmail },
    requestedBy: { id: refund.requestedBy, name: r.requesterName, role: r.requesterRole },
    course: { id: r.courseId, title: r.courseTitle },
    provider: r.provider as RefundRow['provider'],
    paidAt: isoOrNull(r.paidAt),
    decidedBy: refund.decidedBy && r.deciderName !== null ? { id: refund.decidedBy, name: r.deciderName } : null,
    decidedAt: isoOrNull(refund.decidedAt),
    decisionNote: refund.decisionNote,
    failureReason: refund.failureReason,
    providerRefundId: refund.providerRefundId,
    completedAt: isoOrNull(refund.completedAt),
    creditNote: r.creditNoteId && r.creditNoteNumber ? { id: r.creditNoteId, number: r.creditNoteNumber } : null,
    createdAt: iso(refund.createdAt),
  };
}

/** The message an admin's approval answers with, by where the refund now stands. */
const stateMessage = (status: RefundStatus) =>
  status === 'refunded'
    ? REFUND_MSG.refunded
    : status === 'rejected'
      ? REFUND_MSG.alreadyDecided
      : REFUND_MSG.processing;

/** A processing refund is asked about again this long after its approval or its last asking. */
export const REFUND_RESUME_GRACE_MS = 2 * 60_000;
/** Refunds per resume round. */
export const REFUND_RESUME_BATCH = 20;

/** Our refund ids are UUIDs; anything else a provider echoes finds nothing. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class RefundService implements RefundSettlement {
  constructor(
    private readonly repo: RefundRepository,
    private readonly payments: PaymentProviders,
    private readonly creditNotes: CreditNotes,
    private readonly ledger: Ledger,
    private readonly audit: AuditRepository,
    private readonly mail: MailQueue,
    private readonly options: RefundOptions,
  ) {}

  private get policy(): RefundPolicy {
    return { days: this.options.days, maxProgressPercent: this.options.maxProgressPercent };
  }

  private async answer(id: string, message: string): Promise<RefundResponse> {
    const row = await this.repo.listedOne(id);
    if (!row) throw refundErrors.notFound();
    return { success: true, message, refund: toRefundRow(row) };
  }

  /** Every order of the buyer, newest first, with its documents, its refund and whether one may be asked now. */
  async purchases(userId: string): Promise<Purchases> {
    const rows = await this.repo.purchases(userId);
    const now = new Date();
    const purchases = rows.map(({ order, refund, ...r }): Purchase => ({
      id: order.id,
      status: order.status as Purchase['status'],
      course: { id: order.courseId, title: order.courseTitle },
      orderDate: iso(order.createdAt),
      paidAt: isoOrNull(order.capturedAt),
      provider: order.provider as Purchase['provider'],
      listPricePaise: order.listPricePaise,
      discountPaise: order.discountPaise,
      couponCode: order.couponCode,
      taxPaise: order.cgstPaise + order.sgstPaise + order.igstPaise,
      amountPaise: order.pricePaise,
      invoice:
        r.invoiceId && r.invoiceNumber && r.invoiceKind
          ? { id: r.invoiceId, number: r.invoiceNumber, kind: r.invoiceKind as 'tax_invoice' | 'receipt' }
          : null,
      creditNote: r.creditNoteId && r.creditNoteNumber ? { id: r.creditNoteId, number: r.creditNoteNumber } : null,
      refund: refund
        ? {
            id: refund.id,
            status: refund.status as RefundStatus,
            reason: refund.reason,
            decisionNote: refund.decisionNote,
            amountPaise: refund.amountPaise,
            requestedAt: iso(refund.createdAt),
            decidedAt: isoOrNull(refund.decidedAt),
            completedAt: isoOrNull(refund.completedAt),
          }
        : null,
      refundable: refundable(
        {
          status: order.status,
          provider: order.provider,
          capturedAt: order.capturedAt,
          hasRefund: refund !== null,
          completedLessons: r.completedLessons,
          totalLessons: r.totalLessons,
        },
        this.policy,
        now,
      ),
    }));
    return { purchases, policy: { refundDays: this.policy.days, maxProgressPercent: this.policy.maxProgressPercent } };
  }

  /** The buyer asks for a refund: one transaction on the locked order, every rule checked, audited. */
  async request(userId: string, orderId: string, reason: string): Promise<RefundResponse> {
    const refund = await this.repo.transaction(async (tx) => {
      const locked = await this.repo.lockOrder(tx, orderId);
      if (!locked) throw refundErrors.orderNotFound();
      const { order } = locked;
      if (order.userId !== userId) throw refundErrors.notYourOrder();
      const existing = await this.repo.ofOrder(orderId, tx);
      const verdict = refundable(
        {
          status: order.status,
          provider: order.provider,
          capturedAt: order.capturedAt,
          hasRefund: existing !== undefined,
          completedLessons: locked.completedLessons,
          totalLessons: locked.totalLessons,
        },
        this.policy,
      );
      if (verdict.refusal) throw refundErrors.refused(verdict.refusal, verdict.message!);
      const row = await this.repo.insert(tx, {
        orderId,
        requestedBy: userId,
        reason,
        status: 'requested',
        amountPaise: order.pricePaise,
      });
      await this.auditRefund(tx, order, {
        actorId: userId,
        action: 'refund.requested',
        entityId: row.id,
        before: null,
        after: { orderId, status: row.status, amountPaise: row.amountPaise, reason },
      });
      return row;
    });
    return this.answer(refund.id, REFUND_MSG.requested);
  }

  async list(query: RefundListQuery): Promise<RefundList> {
    const { rows, total } = await this.repo.list({
      status: query.status === 'all' ? undefined : query.status,
      page: query.page,
      pageSize: query.pageSize,
    });
    return { refunds: rows.map(toRefundRow), total, page: query.page, pageSize: query.pageSize };
  }

  /** Rejects a requested (or failed) refund with a note, once; mailed to the buyer, audited. */
  async reject(adminId: string, id: string, note: string): Promise<RefundResponse> {
    await this.repo.transaction(async (tx) => {
      const current = await this.repo.byId(id, tx);
      if (!current) throw refundErrors.notFound();
      const locked = await this.repo.lockOrder(tx, current.orderId);
      const moved = await this.repo.move(tx, id, ['requested', 'failed'], {
        status: 'rejected',
        decidedBy: adminId,
        decidedAt: new Date(),
        decisionNote: note,
      });
      if (!moved || !locked) throw refundErrors.alreadyDecided();
      const order = locked.order;
      await this.auditRefund(tx, order, {
        actorId: adminId,
        action: 'refund.rejected',
        entityId: id,
        before: { status: current.status },
        after: { status: 'rejected', note },
      });
      await this.mailDecision(tx, order, moved, { decision: 'rejected', note, creditNote: null });
    });
    return this.answer(id, REFUND_MSG.rejected);
  }

  /**
   * Approves a requested refund (or tries a failed one again): requested|failed → processing under the
   * order's lock, audited; then the provider, then the outcome. A refund already processing or
   * refunded answers as it stands (a concurrent approval); a rejected one is 409.
   */
  async approve(adminId: string, id: string): Promise<RefundResponse> {
    const claimed = await this.repo.transaction(async (tx) => {
      const current = await this.repo.byId(id, tx);
      if (!current) throw refundErrors.notFound();
      const locked = await this.repo.lockOrder(tx, current.orderId);
      if (!locked) throw refundErrors.notFound();
      const moved = await this.repo.move(tx, id, ['requested', 'failed'], {
        status: 'processing',
        decidedBy: adminId,
        decidedAt: new Date(),
        failureReason: null,
      });
      if (!moved) return null;
      await this.auditRefund(tx, locked.order, {
        actorId: adminId,
        action: 'refund.approved',
        entityId: id,
        before: { status: current.status },
        after: { status: 'processing' },
      });
      return { refund: moved, order: locked.order };
    });
    if (!claimed) {
      const now = await this.repo.byId(id);
      if (!now) throw refundErrors.notFound();
      if (now.status === 'rejected') throw refundErrors.alreadyDecided();
      return this.answer(id, stateMessage(now.status as RefundStatus));
    }
    return this.askProvider(claimed.refund, claimed.order);
  }

  /**
   * An admin refunds a paid order outright (reason required): the refund is created processing under
   * the order's lock (the order must be paid by a provider and have no refund yet), audited, then the
   * provider is asked as for an approval.
   */
  async refundOrder(adminId: string, orderId: string, reason: string): Promise<RefundResponse> {
    const claimed = await this.repo.transaction(async (tx) => {
      const locked = await this.repo.lockOrder(tx, orderId);
      if (!locked) throw refundErrors.orderNotFound();
      const { order } = locked;
      if (await this.repo.ofOrder(orderId, tx)) throw refundErrors.refused('already-asked', REFUND_MSG.alreadyAsked);
      if (order.status !== 'Approval') throw refundErrors.refused('not-paid', REFUND_MSG.notPaid);
      if (order.provider === 'free') throw refundErrors.refused('free', REFUND_MSG.free);
      const refund = await this.repo.insert(tx, {
        orderId,
        requestedBy: adminId,
        reason,
        status: 'processing',
        amountPaise: order.pricePaise,
        decidedBy: adminId,
        decidedAt: new Date(),
      });
      await this.auditRefund(tx, order, {
        actorId: adminId,
        action: 'refund.approved',
        entityId: refund.id,
        before: null,
        after: { orderId, status: 'processing', amountPaise: refund.amountPaise, reason },
      });
      return { refund, order };
    });
    return this.askProvider(claimed.refund, claimed.order);
  }

  /** Asks the provider (settle) and answers the admin: done, processing, or the provider's refusal or absence as an error. */
  private async askProvider(refund: RefundRecord, order: RefundPayment): Promise<RefundResponse> {
    const result = await this.settle(refund, order);
    switch (result.status) {
      case 'processed':
        return this.answer(refund.id, REFUND_MSG.refunded);
      case 'pending':
        return this.answer(refund.id, REFUND_MSG.processing);
      case 'refused':
        throw refundErrors.providerRefused(result.reason);
      case 'unavailable':
        throw refundErrors.providerUnavailable();
    }
  }

  /**
   * Asks the order's provider for the refund (outside any transaction; the refund's id is the
   * provider's idempotency key, so asking again never refunds twice), then records the outcome:
   * processed → completed; pending → the provider's id kept (its webhook or the next resume round
   * completes it); refused → failed (an admin may try again); unavailable → requested again.
   */
  private async settle(refund: RefundRecord, order: RefundPayment): Promise<RefundResult> {
    const provider = this.payments.get(order.provider);
    const result: RefundResult =
      !provider || !order.paymentId || !order.captureId
        ? { status: 'unavailable', reason: `the payment provider ${order.provider} is not available` }
        : await provider.refund({
            paymentId: order.paymentId,
            captureId: order.captureId,
            amountPaise: refund.amountPaise,
            requestId: refund.id,
          });
    switch (result.status) {
      case 'processed':
        await this.complete(refund.id, result.refundId);
        break;
      case 'pending':
        await this.repo.notePending(refund.id, result.refundId);
        break;
      case 'refused':
        await this.repo.transaction(async (tx) => {
          const failed = await this.repo.move(tx, refund.id, ['processing'], {
            status: 'failed',
            failureReason: result.reason,
          });
          if (!failed) return;
          await this.audit.write(tx, {
            actorId: failed.decidedBy ?? failed.requestedBy,
            action: 'refund.failed',
            entityType: 'refund',
            entityId: refund.id,
            summary: result.reason,
            before: { status: 'processing' },
            after: { status: 'failed', reason: result.reason },
          });
        });
        break;
      case 'unavailable':
        this.options.log?.warn({ refundId: refund.id, reason: result.reason }, 'refund: provider unavailable');
        await this.repo.backToRequested(refund.id, result.reason);
        break;
    }
    return result;
  }

  /**
   * One resume round (run beside the orders' reconciliation): refunds left processing past a grace
   * period — the app stopped between an approval and the provider's answer, or a pending refund's
   * webhook never came — are asked about again with the same idempotency key and settled as an
   * approval would be. Counts each outcome; a refund completed meanwhile by its webhook is counted
   * processed and changes nothing twice.
   */
  async resumeStuck(
    options: { graceMs?: number; limit?: number } = {},
  ): Promise<Record<RefundResult['status'], number>> {
    const counts = { processed: 0, pending: 0, refused: 0, unavailable: 0 };
    const stuck = await this.repo.claimStuck({
      graceMs: options.graceMs ?? REFUND_RESUME_GRACE_MS,
      limit: options.limit ?? REFUND_RESUME_BATCH,
    });
    for (const { refund, order } of stuck) counts[(await this.settle(refund, order)).status]++;
    return counts;
  }

  /**
   * The provider's confirmation (Razorpay's refund.processed webhook): completes the processing refund
   * it knows by `providerRefundId`. Idempotent: 'completed' the first time, 'already' once refunded,
   * 'unknown' when no processing or refunded refund carries that id (yet: an approval may still be
   * writing it).
   */
  async completeByProviderRefund(
    provider: string,
    providerRefundId: string,
    ourRefundId: string | null = null,
  ): Promise<'completed' | 'already' | 'unknown'> {
    // The provider's confirmation may come before the approval saved the provider's refund id:
    // the provider echoes our refund id (the request id of the refund call), which finds it then.
    const refund =
      (await this.repo.byProviderRefundId(provider, providerRefundId)) ??
      (ourRefundId && UUID.test(ourRefundId) ? await this.repo.ofProvider(provider, ourRefundId) : undefined);
    if (!refund) return 'unknown';
    if (refund.status === 'refunded') return 'already';
    if (refund.status !== 'processing') return 'unknown';
    return (await this.complete(refund.id, providerRefundId)) ? 'completed' : 'already';
  }

  /**
   * Completes a processing refund, in one transaction: the order's lock, then the instructor's
   * balance lock (a withdrawal sees the balance before or after the reversal, never between),
   * processing → refunded (only one caller gets it), the order Approval → Refunded (its earning
   * leaves the balance), the enrolment deleted, the credit note against the invoice, the buyer's
   * mail, the audit entry. False when it was not processing (done by someone else).
   */
  private complete(id: string, providerRefundId: string): Promise<boolean> {
    return this.repo.transaction(async (tx) => {
      const current = await this.repo.byId(id, tx);
      if (!current) return false;
      const locked = await this.repo.lockOrder(tx, current.orderId);
      if (!locked) return false;
      const { order } = locked;
      await this.ledger.lock(tx, order.instructorId);
      const done = await this.repo.complete(tx, id, providerRefundId);
      if (!done) return false;
      await this.repo.markOrderRefunded(tx, order.id);
      await this.repo.endEnrolment(tx, order.userId, order.courseId);
      const invoiceId = await this.repo.invoiceIdOfOrder(order.id, tx);
      const note = invoiceId
        ? await this.creditNotes.issueCreditNote(tx, { invoiceId, refundId: id, reason: done.reason })
        : null;
      await this.mailDecision(tx, order, done, {
        decision: 'refunded',
        note: null,
        creditNote: note && { id: note.id, number: note.number },
      });
      await this.auditRefund(tx, order, {
        actorId: done.decidedBy ?? done.requestedBy,
        action: 'refund.completed',
        entityId: id,
        before: { status: 'processing', orderStatus: order.status },
        after: {
          status: 'refunded',
          orderStatus: 'Refunded',
          providerRefundId,
          amountPaise: done.amountPaise,
          creditNote: note?.number ?? null,
        },
      });
      return true;
    });
  }

  /** Writes a refund's audit entry, summarised by the order's course and buyer. */
  private auditRefund(
    tx: Tx,
    order: { courseTitle: string; userEmail: string },
    entry: Omit<AuditWrite, 'entityType' | 'summary'>,
  ) {
    return this.audit.write(tx, {
      ...entry,
      entityType: 'refund',
      summary: `${order.courseTitle} (${order.userEmail})`,
    });
  }

  /** Mails the buyer (when there still is one) the decision on their refund, in the decision's transaction. */
  private async mailDecision(
    tx: Tx,
    order: { userId: string; courseTitle: string },
    refund: { amountPaise: number; createdAt: Date },
    outcome: Pick<RefundDecisionMailInput, 'decision' | 'note' | 'creditNote'>,
  ): Promise<void> {
    const buyer = await this.repo.person(order.userId, tx);
    if (!buyer) return;
    await this.mail.enqueue(
      tx,
      refundDecisionMail({
        ...outcome,
        to: { name: buyer.name, email: buyer.email },
        courseTitle: order.courseTitle,
        amountPaise: refund.amountPaise,
        requestedAt: refund.createdAt,
        timeZone: this.mail.timeZone,
        url: this.purchasesUrl(buyer.role),
      }),
    );
  }

  private purchasesUrl(role: string): string {
    const path = role === 'Lead' ? PURCHASES_PATH.Lead : PURCHASES_PATH.Student;
    return `${this.options.origin()}${path satisfies string}`;
  }
}
