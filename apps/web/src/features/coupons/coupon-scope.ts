/** What a coupon applies to, as its maker's list reads it: the course's title, "All my courses" or "All courses". */
import { COUPON_MSG, type CouponRow } from '@cms/contract';
import type { CouponSide } from './api/coupons';

export function couponScopeText(coupon: Pick<CouponRow, 'scope' | 'course' | 'instructor'>, side: CouponSide): string {
  if (coupon.scope === 'course') return coupon.course?.title ?? '';
  if (coupon.scope === 'all') return COUPON_MSG.allCourses;
  if (side === 'instructor' || !coupon.instructor) return COUPON_MSG.allMyCourses;
  return COUPON_MSG.allCoursesOf(coupon.instructor.name);
}
