/** The instructor's mail when an admin approves or rejects a withdrawal request. */
import { collegeDateTime, formatRupees, PRODUCT_NAME, type WithdrawalDecision } from '@cms/contract';
import { mailTo } from '../layout.js';
import type { OutgoingMail } from '../mail.js';

export interface WithdrawalDecisionMailInput {
  to: { name: string; email: string };
  decision: WithdrawalDecision;
  amountPaise: number;
  /** The UPI ID the request pays to. */
  upi: string;
  requestedAt: Date;
  /** The admin's remarks; null when none were given. */
  adminRemarks: string | null;
  /** The college's time zone, for the date. */
  timeZone: string;
  /** Absolute link to the instructor's withdrawals page. */
  withdrawalsUrl: string;
}

export const WITHDRAWAL_DECISION_MAIL = {
  subject: (decision: WithdrawalDecision) => `Your withdrawal request was ${decision}`,
  approved: (amount: string, upi: string) =>
    `Your withdrawal request of ${amount} has been approved. The money is being sent to your UPI ID ${upi}.`,
  rejected: (amount: string) =>
    `Your withdrawal request of ${amount} has been rejected. The amount is part of your available balance again.`,
  amount: 'Amount',
  status: 'Status',
  upi: 'UPI ID',
  requested: 'Requested on',
  remarks: 'Admin remarks',
  noRemarks: 'None',
  statusLabel: { approved: 'Approved', rejected: 'Rejected' } satisfies Record<WithdrawalDecision, string>,
  action: 'View Withdrawals',
  footer: `You received this e-mail because an admin of ${PRODUCT_NAME} processed your withdrawal request.`,
} as const;

export function withdrawalDecisionMail(w: WithdrawalDecisionMailInput): OutgoingMail {
  const M = WITHDRAWAL_DECISION_MAIL;
  const amount = formatRupees(w.amountPaise);
  return mailTo(w.to, 'withdrawal-decision', {
    subject: M.subject(w.decision),
    paragraphs: [w.decision === 'approved' ? M.approved(amount, w.upi) : M.rejected(amount)],
    details: [
      [M.amount, amount],
      [M.status, M.statusLabel[w.decision]],
      [M.upi, w.upi],
      [M.requested, collegeDateTime(w.requestedAt, w.timeZone)],
      [M.remarks, w.adminRemarks ?? M.noRemarks],
    ],
    action: { label: M.action, url: w.withdrawalsUrl },
    footer: M.footer,
  });
}
