/**
 * Data access for the admins' orders screen and its CSV: the filtered page, the figures over every
 * filtered order, and the CSV's keyset batches. No business rules here (the service turns the
 * query into a filter).
 */
import { and, asc, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ORDER_STATUS_LABELS, type AdminOrderSort, type OrderStatus, type SortDirection } from '@cms/contract';
import { rowsOf } from '../../../db/client.js';
import { orders, payouts, users } from '../../../db/schema/index.js';
import { containsPattern } from '../../../db/list-query.js';
import { Repository } from '../../../db/repository.js';

/** Which orders: all of them, narrowed by each field that is set. */
export interface OrderReportFilter {
  /** Substring of the course title or of the buyer's e-mail (case-insensitive). */
  search?: string;
  statuses?: readonly OrderStatus[];
  /** Placed at or after this instant. */
  from?: Date;
}

export interface OrderReportSort {
  key: AdminOrderSort;
  dir: SortDirection;
}

/** Where the previous CSV batch ended: the last row's sort value (as text) and id. */
export interface OrderCursor {
  value: string;
  id: string;
}

/** The status as admins read it (success, pending, failed, cancelled): what the status sort orders by. */
const statusLabel = sql`(case ${orders.status} ${sql.join(
  Object.entries(ORDER_STATUS_LABELS).map(([status, label]) => sql`when ${status} then ${label}`),
  sql` `,
)} end)`;

/**
 * Each sort key: the expression ordered by, and how a cursor value (text) is cast back to its
 * type. The date sort is backed by orders_created_idx (created_at, id), scanned either way.
 */
const SORTS: Record<AdminOrderSort, { expr: SQL; cursor: (value: string) => SQL }> = {
  date: { expr: sql`${orders.createdAt}`, cursor: (v) => sql`${v}::timestamptz` },
  amount: { expr: sql`${orders.pricePaise}`, cursor: (v) => sql`${v}::integer` },
  status: { expr: statusLabel, cursor: (v) => sql`${v}::text` },
  course: { expr: sql`${orders.courseTitle}`, cursor: (v) => sql`${v}::text` },
  email: { expr: sql`${orders.userEmail}`, cursor: (v) => sql`${v}::text` },
};

function filterCondition({ search, statuses, from }: OrderReportFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search) {
    // Each side can use its trigram index (orders_course_title_trgm_idx, orders_user_email_trgm_idx): a BitmapOr.
    const pattern = containsPattern(search);
    conditions.push(or(ilike(orders.courseTitle, pattern), ilike(orders.userEmail, pattern)));
  }
  if (statuses) conditions.push(inArray(orders.status, [...statuses]));
  if (from) conditions.push(gte(orders.createdAt, from));
  return and(...conditions);
}

/** ORDER BY the sort key, then the id (unique), both in the chosen direction. */
function ordering({ key, dir }: OrderReportSort): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [by(SORTS[key].expr), by(orders.id)];
}

/** Rows strictly after the cursor in the sort order (a row comparison, so the index can seek). */
function afterCursor({ key, dir }: OrderReportSort, cursor: OrderCursor): SQL {
  const op = dir === 'asc' ? sql`>` : sql`<`;
  return sql`(${SORTS[key].expr}, ${orders.id}) ${op} (${SORTS[key].cursor(cursor.value)}, ${cursor.id}::uuid)`;
}

export type AdminOrderRow = Awaited<ReturnType<OrderReportRepository['page']>>[number];

/** One order as the CSV needs it. */
export interface OrderCsvRow {
  id: string;
  /** yyyy-MM-dd HH:mm in the college's time zone. */
  date: string;
  status: string;
  courseTitle: string;
  userEmail: string;
  pricePaise: number;
  /** The sort key as text (see csvBatch). */
  cursor: string;
}

export interface OrderTotals {
  totalOrders: number;
  successfulOrders: number;
  revenuePaise: number;
}

/** The admin who recorded a payout (users joined a second time, beside the buyer). */
const recorders = alias(users, 'recorders');

export type OrderDetailRow = NonNullable<Awaited<ReturnType<OrderReportRepository['detail']>>>;

export class OrderReportRepository extends Repository {
  /** One order with its buyer, and its payout with the admin who recorded it (null without one). */
  async detail(id: string) {
    const [row] = await this.db
      .select({
        order: orders,
        buyerName: users.name,
        buyerEmail: users.email,
        payout: payouts,
        recorderName: recorders.name,
        recorderEmail: recorders.email,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(payouts, eq(payouts.orderId, orders.id))
      .leftJoin(recorders, eq(recorders.id, payouts.recordedBy))
      .where(eq(orders.id, id));
    return row;
  }

  /** One page of the filtered orders in the chosen order. */
  page(filter: OrderReportFilter, sort: OrderReportSort, { limit, offset }: { limit: number; offset: number }) {
    return this.db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        courseId: orders.courseId,
        courseTitle: orders.courseTitle,
        userEmail: orders.userEmail,
        instructorId: orders.instructorId,
        pricePaise: orders.pricePaise,
      })
      .from(orders)
      .where(filterCondition(filter))
      .orderBy(...ordering(sort))
      .limit(limit)
      .offset(offset);
  }

  /** Count, successful count and revenue (Approval only) over every filtered order, in one aggregate. */
  async totals(filter: OrderReportFilter): Promise<OrderTotals> {
    const [row] = await this.db
      .select({
        totalOrders: sql<number>`count(*)::int`,
        successfulOrders: sql<number>`(count(*) filter (where ${orders.status} = 'Approval'))::int`,
        // bigint: a sum of paise outgrows int4 at ₹2.1 crore. node-postgres answers it as text.
        revenuePaise: sql<string>`coalesce(sum(${orders.pricePaise}) filter (where ${orders.status} = 'Approval'), 0)::bigint`,
      })
      .from(orders)
      .where(filterCondition(filter));
    return {
      totalOrders: Number(row?.totalOrders ?? 0),
      successfulOrders: Number(row?.successfulOrders ?? 0),
      revenuePaise: Number(row?.revenuePaise ?? 0),
    };
  }

  /**
   * The next `limit` filtered orders after `cursor` (from the start when null) in the sort order,
   * each with what a CSV line needs: the date already formatted in `timeZone` by the database
   * ('YYYY-MM-DD HH24:MI', cheaper than formatting a million dates in JavaScript) and its cursor.
   * The cursor value is the sort key as text: created_at::text keeps the microseconds a JS Date
   * would lose, so no row is skipped or repeated between batches. A raw statement (rows as the
   * driver answers them, no column mapping): the export reads every order, and the mapping was a
   * third of its time.
   */
  async csvBatch(
    filter: OrderReportFilter,
    sort: OrderReportSort,
    cursor: OrderCursor | null,
    limit: number,
    timeZone: string,
  ): Promise<OrderCsvRow[]> {
    const where = and(filterCondition(filter), cursor ? afterCursor(sort, cursor) : undefined) ?? sql`true`;
    const result = await this.db.execute(sql`select ${orders.id} as "id",
        to_char(${orders.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as "date",
        ${orders.status} as "status", ${orders.courseTitle} as "courseTitle", ${orders.userEmail} as "userEmail",
        ${orders.pricePaise} as "pricePaise", (${SORTS[sort.key].expr})::text as "cursor"
      from ${orders} where ${where} order by ${sql.join(ordering(sort), sql`, `)} limit ${limit}`);
    return rowsOf<OrderCsvRow>(result);
  }
}
