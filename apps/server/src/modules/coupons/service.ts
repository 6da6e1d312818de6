/**
 * Coupons (issue 21): the rules of a code at Buy Now (CouponBook, the port checkout prices orders
 * through) and the makers' side: an instructor's codes for one own course or all of them, an admin's
 * for any course or every course, their lists with uses and revenue, and disabling one. Making and
 * disabling are audited in their own transaction.
 */
import { TZDate } from '@date-fns/tz';
import {
  COUPON_MSG,
  couponDescription,
  formatRupees,
  type CouponInputParsed,
  type CouponKind,
  type CouponList,
  type CouponListQuery,
  type CouponResponse,
  type CouponRow,
  type CouponScope,
  type CouponStatus,
} from '@cms/contract';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Handle } from '../../db/repository.js';
import type { Viewer } from '../../session/viewer.js';
import type { AuditRepository } from '../audit/repository.js';
import type { AppliedCoupon, CouponBook, CouponCourse, CouponRequest } from '../orders/checkout/coupon-book.js';
import { discountOf } from './discount.js';
import { couponErrors } from './errors.js';
import type { CouponRecord, CouponRepository, ListedCoupon, NewCoupon } from './repository.js';

type Maker = NonNullable<Viewer>;

export interface CouponServiceOptions {
  /** The college's time zone: a coupon's last day ends at midnight there. */
  timeZone: string;
  /** The current instant (tests move it). */
  now?: () => Date;
}

/** Whom a coupon is for: one course, every course of one instructor, or every course. */
export const scopeOf = (c: Pick<CouponRecord, 'courseId' | 'instructorId'>): CouponScope =>
  c.courseId ? 'course' : c.instructorId ? 'instructor' : 'all';

const appliesTo = (c: CouponRecord, course: CouponCourse) => {
  const scope = scopeOf(c);
  if (scope === 'course') return c.courseId === course.id;
  if (scope === 'instructor') return c.instructorId === course.instructorId;
  return true;
};

const describeCoupon = (c: CouponRecord) => couponDescription({ ...c, kind: c.kind as CouponKind });

/** The instant a coupon whose last day is `day` (yyyy-mm-dd) stops working: the end of that day in `timeZone`. */
export function endOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 23, 59, 59, 999, timeZone).getTime());
}

export class CouponService implements CouponBook {
  private readonly timeZone: string;
  private readonly now: () => Date;

  constructor(
    private readonly repo: CouponRepository,
    private readonly audit: AuditRepository,
    { timeZone, now = () => new Date() }: CouponServiceOptions,
  ) {
    this.timeZone = timeZone;
    this.now = now;
  }

  // ---- at Buy Now (CouponBook) ----

  preview(request: CouponRequest, db?: Handle): Promise<AppliedCoupon> {
    return this.apply(request, db, false);
  }

  redeem(tx: Tx, request: CouponRequest): Promise<AppliedCoupon> {
    return this.apply(request, tx, true);
  }

  /**
   * Whether the code applies to this buyer and course, checked in this order: unknown or disabled,
   * expired, not for this course, list price below its minimum, every use taken, the buyer's uses
   * taken. With `lock`, the coupon's row is locked before its uses are counted, so that concurrent
   * redemptions (each inserting its order in the same transaction) are counted one after another.
   */
  private async apply(request: CouponRequest, db: Handle | undefined, lock: boolean): Promise<AppliedCoupon> {
    const { course } = request;
    const coupon = await this.repo.byCode(request.code, db, lock);
    if (!coupon || coupon.disabledAt) throw couponErrors.notFound();
    if (coupon.expiresAt && coupon.expiresAt.getTime() <= this.now().getTime()) throw couponErrors.expired();
    if (!appliesTo(coupon, course)) throw couponErrors.notForCourse();
    if (coupon.minPricePaise !== null && course.pricePaise < coupon.minPricePaise)
      throw couponErrors.belowMinimum(formatRupees(coupon.minPricePaise));
    if (coupon.maxUses !== null || coupon.maxUsesPerBuyer !== null) {
      const uses = await this.repo.uses(coupon.id, request.buyerId, db);
      if (coupon.maxUses !== null && uses.total >= coupon.maxUses) throw couponErrors.usedUp();
      if (coupon.maxUsesPerBuyer !== null && uses.byBuyer >= coupon.maxUsesPerBuyer) throw couponErrors.alreadyUsed();
    }
    return {
      couponId: coupon.id,
      code: coupon.code,
      discountPaise: discountOf({ ...coupon, kind: coupon.kind as CouponKind }, course.pricePaise),
      description: describeCoupon(coupon),
    };
  }

  // ---- the makers ----

