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
import { WITHDRAWAL_MSG } from './texts/withdrawal.js';

/** Spec 4: pending, approved, rejected; only pending can be processed. */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_DECISIONS = ['approved', 'rejected'] as const;
export type WithdrawalDecision = (typeof WITHDRAWAL_DECISIONS)[number];

export const WITHDRAWAL_REMARKS_MAX = 500;
/** Largest single request: ₹1 crore. */
export const WITHDRAWAL_MAX_PAISE = 1_000_000_000;

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
