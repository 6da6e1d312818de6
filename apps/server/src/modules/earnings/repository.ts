/** Data access for an instructor's money: sums of paid orders over time, and the sales list. No business rules here. */
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { EarningsSort } from '@cms/contract';
import { rowsOf } from '../../db/client.js';
import { orders, payouts, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/list-query.js';
import { Repository } from '../../db/repository.js';

export interface SalesFilter {
  instructorId: string;
  sort: EarningsSort;
  /** Substring of the course title or the buyer's e-mail, case-insensitive. */
  search?: string;
  limit: number;
  offset: number;
}

export interface MonthTotalRow {
  /** YYYY-MM in the time zone asked for. */
  month: string;
  amountPaise: number;
  sales: number;
}

const paidOf = (instructorId: string) => and(eq(orders.instructorId, instructorId), eq(orders.status, 'Approval'))!;

/** Spec 9 earnings sort; the order id breaks the last tie so pages never overlap. */
const SALES_ORDER: Record<EarningsSort, SQL[]> = {
  date: [desc(orders.createdAt), desc(orders.id)],
  amount: [desc(orders.earningPaise), desc(orders.createdAt), desc(orders.id)],
  status: [asc(orders.status), desc(orders.createdAt), desc(orders.id)],
};

export class EarningsRepository extends Repository {
  /** Whether the user exists and is an instructor. */
  async isInstructor(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, 'Instructor')))
      .limit(1);
    return row !== undefined;
  }

  /** The instructor's paid (Approval) orders created in [from, to). */
  async paidBetween(instructorId: string, from: Date, to: Date): Promise<number> {
    const [row] = await this.db
      .select({ amount: sql<string | number>`coalesce(sum(${orders.earningPaise}), 0)::bigint` })
      .from(orders)
      .where(and(paidOf(instructorId), gte(orders.createdAt, from), lt(orders.createdAt, to)));
    return Number(row?.amount ?? 0);
  }

  /** The instructor's paid orders in [from, to) per calendar month of `timeZone`; months without sales are absent. */
  async paidPerMonth(instructorId: string, from: Date, to: Date, timeZone: string): Promise<MonthTotalRow[]> {
    const result = await this.db.execute(sql`select
        to_char(${orders.createdAt} at time zone ${timeZone}, 'YYYY-MM') as "month",
        coalesce(sum(${orders.earningPaise}), 0)::bigint as "amountPaise",
        count(*)::int as "sales"
      from ${orders}
      where ${and(paidOf(instructorId), gte(orders.createdAt, from), lt(orders.createdAt, to))}
      group by 1
      order by 1`);
    return rowsOf<Record<keyof MonthTotalRow, string | number>>(result).map((r) => ({
      month: String(r.month),
      amountPaise: Number(r.amountPaise),
      sales: Number(r.sales),
    }));
  }

  private salesWhere(filter: Pick<SalesFilter, 'instructorId' | 'search'>): SQL {
    const conditions: (SQL | undefined)[] = [eq(orders.instructorId, filter.instructorId)];
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      conditions.push(or(ilike(orders.courseTitle, pattern), ilike(orders.userEmail, pattern)));
    }
    return and(...conditions)!;
  }

  /** One page of the orders of the instructor's courses (every status) with their buyers. */
  salesPage(filter: SalesFilter) {
    return this.db
      .select({
        orderId: orders.id,
        createdAt: orders.createdAt,
        courseId: orders.courseId,
        courseTitle: orders.courseTitle,
        buyerName: users.name,
        buyerEmail: orders.userEmail,
        amountPaise: orders.earningPaise,
        status: orders.status,
        paidOut: sql<boolean>`exists (select 1 from ${payouts} p where p.order_id = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(this.salesWhere(filter))
      .orderBy(...SALES_ORDER[filter.sort])
      .limit(filter.limit)
      .offset(filter.offset);
  }

  /** How many orders the sales list has for the filter (every page), and how many of them are paid. */
  async salesCount(filter: Pick<SalesFilter, 'instructorId' | 'search'>): Promise<{ total: number; paid: number }> {
    const [row] = await this.db
      .select({
        n: sql<number>`count(*)::int`,
        paid: sql<number>`(count(*) filter (where ${orders.status} = 'Approval'))::int`,
      })
      .from(orders)
      .where(this.salesWhere(filter));
    return { total: Number(row?.n ?? 0), paid: Number(row?.paid ?? 0) };
  }
}

export type SaleRow = Awaited<ReturnType<EarningsRepository['salesPage']>>[number];
