/** Process Payment routes: the pay page's context and recording a payout. */
import type { FastifyInstance } from 'fastify';
import {
  PAYOUT_API,
  PAYOUT_MSG,
  payoutContextSchema,
  recordPayoutInputSchema,
  recordPayoutResponseSchema,
} from '@cms/contract';
import { LOOKUP_ERRORS } from '../../http/route.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn } from '../../http/viewer.js';
import type { PayoutService } from './service.js';

const orderParams = uuidParams('orderId', PAYOUT_MSG.orderNotFound);

export async function payoutRoutes(app: FastifyInstance, { payouts: service }: { payouts: PayoutService }) {
  const { route } = routeSet(app, { tags: ['payouts'], roles: ['Admin'] });

  route({
    method: 'GET',
    url: PAYOUT_API.order,
    description:
      "The pay page: the order, its instructor (with the profile's UPI ID), the instructor's balance, the payout " +
      'already recorded for it (if any), `blockedReason` (already paid, not a successful order, above the ' +
      'available balance; null when it can be paid) and its audit history. 404 ORDER_NOT_FOUND.',
    params: orderParams,
    response: payoutContextSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.context(request.params.orderId),
  });

  route({
    method: 'POST',
    url: PAYOUT_API.record,
    description:
      'Records that the admin paid the instructor for this sale outside the app (the payment `reference`): a ' +
      "payout of the order's price, counted like an approved withdrawal, written to the audit log in the same " +
      'transaction. 404 ORDER_NOT_FOUND; 409 NOT_PAYABLE (not a successful order), ALREADY_PAID (one payout per ' +
      'order, concurrent ones included), INSUFFICIENT_BALANCE (above the available balance).',
    params: orderParams,
    body: recordPayoutInputSchema,
    status: 201,
    response: recordPayoutResponseSchema,
    errors: [...LOOKUP_ERRORS, 409],
    handler: async (request) => service.record(signedIn(request).userId, request.params.orderId, request.body),
  });
}
