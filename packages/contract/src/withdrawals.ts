/**
 * Withdrawals (spec 2 "Withdrawals", 4 "Withdrawal statuses", 5 "Withdrawal amount", 7, 8). An
 * instructor asks for money from the available balance; an admin approves or rejects a pending
 * request once. Amounts are integer paise.
 */
import { z } from 'zod';
import { personRefSchema } from './people.js';
import { balanceSchema } from './earnings.js';
import { listQuerySchema, pageOf } from './paging.js';
import { actionResponseSchema, listOf } from './http.js';

/** Spec 4: pending, approved, rejected; only pending can be processed. */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_DECISIONS = ['approved', 'rejected'] as const;
export type WithdrawalDecision = (typeof WITHDRAWAL_DECISIONS)[number];

export const WITHDRAWAL_REMARKS_MAX = 500;
/** Largest single request: ₹1 crore. */
export const WITHDRAWAL_MAX_PAISE = 1_000_000_000;

export const WITHDRAWAL_MSG = {
  // spec 5 / 8, word for word
  invalidAmountTitle: 'Invalid amount',
  invalidAmount: 'Please enter a valid amount',
  exceedsBalance: 'Withdrawal amount cannot be greater than available balance',
  submitted: 'Withdrawal request submitted successfully',
  submitFailed: 'Failed to submit withdrawal request',
  processFailed: 'Failed to process withdrawal request',
  // spec 2: the admin's table and dialog
  date: 'Date',
  instructor: 'Instructor',
  amount: 'Amount',
  upiId: 'UPI ID',
  status: 'Status',
  action: 'Action',
  process: 'Process',
  remarks: 'Remarks',
  reject: 'Reject',
  approve: 'Approve',
  // ours
  title: 'Withdrawals',
  requestTitle: 'Request a withdrawal',
  amountLabel: 'Amount (₹)',
  remarksOptional: 'Remarks (optional)',
  submit: 'Request Withdrawal',
  submitting: 'Submitting...',
  history: 'Withdrawal History',
  adminRemarks: 'Admin remarks',
  noWithdrawals: 'No withdrawal requests yet',
  noRequests: 'No withdrawal requests found',
  alreadyProcessed: 'This withdrawal request has already been processed',
  notFound: 'Withdrawal request not found',
  upiRequired: 'Add your UPI ID to your profile before requesting a withdrawal.',
  addUpi: 'Add UPI ID',
  allStatuses: 'All statuses',
  processTitle: 'Process withdrawal request',
  availableBalance: 'Available Balance',
  balanceHint: 'This request is already held back from it.',
  approvalExceedsBalance: "Approving this request would take the instructor's available balance below zero",
  /** Issue 21: refunds took back more than the sales since earned (recovered from later sales). */
  negativeBalance:
    'Withdrawals are paused while your balance is negative: refunds took back more than your sales have earned since. Later sales recover it.',
} as const;

/** Spec 8: Withdrawal request {status} successfully. */
export const withdrawalProcessedMessage = (status: WithdrawalDecision) => `Withdrawal request ${status} successfully`;

/** The instructor's remarks on a request, or the admin's on processing it. */
const remarksField = z.string().trim().max(WITHDRAWAL_REMARKS_MAX).optional();

/** POST WITHDRAWAL_API.request — the client converts the rupees typed to paise. */
export const withdrawalRequestInputSchema = z.object({
  amountPaise: z
    .number({ error: WITHDRAWAL_MSG.invalidAmount })
    .int({ error: WITHDRAWAL_MSG.invalidAmount })
    .positive({ error: WITHDRAWAL_MSG.invalidAmount })
    .max(WITHDRAWAL_MAX_PAISE, { error: WITHDRAWAL_MSG.exceedsBalance }),
  remarks: remarksField,
});
export type WithdrawalRequestInput = z.infer<typeof withdrawalRequestInputSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  date: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The instructor's remarks. */
  remarks: z.string().nullable(),
  /** The admin's remarks when processed. */
  adminRemarks: z.string().nullable(),
  processedAt: z.string().nullable(),
  /** The UPI ID the money goes to (the instructor's at the time of the request). */
  upi: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET WITHDRAWAL_API.history: the caller's requests (newest first), balance and UPI ID. */
export const withdrawalHistorySchema = listOf('withdrawals', withdrawalSchema, {
  balance: balanceSchema,
  /** Null when the instructor has no UPI ID: requests are refused until one is added. */
  upi: z.string().nullable(),
});
export type WithdrawalHistory = z.infer<typeof withdrawalHistorySchema>;

export const withdrawalRequestResponseSchema = actionResponseSchema({
  withdrawal: withdrawalSchema,
  balance: balanceSchema,
});

export const adminWithdrawalSchema = withdrawalSchema.extend({
  instructor: personRefSchema,
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalsQuerySchema = listQuerySchema({
  status: z.enum(['all', ...WITHDRAWAL_STATUSES]).default('all'),
});
export type AdminWithdrawalsQuery = z.infer<typeof adminWithdrawalsQuerySchema>;

/** GET WITHDRAWAL_API.admin: newest first; `pending` counts the pending requests whatever the filter. */
export const adminWithdrawalsSchema = pageOf('withdrawals', adminWithdrawalSchema, {
  success: z.literal(true),
  pending: z.number().int(),
});
export type AdminWithdrawals = z.infer<typeof adminWithdrawalsSchema>;

/** PUT WITHDRAWAL_API.process */
export const processWithdrawalInputSchema = z.object({
  status: z.enum(WITHDRAWAL_DECISIONS),
  remarks: remarksField,
});
export type ProcessWithdrawalInput = z.infer<typeof processWithdrawalInputSchema>;

export const processWithdrawalResponseSchema = actionResponseSchema({
  withdrawal: adminWithdrawalSchema,
});
