/**
 * An instructor's money (spec 2 "Earnings", 8 "Instructor earnings", 9 balance, monthly growth and
 * earnings sort). Every figure is computed by the server from orders, withdrawals and payouts, in
 * integer paise; months are calendar months in the college's time zone.
 */
import { z } from 'zod';
import { orderCourseShape } from './checkout.js';
import { ORDER_STATUSES } from './orders.js';
import { listQuerySchema, pageOf, searchQuery } from './paging.js';

/** Spec 9: earnings sort by date (newest first), amount (highest first), status. */
export const EARNINGS_SORTS = ['date', 'amount', 'status'] as const;
export type EarningsSort = (typeof EARNINGS_SORTS)[number];
export const EARNINGS_SORT_LABELS: Record<EarningsSort, string> = {
  date: 'Date (newest first)',
  amount: 'Amount (highest first)',
  status: 'Status',
};

/** How many calendar months the chart shows, this month included. */
export const EARNINGS_CHART_MONTHS = 6;

/**
 * The balance (spec 9, with our deviation): available = approved earnings − approved withdrawals
 * − pending withdrawals − payouts recorded by admins. Pending requests are held back so that
 * requests can never add up to more than was earned.
 */
export const balanceSchema = z.object({
  /** Sum of the instructor's Approval orders. */
  earnedPaise: z.number().int(),
  approvedWithdrawalsPaise: z.number().int(),
  pendingWithdrawalsPaise: z.number().int(),
  /** Sales paid out one by one by an admin (Process Payment); they count like approved withdrawals. */
  paidOutPaise: z.number().int(),
  availablePaise: z.number().int(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const monthlyEarningSchema = z.object({
  /** YYYY-MM in the college's time zone. */
  month: z.string(),
  amountPaise: z.number().int(),
  sales: z.number().int(),
});
export type MonthlyEarning = z.infer<typeof monthlyEarningSchema>;

/** GET EARNINGS_API.summary */
export const earningsSummarySchema = z.object({
  totalPaise: z.number().int(),
  thisMonthPaise: z.number().int(),
  lastMonthPaise: z.number().int(),
  /** Spec 9: (this − last) / last × 100, one decimal; last month 0 → 100 when this month > 0, else 0. */
  growthPercent: z.number(),
  balance: balanceSchema,
  /** The last EARNINGS_CHART_MONTHS months, oldest first, months without sales included (0). */
  monthly: z.array(monthlyEarningSchema),
  timeZone: z.string(),
});
export type EarningsSummary = z.infer<typeof earningsSummarySchema>;

/** One order of one of the instructor's courses. */
export const saleSchema = z.object({
  orderId: z.string(),
  date: z.string(),
  ...orderCourseShape,
  buyerName: z.string(),
  buyerEmail: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** Whether an admin recorded a payout for this sale. */
  paidOut: z.boolean(),
});
export type Sale = z.infer<typeof saleSchema>;

/** GET EARNINGS_API.sales and INSTRUCTOR_ADMIN_API.sales: search over course title and buyer e-mail. */
export const salesQuerySchema = listQuerySchema({ sort: z.enum(EARNINGS_SORTS).default('date'), search: searchQuery });
export type SalesQuery = z.infer<typeof salesQuerySchema>;

export const salesPageSchema = pageOf('sales', saleSchema, {
  /**
   * The paid (Approval) orders among those the filter matches: what "N sales" counts. `total` counts
   * every listed order, failed and cancelled ones too (issue 19: "19 sales" counted them).
   */
  paidTotal: z.number().int(),
});
export type SalesPage = z.infer<typeof salesPageSchema>;

/** Spec 9 monthly growth, one decimal. */
export function monthlyGrowth(thisMonthPaise: number, lastMonthPaise: number): number {
  if (lastMonthPaise === 0) return thisMonthPaise > 0 ? 100 : 0;
  return Math.round(((thisMonthPaise - lastMonthPaise) / lastMonthPaise) * 1000) / 10;
}
