/**
 * Process Payment (/Admin/pay/:id; the spec's placeholder, built for real): an admin pays an
 * instructor for one sale outside the app (UPI) and records it with the payment reference. A
 * payout counts like an approved withdrawal in the balance; at most one per order; never above the
 * available balance.
 */
import { z } from 'zod';
import { personRefShape } from './people.js';
import { adminOrderSchema } from './admin-orders.js';
import { auditEntrySchema } from './audit.js';
import { balanceSchema } from './earnings.js';
import { actionResponseSchema } from './http.js';
import { PAYOUT_MSG } from './texts/payout.js';

/**
 * The payment reference (a UPI transaction id, a bank's UTR): required, since it is what ties the
 * record to the money that left the admin's account; its shape checked loosely (banks differ):
 * 6 to 64 letters, digits, - or _.
 */
export const PAYOUT_REFERENCE_MIN = 6;
export const PAYOUT_REFERENCE_MAX = 64;
export const PAYOUT_REFERENCE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const payoutSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  amountPaise: z.number().int(),
  reference: z.string(),
  recordedAt: z.string(),
  recordedBy: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET PAYOUT_API.order: everything the pay page shows. */
export const payoutContextSchema = z.object({
  order: adminOrderSchema,
  /** What the instructor is paid for this sale: its earning, the price less GST (issue 21). */
  payoutPaise: z.number().int(),
  instructor: z.object({ ...personRefShape, upi: z.string().nullable() }),
  balance: balanceSchema,
  /** The payout already recorded for this order, if any. */
  payout: payoutSchema.nullable(),
  /** Why it cannot be paid now (already paid, not a successful order, over the balance); null when it can. */
  blockedReason: z.string().nullable(),
  audit: z.array(auditEntrySchema),
});
export type PayoutContext = z.infer<typeof payoutContextSchema>;

/** POST PAYOUT_API.record */
export const recordPayoutInputSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(1, { error: PAYOUT_MSG.referenceRequired })
    .min(PAYOUT_REFERENCE_MIN, { error: PAYOUT_MSG.referenceShape })
    .max(PAYOUT_REFERENCE_MAX, { error: PAYOUT_MSG.referenceShape })
    .regex(PAYOUT_REFERENCE_PATTERN, { error: PAYOUT_MSG.referenceShape }),
});
export type RecordPayoutInput = z.infer<typeof recordPayoutInputSchema>;

export const recordPayoutResponseSchema = actionResponseSchema({
  payout: payoutSchema,
  balance: balanceSchema,
});
