/**
 * Refunds and the buyer's purchases (issue 21 items 4 and 5, beyond the spec). A buyer asks for a
 * refund of a paid order within REFUND_DAYS of payment while under REFUND_MAX_PROGRESS % of the
 * course is completed, with a reason; an admin approves (the provider refunds, the enrolment ends,
 * the instructor's earning is reversed, a credit note is issued, the buyer is mailed) or rejects it
 * with a note; an admin may also refund any paid order outright. Money in paise.
 */
import { z } from 'zod';
import { actionResponseSchema } from './http.js';
import { invoiceRefSchema } from './invoices.js';
import { ORDER_STATUSES } from './orders.js';
import { ORDER_PROVIDERS, couponPricingShape } from './checkout.js';
import { courseRefSchema } from './courses.js';
import { personRefSchema } from './people.js';
import { listQuerySchema, pageOf } from './paging.js';
import { requiredText } from './text-fields.js';
import { REFUND_MSG } from './texts/refund.js';
import { REFUND_NOTE_MAX, REFUND_REASON_MAX, REFUND_REASON_MIN } from './constants.js';
import { REFUND_STATUSES } from './options.js';

/** Why a refund cannot be asked for an order now (null in `refundable` when it can). */
export const REFUND_REFUSALS = ['not-paid', 'free', 'window-passed', 'too-much-watched', 'already-asked'] as const;
export type RefundRefusal = (typeof REFUND_REFUSALS)[number];

/** POST REFUND_API.request: the buyer's reason. */
export const refundRequestInputSchema = z.object({
  reason: z
    .string({ error: REFUND_MSG.reasonLength })
    .trim()
    .min(REFUND_REASON_MIN, { error: REFUND_MSG.reasonLength })
    .max(REFUND_REASON_MAX, { error: REFUND_MSG.reasonLength }),
});
export type RefundRequestInput = z.infer<typeof refundRequestInputSchema>;

/** POST REFUND_API.reject: the admin's note, mailed to the buyer. */
export const refundRejectInputSchema = z.object({
  note: requiredText(REFUND_NOTE_MAX, REFUND_MSG.noteRequired, REFUND_MSG.noteTooLong),
});
export type RefundRejectInput = z.infer<typeof refundRejectInputSchema>;

/** POST REFUND_API.refundOrder: an admin refunds a paid order outright, with a reason. */
export const adminRefundInputSchema = z.object({
  reason: requiredText(REFUND_REASON_MAX, REFUND_MSG.adminReasonRequired, REFUND_MSG.adminReasonTooLong),
});
export type AdminRefundInput = z.infer<typeof adminRefundInputSchema>;

/** A refund as the admins' list shows it. */
export const refundRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  amountPaise: z.number().int(),
  buyer: personRefSchema,
  /** Who asked: the buyer, or the admin who refunded outright. */
  requestedBy: z.object({ id: z.string(), name: z.string(), role: z.string() }),
  course: courseRefSchema,
  provider: z.enum(ORDER_PROVIDERS),
  paidAt: z.string().nullable(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  /** The admin's note of a rejection. */
  decisionNote: z.string().nullable(),
  /** Why the provider refused it (failed), or was unavailable at the last try. */
  failureReason: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  completedAt: z.string().nullable(),
  creditNote: z.object({ id: z.string(), number: z.string() }).nullable(),
  createdAt: z.string(),
});
export type RefundRow = z.infer<typeof refundRowSchema>;

export const REFUND_FILTERS = ['all', ...REFUND_STATUSES] as const;
export type RefundFilter = (typeof REFUND_FILTERS)[number];

/** GET REFUND_API.adminList: newest first. */
export const refundListQuerySchema = listQuerySchema({ status: z.enum(REFUND_FILTERS).default('all') });
export type RefundListQuery = z.infer<typeof refundListQuerySchema>;
export const refundListSchema = pageOf('refunds', refundRowSchema);
export type RefundList = z.infer<typeof refundListSchema>;

/** What the request, the approval, the rejection and the outright refund answer: the refund as it now is. */
export const refundResponseSchema = actionResponseSchema({ refund: refundRowSchema });
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** An order's refund as its buyer sees it. */
export const purchaseRefundSchema = z.object({
  id: z.string(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  /** The admin's note of a rejection. */
  decisionNote: z.string().nullable(),
  amountPaise: z.number().int(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type PurchaseRefund = z.infer<typeof purchaseRefundSchema>;

/** Whether the buyer may ask for a refund now; else why not (`refusal`, its `message`). `until`: the window's end. */
export const refundableSchema = z.object({
  allowed: z.boolean(),
  refusal: z.enum(REFUND_REFUSALS).nullable(),
  message: z.string().nullable(),
  until: z.string().nullable(),
});
export type Refundable = z.infer<typeof refundableSchema>;

/** One order of the caller (GET REFUND_API.purchases). Money in paise; amountPaise is what was paid. */
export const purchaseSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  course: courseRefSchema,
  orderDate: z.string(),
  paidAt: z.string().nullable(),
  provider: z.enum(ORDER_PROVIDERS),
  ...couponPricingShape,
  taxPaise: z.number().int(),
  amountPaise: z.number().int(),
  /** The tax invoice or receipt (INVOICE_API.invoicePdf), once paid. */
  invoice: invoiceRefSchema.nullable(),
  /** The credit note of a refund (INVOICE_API.creditNotePdf). */
  creditNote: z.object({ id: z.string(), number: z.string() }).nullable(),
  refund: purchaseRefundSchema.nullable(),
  refundable: refundableSchema,
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** GET REFUND_API.purchases: every order of the caller, newest first, and the refund policy. */
export const purchasesSchema = z.object({
  purchases: z.array(purchaseSchema),
  policy: z.object({ refundDays: z.number().int(), maxProgressPercent: z.number().int() }),
});
export type Purchases = z.infer<typeof purchasesSchema>;

/** The column headings of the buyer's purchases and the admins' refunds (ours: see docs/spec-coverage.md). */
export const PURCHASE_COLUMNS = {
  date: 'Date',
  course: 'Course',
  status: 'Status',
  amount: 'Amount',
  discount: 'Discount',
  tax: 'GST',
  documents: 'Documents',
  refund: 'Refund',
} as const;

export const REFUND_COLUMNS = {
  buyer: 'Buyer',
  course: 'Course',
  amount: 'Amount',
  reason: 'Reason',
  status: 'Status',
  requested: 'Requested',
  actions: 'Actions',
} as const;
