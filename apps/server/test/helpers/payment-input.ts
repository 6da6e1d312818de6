/** What the checkout asks a payment provider for, as the provider tests pass it. */
import { randomUUID } from 'node:crypto';

/** A payment of `amountPaise` (₹499 unless told otherwise) for the order `orderId` (a fresh id unless told). */
export const paymentInput = (orderId: string = randomUUID(), amountPaise = 49_900) => ({
  orderId,
  amountPaise,
  currency: 'INR' as const,
  description: 'Modern Web Development with React',
  returnUrl: 'http://127.0.0.1:3000/student/payment-return',
  cancelUrl: 'http://127.0.0.1:3000/student/payment-return?cancelled=1',
});
