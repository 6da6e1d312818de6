/**
 * An instructor's money (spec 2 "Earnings", 8 "Instructor earnings", 9): total, this and last
 * calendar month in the college's time zone, monthly growth, the balance (the ledger) and a
 * monthly series, and the list of sales. The clock is injected so tests can pin month boundaries.
 */
import {
  EARNINGS_CHART_MONTHS,
  monthlyGrowth,
  type EarningsSummary,
  type OrderStatus,
  type SalesPage,
  type SalesQuery,
} from '@cms/contract';
import { iso } from '../../dates/iso.js';
import { pageWindow } from '../../db/list-query.js';
import { earningsErrors } from './errors.js';
import { monthWindows, type MonthWindows } from './months.js';
import type { Ledger } from './ledger.js';
import type { EarningsRepository, SaleRow } from './repository.js';

export type Clock = () => Date;

/** This month's earnings and the growth against last month, for the instructor dashboard. */
export interface MonthFigures {
  thisMonthPaise: number;
  lastMonthPaise: number;
  growthPercent: number;
}

const toSale = (row: SaleRow): SalesPage['sales'][number] => ({
  orderId: row.orderId,
  date: iso(row.createdAt),
  courseId: row.courseId,
  courseTitle: row.courseTitle,
  buyerName: row.buyerName,
  buyerEmail: row.buyerEmail,
  amountPaise: row.amountPaise,
  status: row.status as OrderStatus,
  paidOut: Boolean(row.paidOut),
});

export class EarningsService {
  constructor(
    readonly repo: EarningsRepository,
    private readonly ledger: Ledger,
    /** IANA name of the college's time zone: where months begin. */
    readonly timeZone: string,
    private readonly now: Clock = () => new Date(),
  ) {}

  private async requireInstructor(instructorId: string): Promise<void> {
    if (!(await this.repo.isInstructor(instructorId))) throw earningsErrors.instructorNotFound();
  }

  /** The calendar months of now: this month, last month and the chart's. */
  private windows(): MonthWindows {
    return monthWindows(this.now(), this.timeZone, EARNINGS_CHART_MONTHS);
  }

  /** This month's and last month's paid orders and the spec 9 growth between them. */
  async monthFigures(instructorId: string, windows: MonthWindows = this.windows()): Promise<MonthFigures> {
    const { thisMonth, lastMonth } = windows;
    const [thisMonthPaise, lastMonthPaise] = await Promise.all([
      this.repo.paidBetween(instructorId, thisMonth.start, thisMonth.end),
      this.repo.paidBetween(instructorId, lastMonth.start, lastMonth.end),
    ]);
    return { thisMonthPaise, lastMonthPaise, growthPercent: monthlyGrowth(thisMonthPaise, lastMonthPaise) };
  }

  async summary(instructorId: string): Promise<EarningsSummary> {
    await this.requireInstructor(instructorId);
    const windows = this.windows();
    const { chart } = windows;
    const [months, balance, perMonth] = await Promise.all([
      this.monthFigures(instructorId, windows),
      this.ledger.balance(instructorId),
      this.repo.paidPerMonth(instructorId, chart[0]!.start, chart[chart.length - 1]!.end, this.timeZone),
    ]);
    const byMonth = new Map(perMonth.map((m) => [m.month, m]));
    return {
      totalPaise: balance.earnedPaise,
      ...months,
      balance,
      monthly: chart.map(({ key }) => ({
        month: key,
        amountPaise: byMonth.get(key)?.amountPaise ?? 0,
        sales: byMonth.get(key)?.sales ?? 0,
      })),
      timeZone: this.timeZone,
    };
  }

  /**
   * Every order of the instructor's courses (all statuses), sorted, searched and paged by the
   * server; `paidTotal` counts only the paid ones among them (a sale is a paid order).
   */
  async sales(instructorId: string, query: SalesQuery): Promise<SalesPage> {
    await this.requireInstructor(instructorId);
    const { page, pageSize, sort, search } = query;
    const [rows, counts] = await Promise.all([
      this.repo.salesPage({ instructorId, sort, search, ...pageWindow(query) }),
      this.repo.salesCount({ instructorId, search }),
    ]);
    return { sales: rows.map(toSale), total: counts.total, paidTotal: counts.paid, page, pageSize };
  }
}
