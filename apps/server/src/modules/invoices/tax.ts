/**
 * The GST in a tax-inclusive price (no I/O): the taxable value and the tax lines of an invoice, in
 * integer paise, adding up to the price exactly.
 */

/** 100 % in basis points (18 % = 1800). */
const FULL_BASIS_POINTS = 10_000;

export interface GstInput {
  /** The price the buyer pays, tax included, in paise. */
  pricePaise: number;
  /** The GST rate in basis points: 1800 for 18 %. */
  rateBasisPoints: number;
  /** The seller's GST state code ('27'). */
  sellerStateCode: string;
  /** The buyer's GST state code (of the billing state). */
  buyerStateCode: string;
}

export interface GstSplit {
  /** Intra-state: CGST + SGST; inter-state: IGST. */
  supply: 'intra-state' | 'inter-state';
  taxablePaise: number;
  /** cgst + sgst + igst. */
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

function requireWhole(name: string, value: number, max = Number.MAX_SAFE_INTEGER) {
  if (!Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be a whole number from 0 to ${max}, not ${value}`);
  }
}

/**
 * Splits a tax-inclusive price: taxable value = round(price × 10000 / (10000 + rate)) (half up,
 * in integers), tax = price − taxable, so taxable + tax = price always. Within one state the tax is
 * halved into CGST and SGST with CGST = floor(tax / 2) and SGST = tax − CGST: an odd paisa goes to
 * SGST. Between states it is all IGST.
 */
export function splitGst({ pricePaise, rateBasisPoints, sellerStateCode, buyerStateCode }: GstInput): GstSplit {
  requireWhole('pricePaise', pricePaise, Math.floor(Number.MAX_SAFE_INTEGER / (2 * FULL_BASIS_POINTS)));
  requireWhole('rateBasisPoints', rateBasisPoints, FULL_BASIS_POINTS);
  const divisor = FULL_BASIS_POINTS + rateBasisPoints;
  // round(a / d) half up for whole a, d > 0: floor((2a + d) / 2d), exact in doubles below 2^53.
  const taxablePaise = Math.floor((2 * pricePaise * FULL_BASIS_POINTS + divisor) / (2 * divisor));
  const taxPaise = pricePaise - taxablePaise;
  if (sellerStateCode === buyerStateCode) {
    const cgstPaise = Math.floor(taxPaise / 2);
    return { supply: 'intra-state', taxablePaise, taxPaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
  }
  return { supply: 'inter-state', taxablePaise, taxPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
}
