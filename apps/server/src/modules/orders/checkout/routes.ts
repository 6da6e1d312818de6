/** Order routes: Buy Now creates an order, the return page captures or cancels it, the buyer's orders. */
import type { FastifyInstance } from 'fastify';
import {
  ORDER_API,
  cancelOrderInputSchema,
  cancelOrderResponseSchema,
  captureInputSchema,
  captureResponseSchema,
  CHECKOUT_API,
  createOrderInputSchema,
  createOrderResponseSchema,
  myOrdersSchema,
  quoteInputSchema,
  quoteSchema,
} from '@cms/contract';
import type { Config } from '../../../config/index.js';
import { appOrigin, requestOrigin } from '../../../http/origin.js';
import { LOOKUP_ERRORS } from '../../../http/route.js';
import { routeSet } from '../../../http/route-set.js';
import { BUYER_ROLES, buyerOf } from './buyer.js';
import type { OrderService } from './service.js';

const paymentErrors = [...LOOKUP_ERRORS, 402, 409, 502] as const;

export async function orderRoutes(
  app: FastifyInstance,
  { config, orders: service }: { config: Config; orders: OrderService },
) {
  const { route } = routeSet(app, { tags: ['orders'], roles: BUYER_ROLES });

  route({
    method: 'POST',
    url: ORDER_API.create,
    description:
      'Buy Now: a Pending order for a published course, priced by the server (the course price less the ' +
      "coupon's discount; GST inside it), and the chosen provider's payment; the browser goes to `approvalUrl`. " +
      "Replaces the caller's older Pending orders for the course. A 100 % coupon enrols at once (`enrolmentId`). " +
      '400 billing state missing (GST charged) or provider not offered, 404 COURSE_NOT_FOR_SALE / ' +
      'COUPON_NOT_FOUND, 409 ALREADY_OWNED / OWN_COURSE / coupon refused, 502 PROVIDER_UNAVAILABLE (the order is then Rejected).',
    body: createOrderInputSchema,
    status: 201,
    response: createOrderResponseSchema,
    errors: paymentErrors,
    handler: async (request) => service.create(buyerOf(request), request.body, requestOrigin(config, request)),
  });

  route({
    method: 'POST',
    url: CHECKOUT_API.quote,
    description:
      "Buy Now's dialog: what the course costs the caller with a coupon and a billing state (nothing is " +
      'reserved), the GST inside the price, and the providers offered. The order is priced again when made.',
    body: quoteInputSchema,
    response: quoteSchema,
    errors: [...LOOKUP_ERRORS, 409],
    handler: async (request) => service.quote(buyerOf(request), request.body),
  });

  route({
    method: 'POST',
    url: ORDER_API.capture,
    description:
      "The return page: captures the caller's approved payment, marks the order Approval, enrols the " +
      'caller and queues the receipt mail, in one transaction. Idempotent: a paid order answers the same enrolment again. The order is ' +
      'found by `orderId`, else by `paymentId`. 403 NOT_YOUR_ORDER, 404 ORDER_NOT_FOUND, 409 PAYMENT_MISMATCH / ' +
      'ORDER_CLOSED / NOT_APPROVED / AMOUNT_MISMATCH (order Rejected), 402 PAYMENT_DECLINED (order Rejected), ' +
      '502 PROVIDER_UNAVAILABLE (order stays Pending).',
    body: captureInputSchema,
    response: captureResponseSchema,
    errors: paymentErrors,
    handler: async (request) => service.capture(buyerOf(request), request.body, appOrigin(config, request.server)),
  });

  route({
    method: 'POST',
    url: ORDER_API.cancel,
    description:
      "The buyer came back with Cancel: the caller's Pending order (by `orderId` or `paymentId`) becomes " +
      'Cancelled. Idempotent. 403 NOT_YOUR_ORDER, 404 ORDER_NOT_FOUND, 409 ALREADY_OWNED for a paid order.',
    body: cancelOrderInputSchema,
    response: cancelOrderResponseSchema,
    errors: [...LOOKUP_ERRORS, 409],
    handler: async (request) => service.cancel(buyerOf(request), request.body),
  });

  route({
    method: 'GET',
    url: ORDER_API.mine,
    description: "The caller's orders, newest first.",
    response: myOrdersSchema,
    errors: [401, 403],
    handler: async (request) => service.mine(buyerOf(request).userId),
  });
}
