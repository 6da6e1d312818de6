/**
 * The admins' orders screen (spec 2 "Orders", 8 "Admin orders", 9): the status and date filters,
 * the figures over every filtered order, sorting and pages, and the CSV export's rows. The date
 * ranges are calendar days in the college's time zone (config TIME_ZONE).
 */
import { TZDate } from '@date-fns/tz';
import { format, startOfDay, subDays } from 'date-fns';
import {
  ORDER_FILTER_STATUSES,
  orderStats,
  ordersCsvFileName,
  type AdminOrder,
  type AdminOrderSort,
  type AdminOrders,
  type AdminOrdersQuery,
  type DateRange,
  type OrderStatus,
  type OrdersCsvQuery,
} from '@cms/contract';
import { pageWindow } from '../../../db/list-query.js';
import type { OrderCsvRow, OrderCursor, OrderReportFilter, OrderReportRepository } from './repository.js';

/**
 * Rows per CSV query, one query each, so memory stays flat whatever the number of orders. The date
 * sort seeks through an index: small batches cost little and keep the heap small (measured at 1M
 * orders: 5,000-row batches left 50 to 140 MB of garbage between collections, 1,000 a few MB, at
 * the same speed). The other sorts make the database sort the remaining filtered rows for every
 * batch, so they take bigger ones.
 */
export const csvBatchSize = (sort: AdminOrderSort): number => (sort === 'date' ? 1000 : 10_000);

/** Calendar days each range covers, today included. */
const RANGE_DAYS: Record<Exclude<DateRange, 'all'>, number> = { today: 1, '7d': 7, '30d': 30 };

/**
 * When a date range starts: the start of today in `timeZone` for `today`, of the day 6 days ago
 * for `7d` (the last 7 calendar days, today included), of the day 29 days ago for `30d`;
 * undefined for `all`.
 */
export function rangeStart(range: DateRange, now: Date, timeZone: string): Date | undefined {
  if (range === 'all') return undefined;
  const today = startOfDay(new TZDate(now, timeZone));
  return new Date(subDays(today, RANGE_DAYS[range] - 1).getTime());
}

/** The college's calendar date of `now`: yyyy-MM-dd. */
export const collegeDate = (now: Date, timeZone: string) => format(new TZDate(now, timeZone), 'yyyy-MM-dd');

export class OrderReportService {
  /** Rows per CSV query (tests make it small to cross many batch boundaries). */
  csvBatchSize = csvBatchSize;

  /**
   * @param now the clock the date ranges and the CSV's file name are read from (tests fix it;
   *   public so a test can set it on the running app's service).
   */
  constructor(
    readonly repo: OrderReportRepository,
    private readonly timeZone: string,
    public now: () => Date = () => new Date(),
  ) {}

  private filterOf(query: OrdersCsvQuery, now: Date): OrderReportFilter {
    return {
      search: query.search,
      statuses: query.status === 'all' ? undefined : ORDER_FILTER_STATUSES[query.status],
      from: rangeStart(query.range, now, this.timeZone),
    };
  }

  /** A page of the filtered orders and the figures over all of them (not only the page). */
  async list(query: AdminOrdersQuery): Promise<AdminOrders> {
    const filter = this.filterOf(query, this.now());
    const sort = { key: query.sort, dir: query.dir };
    const [rows, totals] = await Promise.all([
      this.repo.page(filter, sort, pageWindow(query)),
      this.repo.totals(filter),
    ]);
    const orders: AdminOrder[] = rows.map((r) => ({
      id: r.id,
      date: r.createdAt.toISOString(),
      status: r.status as OrderStatus,
      courseId: r.courseId,
      courseTitle: r.courseTitle,
      userEmail: r.userEmail,
      instructorId: r.instructorId,
      amountPaise: r.pricePaise,
    }));
    return {
      orders,
      stats: orderStats(totals.totalOrders, totals.successfulOrders, totals.revenuePaise),
      total: totals.totalOrders,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * The CSV export: its file name (today's date in the college's zone) and every filtered order in
   * the chosen order, in batches read by keyset over (sort key, id) - for every sort, never
   * offsets: the date sort seeks through orders_created_idx (created_at, id, …) in either
   * direction; the other keys have no index and sort the remaining filtered rows once per batch,
   * still far cheaper than skipping ever more rows. Each batch is a short query of its own (no
   * transaction or cursor held open while a slow client downloads: PGlite has one connection),
   * read only when the consumer asks for it. The first batch is read before this resolves, so a
   * failing query is an error answer, not a cut download.
   */
  async csv(query: OrdersCsvQuery): Promise<{ fileName: string; batches: AsyncGenerator<OrderCsvRow[]> }> {
    const now = this.now();
    const filter = this.filterOf(query, now);
    const sort = { key: query.sort, dir: query.dir };
    const size = this.csvBatchSize(sort.key);
    const batch = (cursor: OrderCursor | null) => this.repo.csvBatch(filter, sort, cursor, size, this.timeZone);
    const first = await batch(null);
    async function* batches(): AsyncGenerator<OrderCsvRow[]> {
      let current = first;
      for (;;) {
        yield current;
        if (current.length < size) return;
        const last = current[current.length - 1]!;
        current = await batch({ value: last.cursor, id: last.id });
      }
    }
    return { fileName: ordersCsvFileName(collegeDate(now, this.timeZone)), batches: batches() };
  }
}
