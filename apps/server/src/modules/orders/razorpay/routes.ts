/**
 * Razorpay's routes: the checkout step's details for the buyer's page, and the webhook Razorpay
 * posts to. The webhook carries no session and comes from Razorpay's servers: it is exempt from the
 * Origin check, and its body is kept as the exact bytes (its signature is over them).
 */
import type { FastifyInstance } from 'fastify';
import {
  RAZORPAY_API,
  razorpayCheckoutSchema,
  razorpayWebhookAnswerSchema,
  type RazorpayCheckout,
} from '@cms/contract';
import type { Config } from '../../../config/index.js';
import { appOrigin } from '../../../http/origin.js';
import { route } from '../../../http/route.js';
import { uuidParams } from '../../../http/route-params.js';
import { BUYER_ROLES, buyerOf } from '../checkout/buyer.js';
import type { RazorpayCheckoutStep } from './checkout-step.js';
import type { RazorpayWebhooks } from './webhooks.js';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function razorpayRoutes(
  app: FastifyInstance,
  { config, step, webhooks }: { config: Config; step: RazorpayCheckoutStep; webhooks: RazorpayWebhooks },
) {
  const tags = ['orders'];

  route(app, {
    method: 'GET',
    url: RAZORPAY_API.checkout,
    roles: BUYER_ROLES,
    tags,
    description:
      "Razorpay's checkout step: what the page opens Razorpay Checkout with for the caller's Pending Razorpay " +
      'order (public key id, Razorpay order id, amount, course, the buyer to prefill, the Checkout script). ' +
      '403 NOT_YOUR_ORDER, 404 ORDER_NOT_FOUND / Razorpay not configured, 409 ALREADY_OWNED / ORDER_CLOSED.',
    params: uuidParams('id', 'Order not found'),
    response: razorpayCheckoutSchema,
    errors: [400, 401, 403, 404, 409],
    handler: async (request): Promise<RazorpayCheckout> => step.checkout(buyerOf(request), request.params.id),
  });

  // The webhook's own scope: its JSON stays the raw string the signature covers.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    route(scope, {
      method: 'POST',
      url: RAZORPAY_API.webhook,
      roles: 'public',
      crossSite: true,
      tags,
      description:
        "Razorpay's webhooks (payment.captured settles the order as the buyer's return would; payment.failed " +
        'changes nothing; refund.processed finishes the refund). X-Razorpay-Signature must be the webhook ' +
        "secret's HMAC-SHA256 of the exact body (else 400, nothing done); an X-Razorpay-Event-Id already handled " +
        'answers 200 `duplicate` and does nothing. 404 when Razorpay is not configured; 502 when Razorpay could ' +
        'not be asked (Razorpay retries).',
      response: razorpayWebhookAnswerSchema,
      errors: [400, 404, 502],
      handler: async (request) =>
        webhooks.receive(
          {
            rawBody: typeof request.body === 'string' ? request.body : '',
            signature: header(request.headers['x-razorpay-signature']),
            eventId: header(request.headers['x-razorpay-event-id']),
          },
          appOrigin(config, request.server),
        ),
    });
  });
}
