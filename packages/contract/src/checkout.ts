/**
 * Checkout at Buy Now (issue 21, not in the spec): the payment providers a buyer may pick, the
 * buyer's billing details and coupon, and the server's quote of the price before paying. The
 * server prices every order; the quote only shows what the order will cost.
 */
import { z } from 'zod';
import { billingStateSchema, gstinSchema, gstSplitShape } from './gst.js';
import { CHECKOUT_MSG } from './texts/checkout.js';

export const PAYMENT_PROVIDERS = ['sandbox', 'paypal', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** Who took an order's money: one of the providers, or 'free' (paid in full by a coupon, no provider). */
export const ORDER_PROVIDERS = [...PAYMENT_PROVIDERS, 'free'] as const;

/** How a provider is offered at Buy Now. */
export const PAYMENT_CHOICE_LABELS: Record<PaymentProviderName, string> = {
  razorpay: 'UPI, cards, netbanking',
  paypal: 'PayPal',
  sandbox: 'Sandbox (test payment)',
};

/** What a coupon code looks like: 3–32 letters, digits or hyphens, any case as typed. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,31}$/;

export const couponCodeSchema = z
  .string()
  .trim()
  .regex(COUPON_CODE_PATTERN, { error: CHECKOUT_MSG.couponFormat })
  .transform((code) => code.toUpperCase());

/** What the buyer gives at Buy Now besides the course and the provider. */
export const buyerChoicesShape = {
  billingState: billingStateSchema.optional(),
  buyerGstin: gstinSchema.optional(),
  couponCode: couponCodeSchema.optional(),
};

/** POST CHECKOUT_API.quote: the price of the course for this buyer with these choices. */
export const quoteInputSchema = z.object({ courseId: z.uuid({ error: 'Course not found' }), ...buyerChoicesShape });
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** An order's price as charged, in paise: the course's price when ordered, the coupon's discount and its code. */
export const couponPricingShape = {
  listPricePaise: z.number().int(),
  discountPaise: z.number().int(),
  couponCode: z.string().nullable(),
};

/** The course an order is for, as the order's rows carry it: its id and its title. */
export const orderCourseShape = {
  courseId: z.string(),
  courseTitle: z.string(),
};

export const TAX_SUPPLIES = ['intra-state', 'inter-state'] as const;

export const quoteSchema = z.object({
  courseId: z.string(),
  listPricePaise: z.number().int(),
  discountPaise: z.number().int(),
  /** What the buyer pays: list price less discount, GST included. */
  pricePaise: z.number().int(),
  coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
  /** The GST inside the price; null when the seller charges none (a plain receipt is issued). */
  tax: z
    .object({
      ratePercent: z.number(),
      /** Null until the buyer chose a billing state (the split depends on it). */
      supply: z.enum(TAX_SUPPLIES).nullable(),
      ...gstSplitShape,
    })
    .nullable(),
  /** The seller charges GST: the billing state is required. */
  billingStateRequired: z.boolean(),
  /** The providers offered, in the order shown; the first is the default. */
  providers: z.array(z.object({ name: z.enum(PAYMENT_PROVIDERS), label: z.string() })),
});
export type Quote = z.infer<typeof quoteSchema>;

/**
 * Razorpay's checkout step (issue 21): the app's page at RAZORPAY_CHECKOUT_PATH + our order id opens
 * Razorpay Checkout with what GET RAZORPAY_API.checkout answers (only to the order's buyer, only
 * while it is Pending), then hands Checkout's result to ORDER_API.capture: paymentId = the Razorpay
 * order id, payerId = razorpay_payment_id, signature = razorpay_signature.
 */
export const razorpayCheckoutSchema = z.object({
  orderId: z.string(),
  ...orderCourseShape,
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  /** The public key Checkout opens with (never the secret). */
  keyId: z.string(),
  /** Razorpay's order (order_…) the buyer pays. */
  razorpayOrderId: z.string(),
  /** Razorpay Checkout's script (RAZORPAY_CHECKOUT_URL). */
  scriptUrl: z.string(),
  /** Prefilled in Checkout. */
  buyer: z.object({ name: z.string(), email: z.string() }),
});
export type RazorpayCheckout = z.infer<typeof razorpayCheckoutSchema>;

/** What Razorpay Checkout hands the page after a successful payment (its handler's argument). */
export const razorpayPaymentSchema = z.object({
  razorpay_order_id: z.string().min(1),
  razorpay_payment_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

/** The answer to a Razorpay webhook: received (acted on, or a replay of an event already handled). */
export const razorpayWebhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
