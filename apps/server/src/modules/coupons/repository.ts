/** Data access for coupons: a code's row (locked for a redemption), its uses, the makers' lists. No rules here. */
import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { containsPattern, newestFirstPage } from '../../db/list-query.js';
import { Repository, type Handle } from '../../db/repository.js';
import { coupons, courses, orders, users } from '../../db/schema/index.js';

export type CouponRecord = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** The order statuses that hold a use of their coupon: waiting for payment, or paid. */
export const USING_STATUSES = ['Pending', 'Approval'] as const;

export interface CouponFilter {
  /** Only the coupons for this instructor's courses (their own list). */
  instructorId?: string;
  search?: string;
  page: number;
  pageSize: number;
}

const instructor = alias(users, 'coupon_instructor');
const creator = alias(users, 'coupon_creator');

/** Orders naming the coupon that are Pending or paid (orders_coupon_idx). */
const usesOf = sql<number>`(select count(*) from ${orders} o
  where o.coupon_id = ${coupons.id} and o.status in ('Pending', 'Approval'))`.mapWith(Number);
/** What its paid orders were paid. */
const revenueOf = sql<number>`(select coalesce(sum(o.price_paise), 0) from ${orders} o
  where o.coupon_id = ${coupons.id} and o.status = 'Approval')`.mapWith(Number);

export class CouponRepository extends Repository {
  /** The coupon with this (upper-case) code, or undefined; with `lock`, its row is locked for the rest of `db`'s transaction. */
  async byCode(code: string, db: Handle = this.db, lock = false): Promise<CouponRecord | undefined> {
    const query = db.select().from(coupons).where(eq(coupons.code, code)).$dynamic();
    const [row] = await (lock ? query.for('update') : query);
    return row;
  }

  /** The coupon's row, locked for the rest of `tx`. */
  lock(tx: Tx, id: string) {
    return this.rowById(coupons, id, tx, 'update');
  }

  /** The coupon's uses in all and the buyer's: orders naming it that are Pending or paid. */
  async uses(couponId: string, buyerId: string, db: Handle = this.db): Promise<{ total: number; byBuyer: number }> {
    const [row] = await db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        byBuyer: sql<number>`count(*) filter (where ${orders.userId} = ${buyerId})`.mapWith(Number),
      })
      .from(orders)
      .where(and(eq(orders.couponId, couponId), inArray(orders.status, [...USING_STATUSES])));
    return { total: row?.total ?? 0, byBuyer: row?.byBuyer ?? 0 };
  }

  /** A course a coupon may be made for: its owner and whether it is deleted; undefined when unknown. */
  course(tx: Tx, id: string) {
    return this.rowById(courses, id, tx);
  }

  insert(tx: Tx, values: NewCoupon): Promise<CouponRecord> {
    return this.insertRow(tx, coupons, values);
  }

  async disable(tx: Tx, id: string): Promise<void> {
    await tx.update(coupons).set({ disabledAt: new Date() }).where(eq(coupons.id, id));
  }

  /** A page of coupons, newest first, each with its course, instructor, maker, uses and revenue. */
  page(filter: CouponFilter) {
    const conditions: SQL[] = [];
    if (filter.instructorId) conditions.push(eq(coupons.instructorId, filter.instructorId));
    if (filter.search) conditions.push(ilike(coupons.code, containsPattern(filter.search)));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    return newestFirstPage(this.db, this.listed(this.db), coupons, where, filter);
  }

  /** One coupon as the lists show it (after a change to it). */
  async row(id: string, db: Handle = this.db) {
    const [row] = await this.listed(db).where(eq(coupons.id, id));
    return row!;
  }

  private listed(db: Handle) {
    return db
      .select({
        coupon: coupons,
        courseTitle: courses.title,
        instructorName: instructor.name,
        creatorName: creator.name,
        creatorRole: creator.role,
        uses: usesOf,
        revenuePaise: revenueOf,
      })
      .from(coupons)
      .leftJoin(courses, eq(courses.id, coupons.courseId))
      .leftJoin(instructor, eq(instructor.id, coupons.instructorId))
      .innerJoin(creator, eq(creator.id, coupons.createdBy))
      .$dynamic();
  }
}

export type ListedCoupon = Awaited<ReturnType<CouponRepository['row']>>;
