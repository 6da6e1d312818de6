/** Coupon routes: an instructor's and the admins' lists, new coupons and disabling one. */
import type { FastifyInstance } from 'fastify';
import {
  COUPON_API,
  COUPON_MSG,
  couponInputSchema,
  couponListQuerySchema,
  couponListSchema,
  couponResponseSchema,
} from '@cms/contract';
import { LOOKUP_ERRORS } from '../../http/route.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn } from '../../http/viewer.js';
import type { CouponService } from './service.js';

const idParams = uuidParams('id', COUPON_MSG.couponNotFound);

const ROW =
  'Each row: the code, its discount ("20 % off", "₹100 off"), its scope (a course, every course of an instructor, ' +
  'or every course), expiry, limits, `uses` (orders naming it that are Pending or paid), `revenuePaise` (what its ' +
  'paid orders were paid) and `status`.';

const CREATE =
  '`code`: 3–32 letters, digits or hyphens, saved upper-case, unique (409 COUPON_CODE_TAKEN with the field). `kind` ' +
  'percent (`percentOff` 1–100) or fixed (`amountOffPaise` > 0); `expiresOn` the last day it works, in the ' +
  "college's time zone (400 once passed); `maxUses`, `maxUsesPerBuyer` ≥ 1 and `minPricePaise` ≥ 0, each optional. " +
  'Audited.';

const DISABLE =
  'Switches the coupon off: buyers can no longer use it; orders that used it keep their discount. Audited; ' +
  'disabling a disabled coupon changes nothing.';

export async function couponRoutes(app: FastifyInstance, { coupons: service }: { coupons: CouponService }) {
  const tags = ['coupons'];
  for (const side of [
    { role: 'Instructor', list: COUPON_API.instructor, disable: COUPON_API.instructorDisable },
    { role: 'Admin', list: COUPON_API.admin, disable: COUPON_API.adminDisable },
  ] as const) {
    const { route } = routeSet(app, { tags, roles: [side.role] });
    const instructor = side.role === 'Instructor';
    route({
      method: 'GET',
      url: side.list,
      description:
        (instructor
          ? "The coupons of the caller's courses (one course or all of them, the caller's or an admin's), newest first. "
          : 'Every coupon, newest first. ') + `\`search\` matches the code. ${ROW}`,
      query: couponListQuerySchema,
      response: couponListSchema,
      errors: [400, 401, 403],
      handler: async (request) => service.list(signedIn(request), request.query),
    });

    route({
      method: 'POST',
      url: side.list,
      description:
        (instructor
          ? "A coupon for one of the caller's courses (`courseId`; another instructor's course is 404 as a missing " +
            'one) or, with `courseId` null, for all of them. '
          : 'A coupon for any course (`courseId`) or, with `courseId` null, for every course. ') + CREATE,
      body: couponInputSchema,
      status: 201,
      response: couponResponseSchema,
      errors: [400, 401, 403, 404, 409],
      handler: async (request) => service.create(signedIn(request), request.body),
    });

    route({
      method: 'POST',
      url: side.disable,
      description: `${DISABLE}${instructor ? " A coupon that is not for the caller's courses is 404." : ''}`,
      params: idParams,
      response: couponResponseSchema,
      errors: LOOKUP_ERRORS,
      handler: async (request) => service.disable(signedIn(request), request.params.id),
    });
  }
}
