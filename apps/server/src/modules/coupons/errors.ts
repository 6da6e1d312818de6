/**
 * The refusals of coupons: the buyer's at Buy Now (CHECKOUT_MSG's texts under the `couponCode` field:
 * 404 for a code that does not exist or is switched off, 409 for one that exists but does not apply)
 * and the makers' (a taken code, a course that is not theirs, a day that has passed).
 */
import { CHECKOUT_MSG, COUPON_MSG, COURSE_MSG } from '@cms/contract';
import { AppError } from '../../errors/index.js';

/** A refusal of the code the buyer typed: `status`, a stable code, the message under the coupon field. */
const refusal = (status: 404 | 409, code: string, message: string) =>
  new AppError(status, code, message, { couponCode: message });

export const couponErrors = {
  // at Buy Now
  notFound: () => refusal(404, 'COUPON_NOT_FOUND', CHECKOUT_MSG.couponNotFound),
  expired: () => refusal(409, 'COUPON_EXPIRED', CHECKOUT_MSG.couponExpired),
  notForCourse: () => refusal(409, 'COUPON_NOT_FOR_COURSE', CHECKOUT_MSG.couponNotForCourse),
  /** `minimum`: the coupon's minimum price as the app writes rupees (₹500.00). */
  belowMinimum: (minimum: string) => refusal(409, 'COUPON_BELOW_MINIMUM', CHECKOUT_MSG.couponBelowMinimum(minimum)),
  usedUp: () => refusal(409, 'COUPON_USED_UP', CHECKOUT_MSG.couponUsedUp),
  alreadyUsed: () => refusal(409, 'COUPON_ALREADY_USED', CHECKOUT_MSG.couponAlreadyUsed),
  // making and disabling
  codeTaken: () => new AppError(409, 'COUPON_CODE_TAKEN', COUPON_MSG.codeTaken, { code: COUPON_MSG.codeTaken }),
  /** The course does not exist, is deleted, or (for an instructor) is another instructor's: 404 alike. */
  courseNotFound: () =>
    new AppError(404, 'NOT_FOUND', COURSE_MSG.courseNotFound, { courseId: COURSE_MSG.courseNotFound }),
  expiryPassed: () =>
    new AppError(400, 'BAD_REQUEST', COUPON_MSG.expiryInvalid, { expiresOn: COUPON_MSG.expiryInvalid }),
  /** Unknown, or (for an instructor) not one of theirs. */
  couponNotFound: () => new AppError(404, 'NOT_FOUND', COUPON_MSG.couponNotFound),
};
