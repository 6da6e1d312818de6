/**
 * Coupons (issue 21, not in the spec): codes an instructor makes for one own course or all of them,
 * an admin for any course or every course; percent or a fixed amount off, an optional expiry day,
 * maximum uses in total and per buyer, an optional minimum price. Amounts travel in paise like the
 * rest of the app's money (the form takes rupees); the buyer's texts at Buy Now are CHECKOUT_MSG's.
 */
import { z } from 'zod';
import { wholeNumber } from './number-fields.js';
import { couponCodeSchema } from './checkout.js';
import { courseRefSchema } from './courses.js';
import { actionResponseSchema } from './http.js';
import { listQuerySchema, pageOf, searchQuery } from './paging.js';
import { COUPON_MSG } from './texts/coupon.js';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** One course; every course of one instructor; every course (admins only). */
export const COUPON_SCOPES = ['course', 'instructor', 'all'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** Active; switched off by its maker; past its expiry day; every use taken. */
export const COUPON_STATUSES = ['active', 'disabled', 'expired', 'used-up'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** The largest fixed amount off and the largest minimum price: ₹10,00,000 (the highest course price). */
export const COUPON_MAX_PAISE = 100_000_000;
/** The largest maximum of uses. */
export const COUPON_MAX_USES = 1_000_000;

/** "20 % off", "₹100 off", "₹99.50 off": what a coupon takes off, as the buyer and the lists read it. */
export function couponDescription(c: { kind: CouponKind; percentOff: number | null; amountOffPaise: number | null }) {
  if (c.kind === 'percent') return `${c.percentOff ?? 0} % off`;
  const paise = c.amountOffPaise ?? 0;
  const rupees = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
  return `${rupees} off`;
}

/** Today's date (yyyy-mm-dd) where this code runs; the server checks the day in the college's time zone. */
const localToday = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const limit = wholeNumber(1, COUPON_MAX_USES, COUPON_MSG.limitInvalid);

/**
 * POST COUPON_API.instructor / COUPON_API.admin: a new coupon. `percentOff` for a percent coupon,
 * `amountOffPaise` for a fixed one (the other is ignored); `courseId` null: every course of the caller (an
 * instructor) or every course (an admin); `expiresOn` the last day it works (in the college's time
 * zone), not passed. Money in paise.
 */
export const couponInputSchema = z
  .object({
    code: couponCodeSchema,
    kind: z.enum(COUPON_KINDS, { error: COUPON_MSG.kindLabel }),
    percentOff: wholeNumber(1, 100, COUPON_MSG.percentRange).optional(),
    amountOffPaise: wholeNumber(1, COUPON_MAX_PAISE, COUPON_MSG.amountInvalid).optional(),
    courseId: z.uuid({ error: COUPON_MSG.scopeRequired }).nullable(),
    expiresOn: z.iso
      .date({ error: COUPON_MSG.expiryInvalid })
      .refine((day) => day >= localToday(), { error: COUPON_MSG.expiryInvalid })
      .optional(),
    maxUses: limit.optional(),
    maxUsesPerBuyer: limit.optional(),
    minPricePaise: wholeNumber(0, COUPON_MAX_PAISE, COUPON_MSG.minPriceInvalid).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && c.percentOff === undefined)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: COUPON_MSG.percentRange });
    if (c.kind === 'fixed' && c.amountOffPaise === undefined)
      ctx.addIssue({ code: 'custom', path: ['amountOffPaise'], message: COUPON_MSG.amountInvalid });
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponInputParsed = z.output<typeof couponInputSchema>;

/** A coupon as its maker's and the admins' lists show it. */
export const couponRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percentOff: z.number().int().nullable(),
  amountOffPaise: z.number().int().nullable(),
  /** "20 % off" / "₹100 off". */
  description: z.string(),
  scope: z.enum(COUPON_SCOPES),
  /** The course of a course coupon. */
  course: courseRefSchema.nullable(),
  /** The instructor whose courses an instructor-wide or course coupon is for. */
  instructor: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdBy: z.object({ id: z.string(), name: z.string(), role: z.string() }),
  /** The last instant it works (the end of its last day), or null. */
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerBuyer: z.number().int().nullable(),
  minPricePaise: z.number().int().nullable(),
  /** Orders naming it that are Pending or paid (Approval). */
  uses: z.number().int(),
  /** What the paid (Approval) orders naming it were paid, paise. */
  revenuePaise: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  createdAt: z.string(),
});
export type CouponRow = z.infer<typeof couponRowSchema>;

/** GET COUPON_API.instructor / COUPON_API.admin: newest first; `search` matches the code. */
export const couponListQuerySchema = listQuerySchema({ search: searchQuery });
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;
export const couponListSchema = pageOf('coupons', couponRowSchema);
export type CouponList = z.infer<typeof couponListSchema>;

export const couponResponseSchema = actionResponseSchema({ coupon: couponRowSchema });
export type CouponResponse = z.infer<typeof couponResponseSchema>;
