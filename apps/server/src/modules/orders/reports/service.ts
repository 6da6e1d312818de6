/**
 * The admins' orders screen (spec 2 "Orders", 8 "Admin orders", 9): the status and date filters,
 * the figures over every filtered order, sorting and pages, and the CSV export's rows. The date
 * ranges are calendar days in the college's time zone (config TIME_ZONE).
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import {
  ORDER_FILTER_STATUSES,
  type AdminOrderDetail,
  type OrderEventEntry,
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
import { orderErrors } from '../errors.js';
import type {
  OrderCsvRow,
  OrderCursor,
  OrderDetailRow,
  OrderReportFilter,
  OrderReportRepository,
} from './repository.js';

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

/**
 * An order's status history from what the row keeps: created; captured at capturedAt; failed
 * (Rejected) or cancelled at the last update of a closed order, with its reason.
 */
export function orderHistory(order: OrderDetailRow['order']): OrderEventEntry[] {
  const history: OrderEventEntry[] = [{ event: 'created', at: order.createdAt.toISOString(), note: null }];
  if (order.capturedAt) history.push({ event: 'captured', at: order.capturedAt.toISOString(), note: null });
  if (order.status === 'Rejected' || order.status === 'Cancelled') {
    history.push({
      event: order.status === 'Rejected' ? 'failed' : 'cancelled',
      at: order.updatedAt.toISOString(),
      note: order.failureReason,
    });
  }
  return history;
}

/** What the order detail needs of the invoices module: a paid order's invoice or receipt. */
export interface OrderDocuments {
  invoiceOfOrders(orderIds: readonly string[]): Promise<Map<string, { id: string; number: string; kind: string }>>;
}

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
    /** The paid orders' invoices (the invoices module); none: no invoice shown. */
    private readonly documents: OrderDocuments | null = null,
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
      timeZone: this.timeZone,
    };
  }

  /** One order for admins: buyer, course, amount, provider references, status history, payout. 404 unknown. */
  async detail(id: string): Promise<AdminOrderDetail> {
    const row = await this.repo.detail(id);
    if (!row) throw orderErrors.orderNotFound();
    const { order, payout } = row;
    return {
      order: {
        id: order.id,
        date: order.createdAt.toISOString(),
        status: order.status as OrderStatus,
        courseId: order.courseId,
        courseTitle: order.courseTitle,
        userEmail: order.userEmail,
        instructorId: order.instructorId,
        amountPaise: order.pricePaise,
        currency: order.currency,
        provider: order.provider,
        paymentId: order.paymentId,
        payerId: order.payerId,
        captureId: order.captureId,
        failureReason: order.failureReason,
        discountPaise: order.discountPaise,
        couponCode: order.couponCode,
        taxPaise: order.cgstPaise + order.sgstPaise + order.igstPaise,
      },
      invoice: (await this.documents?.invoiceOfOrders([order.id]))?.get(order.id) ?? null,
      buyer: { id: order.userId, name: row.buyerName, email: row.buyerEmail },
      history: orderHistory(order),
      payout: payout
        ? {
            id: payout.id,
            orderId: payout.orderId,
            amountPaise: payout.amountPaise,
            reference: payout.reference,
            recordedAt: payout.createdAt.toISOString(),
            recordedBy: { id: payout.recordedBy, name: row.recorderName ?? '', email: row.recorderEmail ?? '' },
          }
        : null,
      timeZone: this.timeZone,
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
