/** The failures of ordering and paying: HTTP status, a stable code, and the message shown to the buyer. */
import { CHECKOUT_MSG, GST_MSG, PAYMENT_MSG, RAZORPAY_MSG } from '@cms/contract';
import { AppError } from '../../errors/index.js';

export const orderErrors = {
  /** The course does not exist, is deleted or is not published. */
  courseNotForSale: () => new AppError(404, 'COURSE_NOT_FOR_SALE', PAYMENT_MSG.courseNotForSale),
  alreadyOwned: () => new AppError(409, 'ALREADY_OWNED', PAYMENT_MSG.alreadyOwned),
  ownCourse: () => new AppError(409, 'OWN_COURSE', PAYMENT_MSG.ownCourse),
  /** The provider could not create or capture the payment; nothing changed, try again. */
  providerUnavailable: () => new AppError(502, 'PROVIDER_UNAVAILABLE', PAYMENT_MSG.providerUnavailable),
  orderNotFound: () => new AppError(404, 'ORDER_NOT_FOUND', PAYMENT_MSG.orderNotFound),
  notYourOrder: () => new AppError(403, 'NOT_YOUR_ORDER', PAYMENT_MSG.notYourOrder),
  paymentMismatch: () => new AppError(409, 'PAYMENT_MISMATCH', PAYMENT_MSG.paymentMismatch),
  orderClosed: () => new AppError(409, 'ORDER_CLOSED', PAYMENT_MSG.orderClosed),
  amountMismatch: () => new AppError(409, 'AMOUNT_MISMATCH', PAYMENT_MSG.amountMismatch),
  /** 402 Payment Required: the payment method was refused; the order is Rejected. */
  declined: () => new AppError(402, 'PAYMENT_DECLINED', PAYMENT_MSG.declined),
  notApproved: () => new AppError(409, 'NOT_APPROVED', PAYMENT_MSG.notApproved),
  /** The browser's return is not the provider's (a forged Razorpay signature): nothing is captured. */
  signatureInvalid: () => new AppError(400, 'INVALID_SIGNATURE', RAZORPAY_MSG.signatureInvalid),
  /** The buyer chose a provider this app does not offer. */
  providerNotOffered: () =>
    new AppError(400, 'BAD_REQUEST', CHECKOUT_MSG.providerNotOffered, { provider: CHECKOUT_MSG.providerNotOffered }),
  /** The seller charges GST: the tax depends on the buyer's state. */
  billingStateRequired: () =>
    new AppError(400, 'BAD_REQUEST', GST_MSG.billingState, { billingState: GST_MSG.billingState }),
  gstinStateMismatch: () =>
    new AppError(400, 'BAD_REQUEST', CHECKOUT_MSG.gstinNeedsState, { buyerGstin: CHECKOUT_MSG.gstinNeedsState }),
  /** Coupons are not set up (no coupon book): every code is unknown. */
  couponNotFound: () =>
    new AppError(404, 'COUPON_NOT_FOUND', CHECKOUT_MSG.couponNotFound, { couponCode: CHECKOUT_MSG.couponNotFound }),
  missingPaymentDetails: () =>
    new AppError(400, 'BAD_REQUEST', PAYMENT_MSG.missingPaymentDetails, {
      paymentId: PAYMENT_MSG.missingPaymentDetails,
    }),
};
