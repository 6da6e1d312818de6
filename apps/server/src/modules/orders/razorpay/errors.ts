/** The failures of Razorpay's checkout step and webhooks. */
import { RAZORPAY_MSG } from '@cms/contract';
import { AppError } from '../../../errors/index.js';

export const razorpayErrors = {
  /** Razorpay is not offered (its settings are absent): no step, no webhooks. */
  notConfigured: () => new AppError(404, 'NOT_FOUND', RAZORPAY_MSG.notConfigured),
  /** X-Razorpay-Signature is not the webhook secret's over these bytes: nothing is done. */
  webhookSignatureInvalid: () => new AppError(400, 'INVALID_SIGNATURE', RAZORPAY_MSG.webhookSignatureInvalid),
  webhookMalformed: () => new AppError(400, 'BAD_REQUEST', RAZORPAY_MSG.webhookMalformed),
};
