/**
 * GST (India's goods and services tax): the states and union territories with their GST state
 * codes, the buyer's billing state and the GSTIN (GST identification number) with its check
 * character. Pure, shared by the server (which decides) and the web form (which tells early).
 */
import { z } from 'zod';
import { GST_MSG } from './texts/gst.js';

/**
 * The states and union territories of India with the GST state codes of the GST portal, in code
 * order. Two retired codes are left out, since no buyer can be billed there any more: 25 (Daman and
 * Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before its division, replaced by 37).
 * 97 is "Other Territory" (India's offshore areas outside any state).
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

export type GstState = (typeof GST_STATES)[number];
export type GstStateCode = GstState['code'];
export type GstStateName = GstState['name'];

export const GST_STATE_CODES = GST_STATES.map((s) => s.code) as [GstStateCode, ...GstStateCode[]];
export const GST_STATE_NAMES = GST_STATES.map((s) => s.name) as [GstStateName, ...GstStateName[]];

/** The GST inside an amount, in paise: its taxable value, then CGST and SGST (within a state) or IGST (across states). */
export const gstSplitShape = {
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
};

/** The buyer's billing state, by name (what the form shows and the invoice prints). */
export const billingStateSchema = z.enum(GST_STATE_NAMES, { error: GST_MSG.billingState });

/** The GST state code of a state's name; undefined for a name not in GST_STATES. */
export function gstStateCodeOf(name: string): GstStateCode | undefined {
  return GST_STATES.find((s) => s.name === name)?.code;
}

/** The state's name of a GST state code; undefined for a code not in GST_STATES. */
export function gstStateNameOf(code: string): GstStateName | undefined {
  return GST_STATES.find((s) => s.code === code)?.name;
}

export const GSTIN_LENGTH = 15;

/**
 * The GSTIN's format: a state code of GST_STATES, the holder's PAN (5 letters, 4 digits, a
 * letter), the entity number for that PAN in the state (1-9, then A-Z), 'Z', the check character.
 */
export const GSTIN_PATTERN = new RegExp(`^(?:${GST_STATE_CODES.join('|')})[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$`);

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTN's check character of the first 14 characters (upper case): each character's value in
 * base 36 times a factor alternating 1, 2 (from the first); each product's base-36 digits added
 * (quotient + remainder by 36); check = (36 − sum mod 36) mod 36, as a base-36 digit.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** What is wrong with an upper-cased, trimmed GSTIN, or undefined when it is valid. */
export function gstinProblem(gstin: string): string | undefined {
  if (!GSTIN_PATTERN.test(gstin)) return GST_MSG.gstinFormat;
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14)) return GST_MSG.gstinCheckCharacter;
  return undefined;
}

/** A GSTIN as typed: trimmed and upper-cased, then checked by format and check character. */
export const gstinSchema = z
  .string({ error: GST_MSG.gstinFormat })
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The GST state code of a valid GSTIN (its first two characters): where its holder is registered. */
export function gstinStateCode(gstin: string): GstStateCode {
  const code = gstin.trim().slice(0, 2);
  const state = GST_STATES.find((s) => s.code === code);
  if (!state) throw new RangeError(`Not a GST state code: ${JSON.stringify(code)}`);
  return state.code;
}
