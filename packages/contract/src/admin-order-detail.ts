/**
 * One order as admins open it from the orders list (issue 19): the buyer, the course and amount,
 * the payment provider and its references, the status history and the payout, if any. Times are
 * ISO instants; the screen shows them in `timeZone` (the college's, config TIME_ZONE), like the
 * list and the CSV.
 */
import { z } from 'zod';
import { personRefSchema } from './people.js';
import { adminOrderSchema } from './admin-orders.js';
import { paymentRefsShape } from './orders.js';
import { payoutSchema } from './payouts.js';

/** What happened to an order, in the order it can happen. */
export const ORDER_EVENTS = ['created', 'captured', 'failed', 'cancelled'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const ORDER_EVENT_LABELS: Record<OrderEvent, string> = {
  created: 'Created',
  captured: 'Payment captured',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/** How the provider is named on the screen. */
export const PAYMENT_PROVIDER_LABELS: Record<string, string> = {
  sandbox: 'Sandbox',
  paypal: 'PayPal',
  razorpay: 'Razorpay',
  free: 'None (100 % coupon)',
};

export const orderEventSchema = z.object({
  event: z.enum(ORDER_EVENTS),
  at: z.string(),
  /** Why it failed or was cancelled, when known. */
  note: z.string().nullable(),
});
export type OrderEventEntry = z.infer<typeof orderEventSchema>;

/** GET ADMIN_ORDER_API.detail */
export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema.extend({
    currency: z.string(),
    /** sandbox | paypal | razorpay */
    provider: z.string(),
    /** The provider's id of the payment (sandbox id or PayPal order id); null before it was created. */
    ...paymentRefsShape,
    captureId: z.string().nullable(),
    failureReason: z.string().nullable(),
    /** Issue 21: the coupon's discount and code, the GST inside the amount. */
    discountPaise: z.number().int(),
    couponCode: z.string().nullable(),
    taxPaise: z.number().int(),
  }),
  /** The tax invoice or receipt of a paid order (its PDF: INVOICE_API.invoicePdf); null before payment. */
  invoice: z.object({ id: z.string(), number: z.string(), kind: z.string() }).nullable(),
  buyer: personRefSchema,
  /** Oldest first: created, then captured, failed or cancelled. */
  history: z.array(orderEventSchema),
  payout: payoutSchema.nullable(),
  timeZone: z.string(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
