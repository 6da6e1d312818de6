/**
 * What checkout needs of coupons (a port: the coupons module implements it, the composition root
 * hands it in). Checkout prices an order; the coupon book says what a code takes off.
 */
import type { Handle } from '../../../db/repository.js';
import type { Tx } from '../../../db/client.js';

/** The course being bought, as a coupon's rules read it. */
export interface CouponCourse {
  id: string;
  instructorId: string;
  /** The list price, paise. */
  pricePaise: number;
}

export interface CouponRequest {
  /** Upper-cased, as the contract's couponCodeSchema gives it. */
  code: string;
  buyerId: string;
  course: CouponCourse;
}

/** A code that applies: its id (kept on the order), its discount in paise, a line for the buyer. */
export interface AppliedCoupon {
  couponId: string;
  code: string;
  /** At most the list price (a 100 % coupon makes the order free). */
  discountPaise: number;
  /** "20 % off" or "₹100 off". */
  description: string;
}

export interface CouponBook {
  /**
   * Whether the code applies now, read without locking (the quote at Buy Now). Throws an AppError
   * with one of CHECKOUT_MSG's coupon texts when it does not.
   */
  preview(request: CouponRequest, db?: Handle): Promise<AppliedCoupon>;
  /**
   * The same check inside the transaction that inserts the order: the coupon row is locked first,
   * so that concurrent redemptions are counted one after the other and never pass its maximum
   * uses (in total and per buyer). Uses are the orders naming the coupon that are Pending or paid.
   */
  redeem(tx: Tx, request: CouponRequest): Promise<AppliedCoupon>;
}
