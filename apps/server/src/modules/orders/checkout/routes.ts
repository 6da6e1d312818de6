/** Order routes: Buy Now creates an order, the return page captures or cancels it, the buyer's orders. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ORDER_API,
  cancelOrderInputSchema,
  cancelOrderResponseSchema,
  captureInputSchema,
  captureResponseSchema,
  createOrderInputSchema,
  createOrderResponseSchema,
  errorBodySchema,
  myOrdersSchema,
} from '@cms/contract';
import type { Config } from '../../../config/index.js';
import { ownOrigin } from '../../../http/origin.js';
import { BUYER_ROLES, buyerOf } from './buyer.js';
import type { OrderService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const paymentErrors = { ...errors, 402: errorBodySchema, 409: errorBodySchema, 502: errorBodySchema };

export async function orderRoutes(
  app: FastifyInstance,
  { config, orders: service }: { config: Config; orders: OrderService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.post(
    ORDER_API.create,
    {
      config: { roles: BUYER_ROLES },
      schema: {
        tags,
        description:
          'Buy Now: a Pending order for a published course, priced from the course (anything but `courseId` is ' +
          "ignored), and the provider's payment; the browser goes to `approvalUrl`. Replaces the caller's older " +
          'Pending orders for the course. 404 COURSE_NOT_FOR_SALE, 409 ALREADY_OWNED / OWN_COURSE, ' +
          '502 PROVIDER_UNAVAILABLE (the order is then Rejected).',
        body: createOrderInputSchema,
        response: { 201: createOrderResponseSchema, ...paymentErrors },
      },
    },
    async (request, reply) => {
      const created = await service.create(buyerOf(request), request.body.courseId, ownOrigin(config, request));
      return reply.status(201).send(created);
    },
  );

  r.post(
    ORDER_API.capture,
    {
      config: { roles: BUYER_ROLES },
      schema: {
        tags,
        description:
          "The return page: captures the caller's approved payment, marks the order Approval, enrols the " +
          'caller and queues the receipt mail, in one transaction. Idempotent: a paid order answers the same enrolment again. The order is ' +
          'found by `orderId`, else by `paymentId`. 403 NOT_YOUR_ORDER, 404 ORDER_NOT_FOUND, 409 PAYMENT_MISMATCH / ' +
          'ORDER_CLOSED / NOT_APPROVED / AMOUNT_MISMATCH (order Rejected), 402 PAYMENT_DECLINED (order Rejected), ' +
          '502 PROVIDER_UNAVAILABLE (order stays Pending).',
        body: captureInputSchema,
        response: { 200: captureResponseSchema, ...paymentErrors },
      },
    },
    async (request) => service.capture(buyerOf(request), request.body, ownOrigin(config, request)),
  );

  r.post(
    ORDER_API.cancel,
    {
      config: { roles: BUYER_ROLES },
      schema: {
        tags,
        description:
          "The buyer came back with Cancel: the caller's Pending order (by `orderId` or `paymentId`) becomes " +
          'Cancelled. Idempotent. 403 NOT_YOUR_ORDER, 404 ORDER_NOT_FOUND, 409 ALREADY_OWNED for a paid order.',
        body: cancelOrderInputSchema,
        response: { 200: cancelOrderResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => service.cancel(buyerOf(request), request.body),
  );

  r.get(
    ORDER_API.mine,
    {
      config: { roles: BUYER_ROLES },
      schema: {
        tags,
        description: "The caller's orders, newest first.",
        response: { 200: myOrdersSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => service.mine(buyerOf(request).userId),
  );
}
