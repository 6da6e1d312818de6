import { describe, expect, it } from 'vitest';
import {
  GST_MSG,
  GST_STATES,
  billingStateSchema,
  gstStateCodeOf,
  gstStateNameOf,
  gstinCheckCharacter,
  gstinSchema,
  gstinStateCode,
} from '../src/index.js';

/** zod's messages for a value, [] when it is valid. */
const messages = (value: unknown) => gstinSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

/**
 * Valid GSTINs. The first two are published samples; the others were computed for this test with
 * the GSTN algorithm outside the code under test. 27AAPFU0939F1ZV by hand: values 2 7 10 10 25 15
 * 30 0 9 3 9 15 1 35, factors 1 2 1 2 …, products 2 14 10 20 25 30 30 0 9 6 9 30 1 70, base-36
 * digit sums 2 14 10 20 25 30 30 0 9 6 9 30 1 (1+34=)35 = 221; 221 mod 36 = 5; 36 − 5 = 31 = 'V'.
 * 38BBBBB1234BAZ3 by hand: 3+16+11+22+11+22+11+2+2+6+4+22+10+35 = 177; 177 mod 36 = 33; 36 − 33 = 3.
 */
const VALID = [
  '27AAPFU0939F1ZV',
  '29AAGCB7383J1Z4',
  '07AABCU9603R1ZP',
  '33ZZZPZ9999Z9ZR',
  '97AAAAA0000AZZX',
  '38BBBBB1234BAZ3',
  '01AAACA1234B2ZV',
  '36QWERT5678YKZU',
];

describe('GST states', () => {
  it('lists each code and name once, from 01 Jammu and Kashmir to 38 Ladakh and 97 Other Territory', () => {
    const codes = GST_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(GST_STATES.map((s) => s.name)).size).toBe(codes.length);
    expect(GST_STATES[0]).toEqual({ code: '01', name: 'Jammu and Kashmir' });
    expect(gstStateNameOf('27')).toBe('Maharashtra');
    expect(gstStateNameOf('29')).toBe('Karnataka');
    expect(gstStateNameOf('36')).toBe('Telangana');
    expect(gstStateNameOf('37')).toBe('Andhra Pradesh');
    expect(gstStateNameOf('38')).toBe('Ladakh');
    expect(gstStateNameOf('97')).toBe('Other Territory');
    expect(codes).toHaveLength(37);
  });

  it('leaves out the retired codes 25 and 28', () => {
    expect(gstStateNameOf('25')).toBeUndefined();
    expect(gstStateNameOf('28')).toBeUndefined();
  });

  it('finds a code by name', () => {
    expect(gstStateCodeOf('Delhi')).toBe('07');
    expect(gstStateCodeOf('Dadra and Nagar Haveli and Daman and Diu')).toBe('26');
    expect(gstStateCodeOf('Atlantis')).toBeUndefined();
  });

  it('takes a billing state by its name and refuses anything else with its message', () => {
    expect(billingStateSchema.parse('Karnataka')).toBe('Karnataka');
    for (const bad of ['karnataka', 'Atlantis', '', '29', undefined]) {
      expect(billingStateSchema.safeParse(bad).error?.issues.map((i) => i.message)).toEqual([GST_MSG.billingState]);
    }
  });
});

describe('GSTIN', () => {
  it.each(VALID)('%s is valid', (gstin) => {
    expect(gstinSchema.parse(gstin)).toBe(gstin);
    expect(gstinCheckCharacter(gstin)).toBe(gstin.charAt(14));
  });

  it('is upper-cased and trimmed before it is checked', () => {
    expect(gstinSchema.parse('  27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.parse('29aagcb7383j1z4')).toBe('29AAGCB7383J1Z4');
  });

  // A well-formed GSTIN with one change fails the check character; anything else is a wrong format.
  it.each([
    ['a changed digit of the PAN', '27AAPFU0938F1ZV', GST_MSG.gstinCheckCharacter],
    ['a changed entity number', '27AAPFU0939F2ZV', GST_MSG.gstinCheckCharacter],
    ['a changed state code', '29AAPFU0939F1ZV', GST_MSG.gstinCheckCharacter],
    ['a changed check character', '27AAPFU0939F1ZW', GST_MSG.gstinCheckCharacter],
    ['two characters swapped', '27AAPFU0993F1ZV', GST_MSG.gstinCheckCharacter],
    ['an unknown state code', '99AAPFU0939F1ZV', GST_MSG.gstinFormat],
    ['a retired state code', '28AAPFU0939F1ZV', GST_MSG.gstinFormat],
    ['state code 00', '00AAPFU0939F1ZV', GST_MSG.gstinFormat],
    ['14 characters', '27AAPFU0939F1Z', GST_MSG.gstinFormat],
    ['16 characters', '27AAPFU0939F1ZVV', GST_MSG.gstinFormat],
    ['no Z in the 14th place', '27AAPFU0939F1YV', GST_MSG.gstinFormat],
    ['entity number 0', '27AAPFU0939F0ZV', GST_MSG.gstinFormat],
    ['a digit where the PAN has a letter', '27AAPF10939F1ZV', GST_MSG.gstinFormat],
    ['a letter where the PAN has a digit', '27AAPFUO939F1ZV', GST_MSG.gstinFormat],
    ['a space inside', '27AAPFU 939F1ZV', GST_MSG.gstinFormat],
    ['a symbol', '27AAPFU0939F1Z-', GST_MSG.gstinFormat],
    ['nothing', '', GST_MSG.gstinFormat],
  ])('%s is refused with its one message', (_what, gstin, message) => {
    expect(messages(gstin)).toEqual([message]);
  });

  it('refuses what is not a string with the format message', () => {
    expect(messages(270939)).toEqual([GST_MSG.gstinFormat]);
    expect(messages(null)).toEqual([GST_MSG.gstinFormat]);
  });

  it('tells the state code a GSTIN was registered in', () => {
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
    expect(gstinStateCode('29AAGCB7383J1Z4')).toBe('29');
    expect(() => gstinStateCode('99AAPFU0939F1ZV')).toThrow(RangeError);
  });
});
