/** What a coupon takes off a list price, in whole paise. */
import type { CouponKind } from '@cms/contract';

export interface CouponTerms {
  kind: CouponKind;
  percentOff: number | null;
  amountOffPaise: number | null;
}

/**
 * A percent coupon takes floor(price × percent / 100): a fraction of a paisa goes to the buyer's
 * price, never below what the seller priced (20 % of ₹499.99 is ₹99.99, not ₹100.00). A fixed
 * coupon takes its amount, at most the price (a ₹500 coupon makes a ₹300 course free).
 */
export function discountOf(terms: CouponTerms, listPricePaise: number): number {
  if (terms.kind === 'percent') return Math.floor((listPricePaise * (terms.percentOff ?? 0)) / 100);
  return Math.min(terms.amountOffPaise ?? 0, listPricePaise);
}
