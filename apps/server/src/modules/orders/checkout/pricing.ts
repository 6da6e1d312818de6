/**
 * What an order costs (issue 21): the course's list price, less a coupon's discount, GST
 * included. Pure: the checkout service reads the course, the coupon and the seller's tax and
 * hands them in. Prices are tax-inclusive: the tax is carved out of what the buyer pays.
 */
import type { Handle } from '../../../db/repository.js';
import { splitGst, type GstSplit } from '../../invoices/tax.js';

/** The seller's GST, as pricing needs it (null: no GST settings, a plain receipt). */
export interface SellerTax {
  stateCode: string;
  rateBp: number;
}

/** What pricing needs of the invoices module (a port): the seller's GST now, read in the order's transaction. */
export interface SellerTaxes {
  sellerTax(db?: Handle): Promise<SellerTax | null>;
}

export interface PriceInput {
  listPricePaise: number;
  discountPaise: number;
  tax: SellerTax | null;
  /** The buyer's billing state code, when given. */
  buyerStateCode: string | null;
}

export interface Price {
  listPricePaise: number;
  discountPaise: number;
  pricePaise: number;
  /** Null without GST settings; the split needs the buyer's state (null until it is known). */
  gst: (GstSplit & { ratePercent: number }) | null;
}

export function priceOf({ listPricePaise, discountPaise, tax, buyerStateCode }: PriceInput): Price {
  const discount = Math.min(Math.max(discountPaise, 0), listPricePaise);
  const pricePaise = listPricePaise - discount;
  if (!tax) return { listPricePaise, discountPaise: discount, pricePaise, gst: null };
  const split = splitGst({
    pricePaise,
    rateBasisPoints: tax.rateBp,
    sellerStateCode: tax.stateCode,
    // Unknown state: the taxable value and the total tax are the same either way; shown as inter-state.
    buyerStateCode: buyerStateCode ?? '',
  });
  return { listPricePaise, discountPaise: discount, pricePaise, gst: { ...split, ratePercent: tax.rateBp / 100 } };
}
