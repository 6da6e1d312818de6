/**
 * Razorpay's two HMAC-SHA256 signatures, checked without trusting their input:
 * - the payment signature Checkout hands the browser after a successful payment,
 *   hex HMAC-SHA256(`${razorpay_order_id}|${razorpay_payment_id}`, key_secret)
 *   (https://razorpay.com/docs/payments/server-integration/nodejs/integration-steps/#verify-payment-signature);
 * - the webhook signature in the X-Razorpay-Signature header, hex HMAC-SHA256 of the exact body bytes
 *   with the webhook secret (https://razorpay.com/docs/webhooks/validate-test/).
 * Both compare in constant time and answer false (never throw) on anything malformed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Whether `signature` is the hex HMAC-SHA256 of `message` under `secret`, compared in constant time. */
function hmacMatches(message: string | Uint8Array, signature: unknown, secret: unknown): boolean {
  if (!nonEmpty(secret) || typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(message).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The signature Razorpay Checkout returns with a payment of one of our Razorpay orders. */
export function paymentSignatureValid(
  orderId: unknown,
  paymentId: unknown,
  signature: unknown,
  keySecret: unknown,
): boolean {
  if (!nonEmpty(orderId) || !nonEmpty(paymentId)) return false;
  return hmacMatches(`${orderId}|${paymentId}`, signature, keySecret);
}

/** The X-Razorpay-Signature of a webhook, over the raw body exactly as it arrived (never re-serialised JSON). */
export function webhookSignatureValid(rawBody: unknown, signature: unknown, webhookSecret: unknown): boolean {
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) return false;
  return hmacMatches(rawBody, signature, webhookSecret);
}

/** The hex signature of `message` under `secret` (what Razorpay computes; the stand-in signs with it). */
export function razorpaySignature(message: string | Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}