  /** An instructor's coupons (those for their courses, whoever made them), or every coupon for an admin; newest first. */
  async list(viewer: Maker, query: CouponListQuery): Promise<CouponList> {
    const { rows, total } = await this.repo.page({
      instructorId: viewer.role === 'Admin' ? undefined : viewer.userId,
      search: query.search,
      page: query.page,
      pageSize: query.pageSize,
    });
    return { coupons: rows.map((r) => this.toRow(r)), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * A new coupon. With a course: that course (not deleted; an instructor's own, else 404 as a missing
   * one). Without: every course of the instructor who makes it, or every course when an admin does.
   * The code is unique whatever the case typed (409 with the field's message).
   */
  async create(maker: Maker, input: CouponInputParsed): Promise<CouponResponse> {
    const expiresAt = input.expiresOn ? endOfDay(input.expiresOn, this.timeZone) : null;
    if (expiresAt && expiresAt.getTime() <= this.now().getTime()) throw couponErrors.expiryPassed();
    try {
      const row = await this.repo.transaction(async (tx) => {
        const scope = await this.scopeFor(tx, maker, input.courseId);
        const values: NewCoupon = {
          code: input.code,
          kind: input.kind,
          percentOff: input.kind === 'percent' ? input.percentOff! : null,
          amountOffPaise: input.kind === 'fixed' ? input.amountOffPaise! : null,
          ...scope,
          createdBy: maker.userId,
          expiresAt,
          maxUses: input.maxUses ?? null,
          maxUsesPerBuyer: input.maxUsesPerBuyer ?? null,
          minPricePaise: input.minPricePaise ?? null,
        };
        const coupon = await this.repo.insert(tx, values);
        const { createdBy: _maker, createdAt: _at, disabledAt: _off, id: _id, ...terms } = coupon;
        await this.audit.write(tx, {
          actorId: maker.userId,
          action: 'coupon.created',
          entityType: 'coupon',
          entityId: coupon.id,
          summary: `${coupon.code}: ${describeCoupon(coupon)}`,
          before: null,
          after: { ...terms, expiresAt: coupon.expiresAt?.toISOString() ?? null },
        });
        return this.repo.row(coupon.id, tx);
      });
      return { success: true, message: COUPON_MSG.created(row.coupon.code), coupon: this.toRow(row) };
    } catch (err) {
      if (isUniqueViolation(err, 'coupons_code_key')) throw couponErrors.codeTaken();
      throw err;
    }
  }

  /**
   * Switches a coupon off: buyers can no longer use it; orders that used it keep their discount.
   * An instructor disables only the coupons of their list (404 otherwise). Disabling a disabled
   * coupon changes nothing and writes no audit entry.
   */
  async disable(maker: Maker, id: string): Promise<CouponResponse> {
    const row = await this.repo.transaction(async (tx) => {
      const coupon = await this.repo.lock(tx, id);
      if (!coupon || (maker.role !== 'Admin' && coupon.instructorId !== maker.userId))
        throw couponErrors.couponNotFound();
      if (!coupon.disabledAt) {
        await this.repo.disable(tx, id);
        await this.audit.write(tx, {
          actorId: maker.userId,
          action: 'coupon.disabled',
          entityType: 'coupon',
          entityId: id,
          summary: `${coupon.code}: ${describeCoupon(coupon)}`,
          before: { disabled: false },
          after: { disabled: true },
        });
      }
      return this.repo.row(id, tx);
    });
    return { success: true, message: COUPON_MSG.disabledDone(row.coupon.code), coupon: this.toRow(row) };
  }

  /** The scope columns of a new coupon, from the course chosen (or none) and who makes it. */
  private async scopeFor(tx: Tx, maker: Maker, courseId: string | null) {
    if (courseId === null)
      return {
        courseId: null,
        instructorId: maker.role === 'Admin' ? null : maker.userId,
      } satisfies Partial<NewCoupon>;
    const course = await this.repo.course(tx, courseId);
    if (!course || course.deletedAt || (maker.role !== 'Admin' && course.instructorId !== maker.userId))
      throw couponErrors.courseNotFound();
    return { courseId: course.id, instructorId: course.instructorId } satisfies Partial<NewCoupon>;
  }

  private statusOf(c: CouponRecord, uses: number): CouponStatus {
    if (c.disabledAt) return 'disabled';
    if (c.expiresAt && c.expiresAt.getTime() <= this.now().getTime()) return 'expired';
    if (c.maxUses !== null && uses >= c.maxUses) return 'used-up';
    return 'active';
  }

  private toRow(r: ListedCoupon): CouponRow {
    const c = r.coupon;
    return {
      id: c.id,
      code: c.code,
      kind: c.kind as CouponKind,
      percentOff: c.percentOff,
      amountOffPaise: c.amountOffPaise,
      description: describeCoupon(c),
      scope: scopeOf(c),
      course: c.courseId ? { id: c.courseId, title: r.courseTitle ?? '' } : null,
      instructor: c.instructorId ? { id: c.instructorId, name: r.instructorName ?? '' } : null,
      createdBy: { id: c.createdBy, name: r.creatorName, role: r.creatorRole },
      expiresAt: c.expiresAt?.toISOString() ?? null,
      maxUses: c.maxUses,
      maxUsesPerBuyer: c.maxUsesPerBuyer,
      minPricePaise: c.minPricePaise,
      uses: r.uses,
      revenuePaise: r.revenuePaise,
      status: this.statusOf(c, r.uses),
      createdAt: c.createdAt.toISOString(),
    };
  }
}
