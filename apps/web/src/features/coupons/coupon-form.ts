/**
 * The new-coupon form's values (text as typed, money in rupees) and how they become the contract's
 * `couponInputSchema` (money in paise): blanks are left out, amounts that are not rupees with at most two
 * decimals become NaN so that the contract's own messages refuse them. The resolver checks with the contract
 * schema and names its errors after the form's fields (`amountOffPaise` → `amount`, `minPricePaise` →
 * `minPrice`; a missing amount off is named with the other errors, not after them); the server's field errors
 * are put under the same fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUPON_MSG,
  couponInputSchema,
  type CouponInput,
  type CouponInputParsed,
  type CouponKind,
} from '@cms/contract';
import type { FieldErrors, Resolver, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '@/lib/api';
import { rupeesToPaise } from '@/lib/rupees';

/** The course select's value for every course (the caller's, or all of them for admins). */
export const ALL_COURSES = 'all';

export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  percentOff: string;
  /** Rupees. */
  amount: string;
  /** A course id, ALL_COURSES, or '' before a choice. */
  courseId: string;
  /** yyyy-mm-dd or ''. */
  expiresOn: string;
  maxUses: string;
  maxUsesPerBuyer: string;
  /** Rupees. */
  minPrice: string;
}

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  kind: 'percent',
  percentOff: '',
  amount: '',
  courseId: '',
  expiresOn: '',
  maxUses: '',
  maxUsesPerBuyer: '',
  minPrice: '',
};

const blank = (text: string) => text.trim() === '';
/** A whole number as typed; blank is none; anything else is NaN (refused by the contract). */
const wholeNumber = (text: string) => (blank(text) ? undefined : /^\d+$/.test(text.trim()) ? Number(text) : NaN);
/** Rupees as typed, in paise; blank is none; not an amount is NaN (refused by the contract). */
const paise = (text: string) => (blank(text) ? undefined : (rupeesToPaise(text) ?? NaN));

/** The body the form's values make, before the contract's checks. */
export const couponInputOf = (v: CouponFormValues) => ({
  code: v.code,
  kind: v.kind,
  percentOff: v.kind === 'percent' ? wholeNumber(v.percentOff) : undefined,
  amountOffPaise: v.kind === 'fixed' ? paise(v.amount) : undefined,
  courseId: v.courseId === ALL_COURSES ? null : v.courseId || undefined,
  expiresOn: v.expiresOn || undefined,
  maxUses: wholeNumber(v.maxUses),
  maxUsesPerBuyer: wholeNumber(v.maxUsesPerBuyer),
  minPricePaise: paise(v.minPrice),
});

const formSchema = z
  .object({
    code: z.string(),
    kind: z.string(),
    percentOff: z.string(),
    amount: z.string(),
    courseId: z.string(),
    expiresOn: z.string(),
    maxUses: z.string(),
    maxUsesPerBuyer: z.string(),
    minPrice: z.string(),
  })
  // Typed as the contract's input; a missing choice (courseId undefined) is left for the contract to refuse.
  .transform((v) => couponInputOf(v as CouponFormValues) as CouponInput)
  .pipe(couponInputSchema);

/** The contract's field names whose form field is named otherwise. */
const FORM_FIELD: Record<string, keyof CouponFormValues> = { amountOffPaise: 'amount', minPricePaise: 'minPrice' };
const formField = (name: string) => FORM_FIELD[name] ?? name;

const FIELDS = Object.keys(EMPTY_COUPON_FORM) as (keyof CouponFormValues)[];

/** The contract's checks of the form's values, its errors under the form's fields; valid values come out as the body. */
export function couponFormResolver(): Resolver<CouponFormValues, unknown, CouponInputParsed> {
  const check = zodResolver(formSchema) as unknown as Resolver<CouponFormValues, unknown, CouponInputParsed>;
  return async (values, context, options) => {
    const result = await check(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([name, error]) => [formField(name), error]),
    ) as FieldErrors<CouponFormValues>;
    // The contract asks for the amount off only once every field is valid: say it with the others.
    const [amountField, message] =
      values.kind === 'percent'
        ? (['percentOff', COUPON_MSG.percentRange] as const)
        : (['amount', COUPON_MSG.amountInvalid] as const);
    if (blank(values[amountField]) && !errors[amountField]) errors[amountField] = { type: 'custom', message };
    return { values: {}, errors };
  };
}

/** Puts the server's field errors (e.g. the taken code) under the form's fields; true when one was shown. */
export function showCouponFieldErrors(error: unknown, setError: UseFormSetError<CouponFormValues>): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let shown = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = formField(name);
    if (!(FIELDS as string[]).includes(field)) continue;
    setError(field as keyof CouponFormValues, { message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
