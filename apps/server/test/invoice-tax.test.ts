/** The GST split of a tax-inclusive price (pure: no app, no database). */
import { describe, expect, it } from 'vitest';
import { splitGst } from '../src/modules/invoices/tax.js';

const MAHARASHTRA = '27';
const KARNATAKA = '29';
const intra = (pricePaise: number, rateBasisPoints: number) =>
  splitGst({ pricePaise, rateBasisPoints, sellerStateCode: MAHARASHTRA, buyerStateCode: MAHARASHTRA });
const inter = (pricePaise: number, rateBasisPoints: number) =>
  splitGst({ pricePaise, rateBasisPoints, sellerStateCode: MAHARASHTRA, buyerStateCode: KARNATAKA });

describe('splitGst', () => {
  it.each([
    // name, split, supply, CGST, SGST, IGST; 49900 / 1.18 = 42288.14 → taxable 42288, tax 7612 (halved within the state)
    ['₹499 at 18 % within the state: taxable 42288, CGST 3806 + SGST 3806', intra, 'intra-state', 3806, 3806, 0],
    ['₹499 at 18 % to another state: all of it IGST', inter, 'inter-state', 0, 0, 7612],
  ] as const)('%s', (_name, split, supply, cgstPaise, sgstPaise, igstPaise) => {
    expect(split(49_900, 1800)).toEqual({
      supply,
      taxablePaise: 42_288,
      taxPaise: 7612,
      cgstPaise,
      sgstPaise,
      igstPaise,
    });
  });

  it.each([
    // price, rate, taxable, CGST, SGST (each worked out by hand)
    [99_900, 1800, 84_661, 7619, 7620], // 99900 / 1.18 = 84661.02; tax 15239 is odd: SGST takes the paisa
    [100, 1800, 85, 7, 8], // 100 / 1.18 = 84.75 → 85; tax 15
    [100_000, 2800, 78_125, 10_937, 10_938], // 100000 / 1.28 = 78125 exactly; tax 21875
    [10_000, 500, 9524, 238, 238], // 10000 / 1.05 = 9523.81 → 9524; tax 476
    [29_900, 1200, 26_696, 1602, 1602], // 29900 / 1.12 = 26696.43 → 26696; tax 3204
    [16, 2800, 13, 1, 2], // 16 / 1.28 = 12.5 exactly: rounded half up to 13; tax 3
    [14, 1200, 13, 0, 1], // 14 / 1.12 = 12.5 exactly → 13; tax 1, all SGST
    [1, 1800, 1, 0, 0], // 1 / 1.18 = 0.85 → 1; no tax
    [0, 1800, 0, 0, 0],
    [49_900, 0, 49_900, 0, 0], // a 0 % rate: no tax
  ])('%i paise at %i basis points: taxable %i, CGST %i, SGST %i', (price, rate, taxable, cgst, sgst) => {
    const split = intra(price, rate);
    expect([split.taxablePaise, split.cgstPaise, split.sgstPaise, split.igstPaise]).toEqual([taxable, cgst, sgst, 0]);
    expect(split.taxPaise).toBe(cgst + sgst);
  });

  it('adds up to the price for every price from ₹0 to ₹1,000 at 0, 5, 12, 18 and 28 %, every line whole and ≥ 0, the taxable value the nearest paisa', () => {
    const wrong: string[] = [];
    for (const rate of [0, 500, 1200, 1800, 2800]) {
      const divisor = 10_000 + rate;
      for (let price = 0; price <= 100_000; price++) {
        const a = intra(price, rate);
        const b = inter(price, rate);
        const lines = [a.taxablePaise, a.cgstPaise, a.sgstPaise, a.igstPaise, b.taxablePaise, b.igstPaise];
        if (
          a.taxablePaise + a.cgstPaise + a.sgstPaise + a.igstPaise !== price ||
          b.taxablePaise + b.cgstPaise + b.sgstPaise + b.igstPaise !== price ||
          a.taxablePaise + a.taxPaise !== price ||
          b.taxablePaise !== a.taxablePaise ||
          b.igstPaise !== a.taxPaise ||
          lines.some((line) => !Number.isInteger(line) || line < 0) ||
          // CGST and SGST differ by the odd paisa at most, SGST the larger.
          a.sgstPaise - a.cgstPaise < 0 ||
          a.sgstPaise - a.cgstPaise > 1 ||
          // |taxable × (1 + rate) − price| ≤ half a paisa of (1 + rate)
          2 * Math.abs(a.taxablePaise * divisor - price * 10_000) > divisor
        ) {
          wrong.push(`${price}@${rate}`);
        }
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('refuses a price or rate that is not a whole number in range', () => {
    expect(() => intra(499.5, 1800)).toThrow(RangeError);
    expect(() => intra(-1, 1800)).toThrow(RangeError);
    expect(() => intra(Number.NaN, 1800)).toThrow(RangeError);
    expect(() => intra(49_900, 18.5)).toThrow(RangeError);
    expect(() => intra(49_900, -1)).toThrow(RangeError);
    expect(() => intra(49_900, 10_001)).toThrow(RangeError);
  });
});
