/**
 * Withdrawals (spec 4, 5, 8): an instructor asks for money out of the available balance; an
 * admin approves or rejects a pending request once. The balance comes from the ledger
 * (earnings/ledger.ts) only; every change that touches it takes the instructor's balance lock first, so any number of
 * concurrent requests never take more than was earned.
 */
import {
  INSTRUCTOR_WITHDRAWALS_PATH,
  WITHDRAWAL_MSG,
  formatRupees,
  withdrawalProcessedMessage,
  type AdminWithdrawal,
  type AdminWithdrawals,
  type AdminWithdrawalsQuery,
  type ProcessWithdrawalInput,
  type Withdrawal,
  type WithdrawalHistory,
  type WithdrawalRequestInput,
  type WithdrawalStatus,
} from '@cms/contract';
import { isoOrNull } from '../../dates/iso.js';
import { unauthorized } from '../../errors/index.js';
import type { MailQueue } from '../../mail/queue.js';
import { withdrawalDecisionMail } from '../../mail/templates/withdrawal-decision.js';
import type { AuditRepository } from '../audit/repository.js';
import type { Ledger } from '../earnings/ledger.js';
import { withdrawalErrors } from './errors.js';
import { WithdrawalRepository, type AdminWithdrawalRow, type WithdrawalRow } from './repository.js';
import { upiOrNull } from './upi.js';

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    amountPaise: row.amountPaise,
    status: row.status as WithdrawalStatus,
    remarks: row.remarks,
    adminRemarks: row.adminRemarks,
    processedAt: isoOrNull(row.processedAt),
    upi: row.upi,
  };
}

export function toAdminWithdrawal(row: AdminWithdrawalRow): AdminWithdrawal {
  return {
    ...toWithdrawal(row.withdrawal),
    instructor: { id: row.withdrawal.instructorId, name: row.instructorName, email: row.instructorEmail },
  };
}

/** Blank optional remarks are stored as none. */
const remarksOrNull = (remarks: string | undefined) => remarks || null;

export class WithdrawalService {
  constructor(
    private readonly repo: WithdrawalRepository,
    private readonly ledger: Ledger,
    private readonly audit: AuditRepository,
    private readonly mail: MailQueue,
  ) {}

  /** The instructor's requests (newest first), balance and UPI ID. */
  async history(instructorId: string): Promise<WithdrawalHistory> {
    const rows = await this.repo.history(instructorId);
    const balance = await this.ledger.balance(instructorId);
    const upi = upiOrNull(await this.repo.upiOf(instructorId));
    return { success: true, withdrawals: rows.map(toWithdrawal), balance, upi };
  }

  /**
   * A new pending request, in one transaction: the balance lock first, then the UPI ID and the
   * balance are checked; the UPI ID is copied onto the request. Answers the new balance.
   */
  async request(instructorId: string, input: WithdrawalRequestInput) {
    return this.repo.transaction(async (tx) => {
      if (!(await this.ledger.lock(tx, instructorId))) throw unauthorized();
      const upi = upiOrNull(await this.repo.upiOf(instructorId, tx));
      if (!upi) throw withdrawalErrors.upiRequired();
      const available = (await this.ledger.balance(instructorId, tx)).availablePaise;
      // Refunds may take the balance below zero (issue 21): later sales recover it; nothing is withdrawn meanwhile.
      if (available < 0) throw withdrawalErrors.negativeBalance();
      if (input.amountPaise > available) throw withdrawalErrors.exceedsBalance();
      const row = await this.repo.insert(tx, {
        instructorId,
        amountPaise: input.amountPaise,
        remarks: remarksOrNull(input.remarks),
        upi,
      });
      return {
        success: true as const,
        message: WITHDRAWAL_MSG.submitted,
        withdrawal: toWithdrawal(row),
        balance: await this.ledger.balance(instructorId, tx),
      };
    });
  }

  /** Every instructor's requests for admins: status filter, newest first, paginated; `pending` counts all pending. */
  async adminList(query: AdminWithdrawalsQuery): Promise<AdminWithdrawals> {
    const { rows, total, pending } = await this.repo.adminList({
      status: query.status === 'all' ? undefined : query.status,
      page: query.page,
      pageSize: query.pageSize,
    });
    return {
      success: true,
      withdrawals: rows.map(toAdminWithdrawal),
      pending,
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * An admin approves or rejects a pending request, once: in one transaction the instructor's
   * balance lock, then the request's row lock; anything but pending answers 409. The decision is
   * written to the audit log and the instructor's mail is queued in the same transaction.
   * `appUrl`: the app's public origin, for the link in the mail.
   */
  async process(adminId: string, id: string, input: ProcessWithdrawalInput, appUrl: string) {
    const withdrawal = await this.repo.transaction(async (tx) => {
      const found = await this.repo.find(id, tx);
      if (!found) throw withdrawalErrors.notFound();
      await this.ledger.lock(tx, found.instructorId);
      const current = await this.repo.lock(tx, id);
      if (!current) throw withdrawalErrors.notFound();
      if (current.status !== 'pending') throw withdrawalErrors.alreadyProcessed();
      // The pending amount is already held back from the available balance, so approving keeps it as
      // it is: refuse only when it is below zero already (earnings reversed since the request).
      if (input.status === 'approved' && (await this.ledger.balance(current.instructorId, tx)).availablePaise < 0) {
        throw withdrawalErrors.approvalExceedsBalance();
      }
      const adminRemarks = remarksOrNull(input.remarks);
      await this.repo.decide(tx, id, { status: input.status, adminRemarks, processedBy: adminId });
      const row = (await this.repo.adminOne(id, tx))!;
      await this.audit.write(tx, {
        actorId: adminId,
        action: input.status === 'approved' ? 'withdrawal.approved' : 'withdrawal.rejected',
        entityType: 'withdrawal',
        entityId: id,
        summary: `${formatRupees(current.amountPaise)} for ${row.instructorName}`,
        before: { status: current.status, adminRemarks: current.adminRemarks },
        after: { status: row.withdrawal.status, adminRemarks: row.withdrawal.adminRemarks },
      });
      await this.mail.enqueue(
        tx,
        withdrawalDecisionMail({
          to: { name: row.instructorName, email: row.instructorEmail },
          decision: input.status,
          amountPaise: current.amountPaise,
          upi: current.upi,
          requestedAt: current.createdAt,
          adminRemarks,
          timeZone: this.mail.timeZone,
          withdrawalsUrl: `${appUrl}${INSTRUCTOR_WITHDRAWALS_PATH}`,
        }),
      );
      return toAdminWithdrawal(row);
    });
    return { success: true as const, message: withdrawalProcessedMessage(input.status), withdrawal };
  }
}
