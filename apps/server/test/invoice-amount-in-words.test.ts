/** Amounts in words on invoices (pure: no app, no database). */
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '../src/modules/invoices/amount-in-words.js';

describe('amountInWords', () => {
  it.each([
    [11_850_050, 'Rupees One Lakh Eighteen Thousand Five Hundred and Fifty Paise Only'],
    [0, 'Rupees Zero Only'],
    [50, 'Fifty Paise Only'],
    [1, 'One Paisa Only'],
    [99, 'Ninety Nine Paise Only'],
    [100, 'Rupees One Only'],
    [101, 'Rupees One and One Paisa Only'],
    [49_900, 'Rupees Four Hundred Ninety Nine Only'],
    [42_288, 'Rupees Four Hundred Twenty Two and Eighty Eight Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [10_000_000_000, 'Rupees Ten Crore Only'],
    [1_000_000_005, 'Rupees One Crore and Five Paise Only'],
    [
      99_999_999_999,
      'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
    ],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
    [
      123_456_789_000_100,
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six Crore Seventy Eight Lakh Ninety Thousand One Only',
    ],
  ])('%i paise: %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses what is not a whole number of paise ≥ 0', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(12.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});

describe('numberInWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [13, 'Thirteen'],
    [20, 'Twenty'],
    [21, 'Twenty One'],
    [100, 'One Hundred'],
    [110, 'One Hundred Ten'],
    [1000, 'One Thousand'],
    [1001, 'One Thousand One'],
    [99_999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [100_000, 'One Lakh'],
    [1_000_000, 'Ten Lakh'],
    [10_000_001, 'One Crore One'],
    [20_050_000, 'Two Crore Fifty Thousand'],
  ])('%i: %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });
});
