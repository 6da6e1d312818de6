/**
 * Financial years and the numbers of invoices, receipts and credit notes (no I/O). India's
 * financial year runs April to March in Indian time (Asia/Kolkata, whatever TIME_ZONE says: it is
 * the law's year, not the college's), and each series is consecutive within one financial year:
 * `CMS/26-27/000123` (tax invoices), `RCT/26-27/000123` (receipts), `CN/26-27/000007` (credit notes).
 *
 * GST's invoice rule (CGST Rules, rule 46(b)) allows at most 16 characters (letters, digits, '-'
 * and '/'): the year is written with two digits each side ('26-27') so that a number fits, where the
 * issue's example `CMS/2026-27/000123` has 18 (docs/spec-coverage.md's deviations). A series passing
 * 999,999 documents in one year would need a seventh digit (17 characters); it is written so rather
 * than refused, since refusing would refuse the payment.
 */
import { TZDate } from '@date-fns/tz';

export const FINANCIAL_YEAR_TIME_ZONE = 'Asia/Kolkata';

/** The prefix of the tax invoices' series. */
export const INVOICE_PREFIX = 'CMS';
/** The prefix of the plain receipts' series (issued while the seller has no GST settings). */
export const RECEIPT_PREFIX = 'RCT';
/** The prefix of the credit notes' series (their own, beside the invoices'). */
export const CREDIT_NOTE_PREFIX = 'CN';
/** The longest document number rule 46(b) allows. */
export const DOCUMENT_NUMBER_MAX = 16;

/** '2026-27': the year it starts in, '-', the last two digits of the year it ends in. */
export const FINANCIAL_YEAR_PATTERN = /^\d{4}-\d{2}$/;
const PREFIX_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
/** Serial numbers are zero-padded to this many digits (more digits from 1,000,000 on). */
const SERIAL_DIGITS = 6;

/**
 * The financial year of an instant, as '2026-27': from 1 April 00:00 to 31 March 23:59:59.999 in
 * Asia/Kolkata (so 2026-03-31T18:30Z, already 1 April in India, is in 2026-27).
 */
export function financialYear(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('Not a date');
  const local = new TZDate(at.getTime(), FINANCIAL_YEAR_TIME_ZONE);
  const startYear = local.getMonth() >= 3 ? local.getFullYear() : local.getFullYear() - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * A document's number in its series: prefix / financial year in two-digit years / serial of at
 * least 6 digits (`CMS/26-27/000123` for the financial year '2026-27'; `CMS/26-27/1234567` from a
 * millionth on). Receipts and credit notes use the same with their prefixes.
 */
export function invoiceNumber(prefix: string, fy: string, n: number): string {
  if (!PREFIX_PATTERN.test(prefix)) throw new RangeError(`Not a series prefix: ${JSON.stringify(prefix)}`);
  if (!FINANCIAL_YEAR_PATTERN.test(fy)) throw new RangeError(`Not a financial year: ${JSON.stringify(fy)}`);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a serial number: ${n}`);
  return `${prefix}/${fy.slice(2)}/${String(n).padStart(SERIAL_DIGITS, '0')}`;
}
