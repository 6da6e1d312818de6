/** Refunds and purchases: the buyer's purchases and refund request, the admins' refunds and decisions. */
import type { FastifyInstance } from 'fastify';
import {
  REFUND_API,
  REFUND_MSG,
  adminRefundInputSchema,
  purchasesSchema,
  refundListQuerySchema,
  refundListSchema,
  refundRejectInputSchema,
  refundRequestInputSchema,
  refundResponseSchema,
} from '@cms/contract';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn } from '../../http/viewer.js';
import { BUYER_ROLES } from '../orders/checkout/buyer.js';
import type { RefundService } from './service.js';

const refundParams = uuidParams('id', REFUND_MSG.notFound);
const orderParams = uuidParams('id', REFUND_MSG.orderNotFound);

export async function refundRoutes(app: FastifyInstance, { refunds: service }: { refunds: RefundService }) {
  const tags = ['refunds'];
  const buyers = routeSet(app, { tags, roles: BUYER_ROLES });
  const admins = routeSet(app, { tags, roles: ['Admin'] });

  buyers.route({
    method: 'GET',
    url: REFUND_API.purchases,
    description:
      "Every order of the caller, newest first: status, course, dates, list price, discount and coupon, tax, amount, the invoice or receipt and the credit note when there are, the refund (status, reason, admin's note, dates) and whether a refund can be asked now (else why not; `until`: the window's end); the refund policy (REFUND_DAYS, REFUND_MAX_PROGRESS).",
    response: purchasesSchema,
    errors: [401, 403],
    handler: async (request) => service.purchases(signedIn(request).userId),
  });

  buyers.route({
    method: 'POST',
    url: REFUND_API.request,
    description:
      "The order's buyer asks for a refund with a reason (10-500 characters), audited. 409 NOT_PAID (not Approval), NOTHING_PAID (a 100 % coupon), REFUND_WINDOW_PASSED (more than REFUND_DAYS after payment), TOO_MUCH_WATCHED (REFUND_MAX_PROGRESS % or more of the lessons completed), REFUND_ALREADY_ASKED (one refund per order); 403 another buyer's order; 404 unknown.",
    params: orderParams,
    body: refundRequestInputSchema,
    status: 201,
    response: refundResponseSchema,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) => service.request(signedIn(request).userId, request.params.id, request.body.reason),
  });

  admins.listRoute({
    url: REFUND_API.adminList,
    description:
      'Refunds, newest first, with the buyer, course, who asked, the decision and the credit note; `status` filters.',
    query: refundListQuerySchema,
    page: refundListSchema,
    list: (query) => service.list(query),
  });

  admins.route({
    method: 'POST',
    url: REFUND_API.approve,
    description:
      'Approves a requested refund (or tries a failed one again), once: processing under the order lock, then the provider (the refund id as its idempotency key). Processed: the order Refunded, the enrolment ended, the credit note issued, the buyer mailed, audited. Pending: stays processing until the provider confirms it. A refund already processing or refunded is answered as it stands. 409 ALREADY_DECIDED (rejected), 409 REFUND_REFUSED (the provider refused: failed), 502 PROVIDER_UNAVAILABLE (requested again, try again).',
    params: refundParams,
    response: refundResponseSchema,
    errors: [400, 401, 403, 404, 409, 502],
    handler: async (request) => service.approve(signedIn(request).userId, request.params.id),
  });

  admins.route({
    method: 'POST',
    url: REFUND_API.reject,
    description:
      'Rejects a requested (or failed) refund with a note (mailed to the buyer), once, audited. 409 ALREADY_DECIDED.',
    params: refundParams,
    body: refundRejectInputSchema,
    response: refundResponseSchema,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) => service.reject(signedIn(request).userId, request.params.id, request.body.note),
  });

  admins.route({
    method: 'POST',
    url: REFUND_API.refundOrder,
    description:
      'Refunds a paid order outright with a reason: the refund is created processing and the provider asked, as an approval. 409 NOT_PAID, NOTHING_PAID, REFUND_ALREADY_ASKED, REFUND_REFUSED; 502 PROVIDER_UNAVAILABLE (the refund stays requested).',
    params: orderParams,
    body: adminRefundInputSchema,
    response: refundResponseSchema,
    errors: [400, 401, 403, 404, 409, 502],
    handler: async (request) => service.refundOrder(signedIn(request).userId, request.params.id, request.body.reason),
  });
}
