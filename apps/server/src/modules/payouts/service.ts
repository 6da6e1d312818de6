/**
 * Process Payment: an admin pays an instructor for one sale outside the app and records it. A
 * payout counts like an approved withdrawal in the balance (earnings/ledger.ts); at most one per
 * order (also guarded by the unique order id); only for successful orders; never above the
 * available balance. Recording takes the instructor's balance lock first, like a withdrawal request.
 */
import {
  PAYOUT_MSG,
  formatRupees,
  type AdminOrder,
  type OrderStatus,
  type Payout,
  type PayoutContext,
  type RecordPayoutInput,
} from '@cms/contract';
import { isUniqueViolation } from '../../db/errors.js';
import type { AuditRepository } from '../audit/repository.js';
import type { AuditService } from '../audit/service.js';
import type { Ledger } from '../earnings/ledger.js';
import { upiOrNull } from '../withdrawals/upi.js';
import { payoutErrors, type PayoutBlock } from './errors.js';
import { PayoutRepository, type PayoutOrderRow, type PayoutWithRecorder } from './repository.js';

/** Why the order cannot be paid out now, or null when it can: the one rule of the page and of recording. */
export function payoutBlock(order: PayoutOrderRow, alreadyPaid: boolean, availablePaise: number): PayoutBlock | null {
  if (alreadyPaid) return 'alreadyPaid';
  if (order.status !== 'Approval') return 'notPayable';
  if (order.earningPaise > availablePaise) return 'exceedsBalance';
  return null;
}

function toAdminOrder(row: PayoutOrderRow): AdminOrder {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    userEmail: row.userEmail,
    instructorId: row.instructorId,
    amountPaise: row.pricePaise,
  };
}

function toPayout({ payout, recorderName, recorderEmail }: PayoutWithRecorder): Payout {
  return {
    id: payout.id,
    orderId: payout.orderId,
    amountPaise: payout.amountPaise,
    reference: payout.reference,
    recordedAt: payout.createdAt.toISOString(),
    recordedBy: { id: payout.recordedBy, name: recorderName, email: recorderEmail },
  };
}

export class PayoutService {
  constructor(
    private readonly repo: PayoutRepository,
    private readonly ledger: Ledger,
    private readonly audit: AuditRepository,
    private readonly auditLog: AuditService,
  ) {}

  /** GET PAYOUT_API.order: the order, its instructor and balance, the payout if any, why it is blocked, the history. */
  async context(orderId: string): Promise<PayoutContext> {
    const order = await this.repo.order(orderId);
    if (!order) throw payoutErrors.orderNotFound();
    const instructor = await this.repo.instructor(order.instructorId);
    const balance = await this.ledger.balance(order.instructorId);
    const payout = await this.repo.payoutOf(orderId);
    const block = payoutBlock(order, payout !== undefined, balance.availablePaise);
    return {
      order: toAdminOrder(order),
      payoutPaise: order.earningPaise,
      instructor: {
        id: order.instructorId,
        name: instructor?.name ?? '',
        email: instructor?.email ?? '',
        upi: upiOrNull(instructor?.upi),
      },
      balance,
      payout: payout ? toPayout(payout) : null,
      blockedReason: block ? PAYOUT_MSG[block] : null,
      audit: await this.auditLog.forEntity('order', orderId),
    };
  }

  /**
   * Records the payout of one sale, in one transaction: the instructor's balance lock, the order's
   * lock, the checks again, the payout (the order's price) and its audit entry. A concurrent
   * payout of the same order that slips past the checks ends on the unique order id: 409 too.
   */
  async record(adminId: string, orderId: string, input: RecordPayoutInput) {
    try {
      return await this.repo.transaction(async (tx) => {
        const found = await this.repo.order(orderId, tx);
        if (!found) throw payoutErrors.orderNotFound();
        await this.ledger.lock(tx, found.instructorId);
        const order = await this.repo.lockOrder(tx, orderId);
        if (!order) throw payoutErrors.orderNotFound();
        const existing = await this.repo.payoutOf(orderId, tx);
        const before = await this.ledger.balance(order.instructorId, tx);
        const block = payoutBlock(order, existing !== undefined, before.availablePaise);
        if (block) throw payoutErrors[block]();
        await this.repo.insert(tx, {
          orderId,
          instructorId: order.instructorId,
          amountPaise: order.earningPaise,
          reference: input.reference,
          recordedBy: adminId,
        });
        const payout = (await this.repo.payoutOf(orderId, tx))!;
        const instructor = await this.repo.instructor(order.instructorId, tx);
        await this.audit.write(tx, {
          actorId: adminId,
          action: 'payout.recorded',
          entityType: 'order',
          entityId: orderId,
          summary: `${formatRupees(order.earningPaise)} to ${instructor?.name ?? order.instructorId} for ${order.courseTitle}`,
          before: null,
          after: { payoutId: payout.payout.id, amountPaise: order.earningPaise, reference: input.reference },
        });
        return {
          success: true as const,
          message: PAYOUT_MSG.recorded,
          payout: toPayout(payout),
          balance: await this.ledger.balance(order.instructorId, tx),
        };
      });
    } catch (err) {
      if (isUniqueViolation(err, 'payouts_order_id_unique')) throw payoutErrors.alreadyPaid();
      throw err;
    }
  }
}
