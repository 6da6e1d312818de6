/**
 * Coupons (issue 21): an instructor's or the admins' list (code search, pages), a new coupon, Disable, and the
 * courses a new coupon may be for (the instructor's own; for admins, any course found by a search). Every
 * answer is read with the contract's schema of its route.
 */
import {
  COUPON_API,
  COURSE_API,
  couponListSchema,
  couponResponseSchema,
  courseListSchema,
  type CouponInput,
  type CouponList,
  type CouponListQuery,
} from '@cms/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkedApi, courseUrl } from '@/lib/api';
import { usePageQuery } from '@/lib/page-query';
import { auditKeys } from '@/lib/query-keys';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { listPageUrl, withQuery } from '@/lib/with-query';

/** Whose coupons a screen shows: the signed-in instructor's, or every coupon (admins). */
export type CouponSide = 'instructor' | 'admin';

const ROUTES = {
  instructor: { list: COUPON_API.instructor, disable: COUPON_API.instructorDisable },
  admin: { list: COUPON_API.admin, disable: COUPON_API.adminDisable },
} as const satisfies Record<CouponSide, { list: string; disable: string }>;

/** How many courses the admins' course search offers at once. */
const COURSE_MATCHES = 20;
/** The instructor's courses offered (as All Courses and the questions' filter show). */
const OWN_COURSES = 60;

export const couponKeys = {
  all: ['coupons'] as const,
  list: (side: CouponSide, params: object) => ['coupons', side, 'list', params] as const,
  courses: (side: CouponSide, search: string) => ['coupons', side, 'courses', search] as const,
};

export type CouponListParams = Pick<CouponListQuery, 'search' | 'page' | 'pageSize'>;

export const couponsUrl = (side: CouponSide, p: CouponListParams) =>
  listPageUrl(ROUTES[side].list, p, { search: p.search });

export const getCoupons = (side: CouponSide, p: CouponListParams, signal?: AbortSignal): Promise<CouponList> =>
  checkedApi.get(couponListSchema, couponsUrl(side, p), signal);

export function useCoupons(side: CouponSide, params: CouponListParams) {
  return usePageQuery(couponKeys.list(side, params), (signal) => getCoupons(side, params, signal));
}

/** A course a coupon may be for, as the form's picker shows it. */
export interface CouponCourse {
  id: string;
  title: string;
}

const getCourses = async (side: CouponSide, search: string, signal?: AbortSignal): Promise<CouponCourse[]> => {
  const url =
    side === 'instructor'
      ? withQuery(COURSE_API.instructorCourses, { pageSize: OWN_COURSES })
      : withQuery(COURSE_API.adminCourses, { search, pageSize: COURSE_MATCHES });
  const { courses } = await checkedApi.get(courseListSchema, url, signal);
  return courses.map(({ id, title }) => ({ id, title }));
};

/** The instructor's own courses, or the admins' courses matching `search` (the last matches stay while the next load). */
export function useCouponCourses(side: CouponSide, search: string) {
  const term = side === 'admin' ? search : '';
  return useQuery({
    queryKey: couponKeys.courses(side, term),
    queryFn: ({ signal }) => getCourses(side, term, signal),
    placeholderData: keepPreviousData,
  });
}

export const createCoupon = (side: CouponSide, input: CouponInput) =>
  checkedApi.post(couponResponseSchema, ROUTES[side].list, input);

/** A new coupon; whatever the answer, the lists and the audit log are fetched again. */
export function useCreateCoupon(side: CouponSide) {
  return useRefetchingMutation((input: CouponInput) => createCoupon(side, input), [couponKeys.all, auditKeys.all]);
}

export const disableCoupon = (side: CouponSide, id: string) =>
  checkedApi.post(couponResponseSchema, courseUrl(ROUTES[side].disable, id));

/** Disable; whatever the answer (another admin may have acted first), the lists and the audit log are fetched again. */
export function useDisableCoupon(side: CouponSide) {
  return useRefetchingMutation((id: string) => disableCoupon(side, id), [couponKeys.all, auditKeys.all]);
}
