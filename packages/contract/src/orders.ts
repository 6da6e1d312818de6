/**
 * Orders and payments (spec sections 3 "Order", 4 "Order statuses" / "Payment flow", 7 "Payments",
 * 8 "Order create failure" / "Capture failure"). The client sends only what it cannot know
 * otherwise (the course id; the provider's payment id and payer id on return); the server fills
 * buyer, instructor, title, price, currency, method, status and dates.
 */
import { z } from 'zod';
import { actionResponseSchema } from './http.js';
import {
  buyerChoicesShape,
  couponPricingShape,
  ORDER_PROVIDERS,
  orderCourseShape,
  PAYMENT_PROVIDERS,
} from './checkout.js';
import { PAYMENT_MSG } from './texts/payment.js';

/**
 * Spec 4: created Pending; captured Approval; Rejected when declined. Cancelled: the buyer left
 * checkout. Refunded (issue 21): paid, then refunded in full (the enrolment ended).
 */
export const ORDER_STATUSES = ['Pending', 'Approval', 'Rejected', 'Cancelled', 'Refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Session-storage key under which Buy Now keeps the order id until the return page captures it. */
export const ORDER_ID_STORAGE_KEY = 'cms-order-id';

/**
 * POST ORDER_API.create — the course and the buyer's choices at Buy Now (issue 21): the payment
 * provider (one of those the checkout offers; the first when absent), the billing state (required
 * when the seller charges GST), a GSTIN for a business invoice, a coupon code. The server prices
 * the order; anything else in the body is ignored.
 */
export const createOrderInputSchema = z.object({
  courseId: z.uuid({ error: 'Course not found' }),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  ...buyerChoicesShape,
});
export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;

export const createOrderResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  /** Where the browser goes to approve the payment (the sandbox page, PayPal, or the Razorpay step). */
  approvalUrl: z.string(),
  /** A 100 % coupon: enrolled at once, no payment (approvalUrl is then the learning page). */
  enrolmentId: z.string().optional(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/**
 * POST ORDER_API.capture — what the provider put in the return address (paymentId, PayerID) and,
 * when the browser still has it, the order id kept in session storage. Without the order id the
 * server finds the caller's order by the payment id.
 */
export const captureInputSchema = z.object({
  paymentId: z.string().trim().min(1, { error: PAYMENT_MSG.missingPaymentDetails }).max(200),
  payerId: z.string().trim().min(1, { error: PAYMENT_MSG.missingPaymentDetails }).max(200),
  orderId: z.uuid().optional(),
  /** Razorpay: Checkout's razorpay_signature, checked on the server before anything is captured. */
  signature: z.string().trim().min(1).max(200).optional(),
});
export type CaptureInput = z.infer<typeof captureInputSchema>;

export const captureResponseSchema = actionResponseSchema({
  orderId: z.string(),
  courseId: z.string(),
  /** The enrolment created (or found, on a repeated capture): the learning page is view-page/{enrolmentId}. */
  enrolmentId: z.string(),
});
export type CaptureResponse = z.infer<typeof captureResponseSchema>;

/** POST ORDER_API.cancel — the buyer came back from checkout with Cancel. */
export const cancelOrderInputSchema = z.object({
  orderId: z.uuid().optional(),
  paymentId: z.string().trim().min(1).max(200).optional(),
});
export type CancelOrderInput = z.infer<typeof cancelOrderInputSchema>;

export const cancelOrderResponseSchema = actionResponseSchema({
  /** The course of the cancelled order, for a "Back to the course" link. */
  courseId: z.string().nullable(),
});

/** An order as the buyer, the instructor and admins see it (spec 3). Money in paise. */
/** The provider's references of an order's payment (its payment and the payer); null until the provider made them. */
export const paymentRefsShape = {
  paymentId: z.string().nullable(),
  payerId: z.string().nullable(),
};

export const orderSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentMethod: z.literal('paypal'),
  /** 'free': paid in full by a coupon, no provider. */
  provider: z.enum(ORDER_PROVIDERS),
  orderDate: z.string(),
  ...paymentRefsShape,
  instructorId: z.string(),
  ...orderCourseShape,
  coursePricePaise: z.number().int(),
  /** Issue 21: the course's price when ordered, the coupon's discount and code, the GST inside the price. */
  ...couponPricingShape,
  taxPaise: z.number().int(),
  currency: z.literal('INR'),
  capturedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const myOrdersSchema = z.object({ orders: z.array(orderSchema) });

/** Sandbox checkout: the page shown at ORDER_API.sandboxCheckout (server-rendered HTML). */
export const SANDBOX_PAYMENT_PREFIX = 'SBX-';
export const SANDBOX_PAYER_PREFIX = 'SBXPAYER';
