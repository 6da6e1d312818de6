/** Financial years and invoice numbers (pure: no app, no database). */
import { describe, expect, it } from 'vitest';
import {
  CREDIT_NOTE_PREFIX,
  DOCUMENT_NUMBER_MAX,
  INVOICE_PREFIX,
  RECEIPT_PREFIX,
  financialYear,
  invoiceNumber,
} from '../src/modules/invoices/numbering.js';

describe('financialYear', () => {
  it.each([
    // The boundaries in Indian time (+05:30) and the same instants in UTC.
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2026-03-31T18:30:00Z', '2026-27'], // 1 April 00:00 in India: already the new year
    ['2026-03-31T18:29:59.999Z', '2025-26'], // 31 March 23:59:59.999 in India
    ['2026-03-31T23:59:59+05:30', '2025-26'],
    ['2026-03-31T20:00:00Z', '2026-27'], // still 31 March in UTC
    ['2027-03-31T23:59:59+05:30', '2026-27'],
    ['2027-03-31T23:59:59.999+05:30', '2026-27'],
    ['2027-04-01T00:00:00+05:30', '2027-28'],
    ['2027-03-31T18:30:00Z', '2027-28'],
    // Inside the year, across the calendar year's change.
    ['2026-12-31T23:59:59+05:30', '2026-27'],
    ['2027-01-01T00:00:00+05:30', '2026-27'],
    ['2028-02-29T12:00:00+05:30', '2027-28'],
    // The century's turn keeps two digits.
    ['2000-03-31T12:00:00+05:30', '1999-00'],
    ['2099-04-01T00:00:00+05:30', '2099-00'],
    ['2009-06-01T00:00:00+05:30', '2009-10'],
  ])('%s is in %s', (instant, fy) => {
    expect(financialYear(new Date(instant))).toBe(fy);
  });

  it('refuses an invalid date', () => {
    expect(() => financialYear(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('invoiceNumber', () => {
  it.each([
    [INVOICE_PREFIX, '2026-27', 123, 'CMS/26-27/000123'],
    [INVOICE_PREFIX, '2026-27', 1, 'CMS/26-27/000001'],
    [INVOICE_PREFIX, '2026-27', 999_999, 'CMS/26-27/999999'],
    [INVOICE_PREFIX, '2026-27', 1_000_000, 'CMS/26-27/1000000'],
    [INVOICE_PREFIX, '2026-27', 12_345_678, 'CMS/26-27/12345678'],
    [INVOICE_PREFIX, '2099-00', 5, 'CMS/99-00/000005'],
    [RECEIPT_PREFIX, '2026-27', 42, 'RCT/26-27/000042'],
    [CREDIT_NOTE_PREFIX, '2026-27', 7, 'CN/26-27/000007'],
    [CREDIT_NOTE_PREFIX, '2027-28', 1, 'CN/27-28/000001'],
  ])('%s, %s, %i → %s', (prefix, fy, n, number) => {
    expect(invoiceNumber(prefix, fy, n)).toBe(number);
  });

  it('the three series have their own prefixes', () => {
    expect(INVOICE_PREFIX).toBe('CMS');
    expect(RECEIPT_PREFIX).toBe('RCT');
    expect(CREDIT_NOTE_PREFIX).toBe('CN');
  });

  it('numbers fit the 16 characters of CGST rule 46(b) up to the 999,999th of a year', () => {
    for (const prefix of [INVOICE_PREFIX, RECEIPT_PREFIX, CREDIT_NOTE_PREFIX]) {
      const longest = invoiceNumber(prefix, '2026-27', 999_999);
      expect(longest.length, longest).toBeLessThanOrEqual(DOCUMENT_NUMBER_MAX);
      expect(longest).toMatch(/^[A-Z0-9/-]+$/);
    }
  });

  it.each([
    ['a serial of 0', INVOICE_PREFIX, '2026-27', 0],
    ['a negative serial', INVOICE_PREFIX, '2026-27', -1],
    ['a fractional serial', INVOICE_PREFIX, '2026-27', 1.5],
    ['a financial year of another shape', INVOICE_PREFIX, '2026-2027', 1],
    ['an empty prefix', '', '2026-27', 1],
    ['a prefix with a slash', 'CMS/X', '2026-27', 1],
    ['a prefix ending in a hyphen', 'CMS-', '2026-27', 1],
  ])('refuses %s', (_what, prefix, fy, n) => {
    expect(() => invoiceNumber(prefix, fy, n)).toThrow(RangeError);
  });
});
